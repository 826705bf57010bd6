export { healthQueryOptions, useHealth } from '../../../lib/health.ts';

/** What other modules may use of the health module: the data mode (demo, real or empty). */
export { readDataMode } from './health.repository.ts';

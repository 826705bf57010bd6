import { afterEach, beforeAll } from 'vitest';
import { checkFetches, takeBrowserViolations } from './contract.ts';

// The e2e suite's setup file (e2e/vitest.config.ts): every /api answer of a test's fetches and
// of its browser's pages is checked against the served OpenAPI document (lib/contract.ts).
beforeAll(() => checkFetches());

afterEach(async () => {
  // Let the last answers' bodies arrive before judging.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const found = takeBrowserViolations();
  if (found.length) throw new Error(`OpenAPI contract (browser):\n${found.join('\n')}`);
});

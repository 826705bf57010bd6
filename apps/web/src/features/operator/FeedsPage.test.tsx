import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page.tsx';
import { serve } from '../../../test/api-test-support.ts';
import { FeedsPage } from './FeedsPage.tsx';

const run = (over: Record<string, unknown>) => ({
  id: 1,
  trigger: 'schedule',
  status: 'succeeded',
  startedAt: '2026-11-28T10:00:00.000Z',
  finishedAt: '2026-11-28T10:01:00.000Z',
  files: 1,
  filesFailed: 0,
  rowsRead: 12,
  rowsNew: 6,
  rowsUpdated: 2,
  rowsWithdrawn: 1,
  rowsRejected: 3,
  rejections: [{ file: '7001.blm', line: 9, reason: 'no postcode' }],
  progress: null,
  message: null,
  error: null,
  ...over,
});

const FEEDS = {
  feeds: [
    {
      name: 'agents-rg1',
      kind: 'blm',
      location: '/srv/feeds/agents-rg1',
      every: '1h',
      full: true,
      enabled: true,
      nextRunAt: '2026-11-28T11:00:00.000Z',
      createdAt: '2026-11-27T10:00:00.000Z',
      runs: [
        run({ id: 2, status: 'running', finishedAt: null, progress: { done: 500, total: 1000 } }),
        run({ id: 1 }),
      ],
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/operator/feeds', () => {
  it("shows each feed's runs, the first rejections and a running run's progress", async () => {
    serve({ '/api/operator/feeds': [200, FEEDS] });
    renderPage('/operator/feeds', <FeedsPage />);
    const feed = await screen.findByRole('region', { name: 'Feed agents-rg1' });
    const table = within(feed).getByRole('table', { name: 'Recent runs of agents-rg1' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(2),
    ).toEqual(['succeeded', '1', '12', '6', '2', '1', '3']);
    within(rows[1]!).getByText('running 50%');
    within(feed).getByText('7001.blm line 9: no postcode');
    expect(within(feed).getByRole('button', { name: 'Running…' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('starts a run with Run now', async () => {
    const idle = { feeds: [{ ...FEEDS.feeds[0], runs: [run({ id: 1 })] }] };
    const calls = serve({
      '/api/operator/feeds': [200, idle],
      '/api/operator/feeds/agents-rg1/run': [202, { runId: 3 }],
    });
    renderPage('/operator/feeds', <FeedsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Run now' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/operator/feeds/agents-rg1/run')).toBe(true),
    );
  });

  it('says the page is for operators when the API answers 403', async () => {
    serve({ '/api/operator/feeds': [403, { code: 'FORBIDDEN', message: 'Operators only' }] });
    renderPage('/operator/feeds', <FeedsPage />);
    await screen.findByText('Operators only');
  });

  it('lists the background jobs with their periods and last runs', async () => {
    const job = (over: Record<string, unknown>) => ({
      description: 'Does its work.',
      everySeconds: 60,
      enabled: true,
      claim: 'work',
      once: 'Every process runs it.',
      lastRun: null,
      ...over,
    });
    serve({
      '/api/operator/feeds': [200, { feeds: [] }],
      '/api/operator/jobs': [
        200,
        {
          jobs: [
            job({
              name: 'alerts',
              everySeconds: 20,
              lastRun: {
                startedAt: '2026-11-28T10:00:00.000Z',
                finishedAt: '2026-11-28T10:00:01.000Z',
                outcome: 'succeeded',
                summary: '2 sent',
                process: 'web-1:42',
                failedAt: '2026-11-28T09:00:00.000Z',
                error: 'the mail server is down',
              },
            }),
            job({ name: 'data refresh', everySeconds: 0, enabled: false, claim: 'run' }),
            job({ name: 'listings derive', everySeconds: null, claim: 'process' }),
          ],
        },
      ],
    });
    renderPage('/operator/feeds', <FeedsPage />);
    const section = await screen.findByRole('region', { name: 'Background jobs' });
    const table = await within(section).findByRole('table', {
      name: 'Background jobs and their last runs',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'every 20 s',
      'off',
      'when asked',
    ]);
    within(rows[0]!).getByText('2 sent');
    within(rows[0]!).getByText(/Last failed .*: the mail server is down/);
    within(rows[1]!).getByText('not run yet');
  });
});

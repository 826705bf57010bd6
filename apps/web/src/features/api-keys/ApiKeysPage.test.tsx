import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page.tsx';
import { ApiKeysPage } from './ApiKeysPage.tsx';

const KEY = {
  id: '0b8a6a0e-3c55-4a51-9c55-9d2b4a1f0c11',
  name: 'Deal spreadsheet',
  scopes: ['read'],
  prefix: 'ysk_ab12cd34',
  createdAt: '2026-11-24T10:00:00.000Z',
  lastUsedAt: null,
};
const SECRET = 'ysk_ab12cd34' + 'x'.repeat(31);

/** A tiny API: the session, the key list, creation and revocation, by method and path. */
function serveKeys(operator: boolean) {
  let keys: (typeof KEY)[] = [KEY];
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const json = (status: number, value?: unknown) =>
        new Response(value === undefined ? null : JSON.stringify(value), { status });
      if (url === '/api/session') {
        return json(200, {
          user: { id: 'u', firstName: 'Priya', lastName: 'Shah', emailId: 'p@example.com' },
          attributes: [],
          hrefs: [],
          membershipExpired: false,
          membershipValidTill: null,
          operator,
        });
      }
      if (url === '/api/account/api-keys' && method === 'GET') return json(200, keys);
      if (url === '/api/account/api-keys' && method === 'POST') {
        const created = { ...KEY, id: 'new', name: body.name, scopes: body.scopes, key: SECRET };
        keys = [...keys, { ...created, lastUsedAt: null }];
        return json(201, created);
      }
      if (url === `/api/account/api-keys/${KEY.id}` && method === 'DELETE') {
        keys = keys.filter((k) => k.id !== KEY.id);
        return json(204);
      }
      return json(404, { code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/account/api-keys', () => {
  it('lists the keys by prefix, creates one shown once and offers write to operators only', async () => {
    const calls = serveKeys(false);
    renderPage('/account/api-keys', <ApiKeysPage />);
    const table = await screen.findByRole('table', { name: 'API keys' });
    await within(table).findByText('Deal spreadsheet');
    within(table).getByText('ysk_ab12cd34…');
    within(table).getByText('Never');
    expect(screen.queryByRole('checkbox', { name: /Write listings/ })).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Bot' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByTestId('new-api-key');
    within(shown).getByText(SECRET);
    within(shown).getByText(/you will not see it again/);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Bot',
      scopes: ['read'],
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
  });

  it('shows the write scope to an operator', async () => {
    serveKeys(true);
    renderPage('/account/api-keys', <ApiKeysPage />);
    await screen.findByRole('checkbox', { name: /Write listings/ });
  });

  it('revokes a key after confirmation', async () => {
    const calls = serveKeys(false);
    renderPage('/account/api-keys', <ApiKeysPage />);
    const table = await screen.findByRole('table', { name: 'API keys' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Revoke Deal spreadsheet' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(/stops working at once/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith(KEY.id))).toBe(true),
    );
    await screen.findByText('No API keys yet');
  });
});

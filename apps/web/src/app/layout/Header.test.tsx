import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionQueryKey, type Session } from '../../lib/session.ts';
import { AppProviders, createQueryClient } from '../providers.tsx';
import { Header } from './Header.tsx';

function renderHeader(session: Session | null) {
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, session);
  client.setQueryDefaults(sessionQueryKey, { staleTime: Infinity });
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], {
    initialEntries: ['/hpi-reports'],
  });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const session = (attributes: string[], membershipExpired = false): Session => ({
  user: { id: 'u1', firstName: 'Priya', lastName: 'Shah', emailId: 'priya@example.com' },
  attributes,
  hrefs: [],
  membershipExpired,
  operator: false,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Header', () => {
  it('shows the Login link and only Reports for a visitor', () => {
    renderHeader(null);
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/login?redirect=%2Fhpi-reports');
    expect(screen.getByRole('button', { name: /Reports/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Estimates/ })).toBeNull();
  });

  it('shows the menus the session attributes allow and the first name', () => {
    renderHeader(session(['property_estimates_es', 'area_analytics']));
    expect(screen.getByRole('button', { name: /Estimates/ })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Area Analytics' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /PLO/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Valuation' })).toBeNull();
    expect(screen.getByRole('button', { name: /Priya/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('shows an expired member only what they can open: no menus, their membership and plans', async () => {
    renderHeader(session([], true));
    // Every menu (even Reports) would bounce back to /subscription.
    expect(screen.queryByRole('button', { name: /Reports/ })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })?.textContent ?? '').toBe('');
    fireEvent.click(screen.getByRole('button', { name: /Priya/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual([
      ['Membership', '/membership'],
      ['Choose a plan', '/subscription'],
      // Their keys too: a key can always be revoked.
      ['API keys', '/account/api-keys'],
      ['Logout', null],
    ]);
  });

  it('offers Membership and API keys to every signed-in member', async () => {
    renderHeader(session(['property_estimates_es']));
    fireEvent.click(screen.getByRole('button', { name: /Priya/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual([
      ['Membership', '/membership'],
      ['API keys', '/account/api-keys'],
      ['Logout', null],
    ]);
  });

  it('offers Feeds to an operator (session.operator)', async () => {
    const operator = session(['property_estimates_es']);
    renderHeader({ ...operator, operator: true });
    fireEvent.click(screen.getByRole('button', { name: /Priya/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Membership', 'Feeds', 'API keys', 'Logout']);
    expect(items[1]?.getAttribute('href')).toBe('/operator/feeds');
  });

  it('signs out through the API client, so GET /api/logout carries the CSRF header', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    renderHeader(session([]));
    fireEvent.click(screen.getByRole('button', { name: /Priya/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    // The bell asks for the notifications too; the sign-out is its own call.
    const logoutCall = () =>
      (fetch.mock.calls as unknown as [string, RequestInit][]).find(([u]) => u === '/api/logout');
    await waitFor(() => expect(logoutCall()).toBeDefined());
    const [, init] = logoutCall()!;
    expect((init.headers as Record<string, string>)['x-requested-with']).toBe('yardstick');
  });

  it('shows the bell with the unread alerts to a member, and lists them', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            unread: 2,
            items: [
              {
                id: '7',
                source: 'search',
                savedSearchId: '3',
                title: 'New listing · M21 3-beds',
                text: '12 Oak Road, £240,000',
                propertyId: '42',
                createdAt: '2026-11-28T10:00:00Z',
                read: false,
              },
            ],
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    renderHeader(session(['property_estimates_es']));
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    fireEvent.click(bell);
    expect(await screen.findByText('New listing · M21 3-beds')).toBeTruthy();
    expect(screen.getByText('12 Oak Road, £240,000')).toBeTruthy();
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

const session = (attributes: string[]): Session => ({
  user: { id: 'u1', firstName: 'Priya', lastName: 'Shah', emailId: 'priya@example.com' },
  attributes,
  hrefs: [],
  membershipExpired: false,
});

afterEach(cleanup);

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
});

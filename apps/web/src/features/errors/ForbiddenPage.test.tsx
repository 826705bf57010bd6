import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { sessionQueryKey, type Session } from '../../lib/session.ts';
import { ForbiddenPage } from './ForbiddenPage.tsx';

function renderForbidden(session: Session | null) {
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, session);
  client.setQueryDefaults(sessionQueryKey, { staleTime: Infinity });
  const router = createMemoryRouter([{ path: '/403', element: <ForbiddenPage /> }], {
    initialEntries: ['/403'],
  });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(cleanup);

describe('/403', () => {
  it('asks a visitor to sign in, not about a membership they do not have', () => {
    renderForbidden(null);
    screen.getByText('Sign in to see this page.');
    expect(screen.queryByText(/membership/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('tells a member their membership does not include the page', () => {
    renderForbidden({
      user: { id: 'u1', firstName: 'Priya', lastName: 'Shah', emailId: 'p@example.com' },
      attributes: [],
      hrefs: [],
      membershipExpired: false,
      operator: false,
    });
    screen.getByText('Your membership does not include this page.');
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/subscription',
    );
  });
});

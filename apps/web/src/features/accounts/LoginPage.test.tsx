import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { serve } from '../../../test/api-test-support.ts';
import { LoginPage } from './LoginPage.tsx';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderLogin(path = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const config: [number, unknown] = [200, { captchaProvider: 'none', googleEnabled: true }];

async function fill(loginId: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/Email Id/), { target: { value: loginId } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it("asks for 'Enter username / password' without calling the server", async () => {
    const calls = serve({ '/api/auth/config': config });
    renderLogin();
    await fill('priya@example.com', 'abc');
    expect(await screen.findByText('Enter username / password')).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/login'))).toBe(false);
  });

  it('says the credentials are wrong on a 401', async () => {
    serve({
      '/api/auth/config': config,
      '/api/login': [401, { code: 'INVALID_CREDENTIALS', message: 'Invalid user name / password' }],
    });
    renderLogin();
    await fill('priya@example.com', 'wrong password');
    expect(await screen.findByText('Invalid user name / password')).toBeTruthy();
  });

  it('offers to resend the email for an unverified account', async () => {
    const calls = serve({
      '/api/auth/config': config,
      '/api/login': [403, { code: 'EMAIL_NOT_VERIFIED', message: 'not verified' }],
      '/api/register/resend': [202, { message: 'sent' }],
    });
    renderLogin();
    await fill('priya@example.com', 'the password');
    fireEvent.click(await screen.findByRole('button', { name: /Resend verification email/ }));
    expect(await screen.findByText(/A new verification email is on its way/)).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/register/resend')?.body).toEqual({
      loginId: 'priya@example.com',
      password: 'the password',
    });
  });

  it('shows the wait from a 429', async () => {
    serve({
      '/api/auth/config': config,
      '/api/login': [
        429,
        { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 60 seconds' },
      ],
    });
    renderLogin();
    await fill('priya@example.com', 'the password');
    expect(
      await screen.findByText('Too many attempts. Please try again in 60 seconds'),
    ).toBeTruthy();
  });

  it('goes to the redirect after signing in, never off the site', async () => {
    const session = {
      user: { id: 'u', firstName: 'P', lastName: '', emailId: 'p@example.com' },
      attributes: [],
      hrefs: ['/'],
      membershipExpired: false,
      membershipValidTill: null,
    };
    serve({ '/api/auth/config': config, '/api/login': [200, session] });
    renderLogin('/login?redirect=%2Fplo-es%3Fx%3D1');
    expect(
      (await screen.findByRole('link', { name: /Sign in with Google/ })).getAttribute('href'),
    ).toBe('/api/oauth/google?redirect=%2Fplo-es%3Fx%3D1');
    await fill('p@example.com', 'the password');
    expect(await screen.findByText('at /plo-es?x=1')).toBeTruthy();
    cleanup();
    renderLogin('/login?redirect=%2F%2Fevil.example');
    await fill('p@example.com', 'the password');
    expect(await screen.findByText('at /')).toBeTruthy();
  });
});

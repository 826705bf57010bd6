import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../src/app/providers.tsx';

/**
 * Renders one page at its path inside the app's providers, as the router would; `entry` is the
 * address opened when the path has parameters ('/shared/deals/:token' at '/shared/deals/abc').
 */
export function renderPage(path: string, element: ReactElement, entry = path) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [entry] });
  return render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

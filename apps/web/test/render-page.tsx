import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../src/app/providers.tsx';

/** Renders one page at its path inside the app's providers, as the router would. */
export function renderPage(path: string, element: ReactElement) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { sessionQueryOptions } from './lib/session.ts';

// One query cache for the router (its loaders prefetch) and the pages.
const queryClient = createQueryClient();
const router = createRouter(queryClient);
// The session is asked before the first render: the header and every guarded page wait for it,
// and the first render (the providers, the layout) is a few hundred milliseconds of script on
// a slow machine that the call can spend in flight.
void queryClient.prefetchQuery(sessionQueryOptions);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

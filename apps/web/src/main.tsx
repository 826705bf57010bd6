import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createRouter, firstPageReady } from './app/router.tsx';
import { initialSession, sessionQueryKey, sessionQueryOptions } from './lib/session.ts';

// One query cache for the router (its loaders prefetch) and the pages.
const queryClient = createQueryClient();
// The header and every guarded page wait for the session. The server's HTML carries it, so it
// is in the cache before the router runs its loaders (a protected page's prefetch starts at
// once); without it (a page served without the API), it is asked before the first render,
// which is a few hundred milliseconds of script on a slow machine that the call spends in
// flight.
const session = initialSession(document);
if (session !== undefined) queryClient.setQueryData(sessionQueryKey, session);
else void queryClient.prefetchQuery(sessionQueryOptions);
const router = createRouter(queryClient);

// The first render waits (briefly) for the first page's code, which the route's loader has
// started: a render of the layout alone, then another with the page, cost a reload 70 ms.
void firstPageReady(router, 400).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);

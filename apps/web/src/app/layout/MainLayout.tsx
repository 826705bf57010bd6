import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { DemoDataNotice } from '../../features/system/DemoDataNotice.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PageBlockOverlay } from './PageBlockOverlay.tsx';
import { usePageScroll } from '../../lib/page-scroll.ts';
import { SessionExpiredBanner } from './SessionExpiredBanner.tsx';

/**
 * The pages with the site's header and footer. A page reached by a link or an address starts
 * at the top; Back and Forward return to where the user was on that entry; a page that
 * rewrites its own address (a filter, a map move) keeps its place (lib/page-scroll.ts).
 */
export function MainLayout() {
  usePageScroll();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Header />
      <DemoDataNotice />
      <SessionExpiredBanner />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
      <PageBlockOverlay />
    </Box>
  );
}

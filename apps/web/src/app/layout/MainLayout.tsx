import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { DemoDataNotice } from '../../features/system/DemoDataNotice.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PageBlockOverlay } from './PageBlockOverlay.tsx';
import { SessionExpiredBanner } from './SessionExpiredBanner.tsx';

export function MainLayout() {
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

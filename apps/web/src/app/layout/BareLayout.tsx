import { Anchor, Box, Center, Stack } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { PageBlockOverlay } from './PageBlockOverlay.tsx';
import { usePageScroll } from '../../lib/page-scroll.ts';

/** The account screens: no header or footer, a centred card; scrolled as in MainLayout. */
export function BareLayout() {
  usePageScroll();
  return (
    <Box mih="100vh" bg="gray.0">
      <Center mih="100vh" p="md">
        <Stack align="center" w="100%" maw={460}>
          <Anchor component={Link} to="/" underline="never">
            <Logo />
          </Anchor>
          <Outlet />
        </Stack>
      </Center>
      <PageBlockOverlay />
    </Box>
  );
}

import { Anchor, Box, Center, Stack } from '@mantine/core';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { PageBlockOverlay } from './PageBlockOverlay.tsx';

/** The account screens: no header or footer, a centred card; scroll as in MainLayout. */
export function BareLayout() {
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
      <ScrollRestoration />
    </Box>
  );
}

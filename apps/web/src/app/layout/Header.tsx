import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { NotificationBell } from '../../components/notifications/NotificationBell.tsx';
import { sessionQueryKey, useSession } from '../../lib/session.ts';
import { api } from '../../lib/api-client.ts';
import { buildMenus, type MenuEntry } from './menus.ts';
import classes from './Header.module.css';

function DesktopMenu({ entry }: { entry: MenuEntry }) {
  if (entry.to) {
    return (
      <NavLink to={entry.to} className={classes.link}>
        {entry.label}
      </NavLink>
    );
  }
  return (
    <Menu
      trigger="click-hover"
      openDelay={50}
      closeDelay={150}
      position="bottom-start"
      withinPortal
    >
      <Menu.Target>
        <UnstyledButton className={classes.link} aria-haspopup="menu">
          <Group gap={4} wrap="nowrap">
            {entry.label}
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {entry.children?.map((child) => (
          <Menu.Item key={child.to} component={Link} to={child.to}>
            {child.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function Header() {
  const { data: session } = useSession();
  const menus = buildMenus(session?.attributes, session?.membershipExpired);
  const [drawerOpen, drawer] = useDisclosure(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  async function logout() {
    await api('/api/logout', { silent: true }).catch(() => undefined);
    queryClient.setQueryData(sessionQueryKey, null);
    await queryClient.invalidateQueries();
    navigate('/login');
  }

  const loginHref = `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;

  const userArea = session ? (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="navy" leftSection={<IconUserCircle size={18} />}>
          {session.user.firstName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/membership">
          Membership
        </Menu.Item>
        {session.operator && (
          <Menu.Item component={Link} to="/operator/feeds">
            Feeds
          </Menu.Item>
        )}
        {session.membershipExpired && (
          <Menu.Item component={Link} to="/subscription">
            Choose a plan
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/account/api-keys">
          API keys
        </Menu.Item>
        <Menu.Item onClick={() => void logout()}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  ) : (
    <Button component={Link} to={loginHref} variant="filled" color="navy">
      Login
    </Button>
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label="Yardstick home">
            <Logo />
          </Anchor>
          <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
            {menus.map((entry) => (
              <DesktopMenu key={entry.label} entry={entry} />
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {session && !session.membershipExpired && <NotificationBell />}
            {userArea}
            {menus.length > 0 && (
              <Burger
                opened={drawerOpen}
                onClick={drawer.toggle}
                hiddenFrom="md"
                aria-label="Menu"
              />
            )}
          </Group>
        </Group>
      </Container>
      <Drawer opened={drawerOpen} onClose={drawer.close} title="Menu" hiddenFrom="md" size="xs">
        <Stack gap="xs" component="nav" aria-label="Main (mobile)">
          {menus.map((entry) =>
            entry.to ? (
              <Anchor key={entry.label} component={Link} to={entry.to} onClick={drawer.close}>
                {entry.label}
              </Anchor>
            ) : (
              <Stack key={entry.label} gap={4}>
                <Text fw={600} size="sm" c="dimmed">
                  {entry.label}
                </Text>
                {entry.children?.map((child) => (
                  <Anchor
                    key={child.to}
                    component={Link}
                    to={child.to}
                    onClick={drawer.close}
                    pl="sm"
                  >
                    {child.label}
                  </Anchor>
                ))}
              </Stack>
            ),
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}

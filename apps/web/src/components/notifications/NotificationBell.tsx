import { propertyDetailsUrl } from '@yardstick/core/app-links';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { useNotifications } from './api/get-notifications.ts';
import { useMarkRead } from './api/mark-read.ts';

/**
 * The header's bell (issue 28 item 4): unread alerts (saved-search matches and favourites'
 * changes); each opens its listing and is marked read; "Mark all read".
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const { data } = useNotifications(true);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={340}
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <Indicator
          label={unread > 99 ? '99+' : unread}
          size={16}
          color="red"
          disabled={unread === 0}
          offset={4}
        >
          <ActionIcon
            variant="subtle"
            color="navy"
            size="lg"
            aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
            onClick={() => setOpened((o) => !o)}
            data-testid="notification-bell"
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} data-testid="notification-list">
        <Group justify="space-between" px="sm" py="xs">
          <Text fw={700}>Notifications</Text>
          {unread > 0 && (
            <Button variant="subtle" size="compact-xs" onClick={() => markRead.mutate(undefined)}>
              Mark all read
            </Button>
          )}
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" pb="sm">
            Nothing yet. Save a search or a favourite and we tell you when something happens.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={380}>
            <Stack gap={0}>
              {items.map((n) => (
                <UnstyledButton
                  key={n.id}
                  px="sm"
                  py={8}
                  style={{
                    borderTop: '1px solid var(--mantine-color-gray-2)',
                    background: n.read ? undefined : 'var(--mantine-color-blue-0)',
                  }}
                  onClick={() => {
                    if (!n.read) markRead.mutate([n.id]);
                    setOpened(false);
                    navigate(propertyDetailsUrl(n.propertyId));
                  }}
                  data-unread={n.read ? undefined : 'true'}
                >
                  <Text size="sm" fw={n.read ? 400 : 700} lineClamp={1}>
                    {n.title}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {n.text}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(n.createdAt)}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Box px="sm" py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Anchor component={Link} to="/saved-searches" size="sm" onClick={() => setOpened(false)}>
            Saved searches and alerts
          </Anchor>
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}

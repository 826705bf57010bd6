import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Checkbox,
  Code,
  Container,
  CopyButton,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import {
  API_KEY_NAME_MAX,
  MAX_API_KEYS,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@yardstick/core/api-keys';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '../../components/ResponsiveTable.tsx';
import { ApiClientError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { usePhone } from '../../lib/phone.ts';
import { useSession } from '../../lib/session.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api/api-keys.ts';

const SCOPE_LABEL: Record<ApiKeyScope, string> = {
  read: 'Read',
  'deals:write': 'Add deals',
  'listings:write': 'Write listings',
};

/** What a failed creation says: the server's field messages, or its message. */
function creationFailure(err: unknown): { fields: Record<string, string>; message: string | null } {
  if (!(err instanceof ApiClientError)) return { fields: {}, message: 'Could not create the key' };
  if (err.status === 400 && Object.keys(err.fieldErrors).length > 0) {
    return { fields: err.fieldErrors, message: null };
  }
  return { fields: {}, message: err.message };
}

/** The new key, shown once, with a copy button. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      title={`Your new key “${created.name}”`}
      role="status"
      data-testid="new-api-key"
    >
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          Copy it now: you will not see it again. We keep only a fingerprint of it, so nobody, us
          included, can show it to you later.
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            block
            data-testid="new-api-key-value"
            style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {created.key}
          </Code>
          <CopyButton value={created.key} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                <ActionIcon
                  variant="light"
                  color={copied ? 'teal' : 'navy'}
                  size="lg"
                  onClick={copy}
                  aria-label={copied ? 'Copied' : 'Copy the key'}
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">
          Send it with each request as <Code>Authorization: Bearer {created.prefix}…</Code>
        </Text>
        <Group>
          <Button variant="default" size="xs" onClick={onDone}>
            I have copied it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function CreateKeyForm({
  operator,
  full,
  onCreated,
}: {
  operator: boolean;
  full: boolean;
  onCreated: (created: CreatedApiKey) => void;
}) {
  const heading = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['read']);
  const create = useCreateApiKey();
  const failure = create.isError ? creationFailure(create.error) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { name, scopes: scopes as ApiKeyScope[] },
      {
        onSuccess: (created) => {
          setName('');
          setScopes(['read']);
          onCreated(created);
        },
      },
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={heading}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="lg" id={heading}>
            Create a key
          </Title>
          <TextInput
            label="Name"
            description="What the key is for, to tell your keys apart (e.g. “Deal spreadsheet”)"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={API_KEY_NAME_MAX}
            error={failure?.fields.name}
            required
            maw={480}
          />
          <Checkbox.Group
            label="Scopes"
            value={scopes}
            onChange={setScopes}
            error={failure?.fields.scopes}
          >
            <Stack gap={6} mt={6}>
              <Checkbox
                value="read"
                label="Read"
                description="Search and the figures your membership shows on the site"
              />
              <Checkbox
                value="deals:write"
                label="Add deals"
                description="Add listings, PLO pairs and analysed properties to your deals (the MCP add_deal tool)"
              />
              {operator && (
                <Checkbox
                  value="listings:write"
                  label="Write listings"
                  description="Push listings into Yardstick (operators only)"
                />
              )}
            </Stack>
          </Checkbox.Group>
          {failure?.message && (
            <Alert color="red" role="alert">
              {failure.message}
            </Alert>
          )}
          {full && (
            <Text size="sm" c="dimmed">
              You have {MAX_API_KEYS} keys, the most an account may have: revoke one to create
              another.
            </Text>
          )}
          <Group>
            <Button type="submit" loading={create.isPending} disabled={full}>
              Create key
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * Yardstick works with AI assistants (MCP, docs/mcp.md): where they connect and how (issue 40
 * item 12). `/mcp` opened in a browser explains the same, with examples.
 */
function AssistantsSection() {
  const url = `${window.location.origin}/mcp`;
  return (
    <Card withBorder radius="md" padding="md" data-testid="mcp-help">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Use Yardstick in your AI assistant
        </Title>
        <Text size="sm">
          Assistants such as Claude, Cursor or VS Code can search listings and PLO pairs, read
          estimates and yields, and add deals through the Model Context Protocol (MCP). Create a key
          with the Read scope (and Add deals if it may add deals), then add this server to the
          assistant as streamable HTTP with the header <Code>Authorization: Bearer ysk_…</Code>:
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code style={{ overflowWrap: 'anywhere' }}>{url}</Code>
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy the address'}>
                <ActionIcon variant="subtle" onClick={copy} aria-label="Copy the MCP address">
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">
          <Anchor href="/mcp" target="_blank" rel="noreferrer">
            How to connect an assistant
          </Anchor>{' '}
          (examples for Claude Code, Cursor and VS Code).
        </Text>
      </Stack>
    </Card>
  );
}

function KeyList({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  const phone = usePhone();
  const columns: readonly TableColumn<ApiKey>[] = [
    {
      label: 'Name',
      cell: (k) => (
        <Text fw={600} span inherit style={{ overflowWrap: 'anywhere' }}>
          {k.name}
        </Text>
      ),
    },
    {
      label: 'Key',
      nowrap: true,
      cell: (k) => (
        <Text span ff="monospace" fz="sm">
          {k.prefix}…
        </Text>
      ),
    },
    {
      label: 'Scopes',
      cell: (k) => (
        <Group gap={4}>
          {k.scopes.map((s) => (
            <Badge key={s} variant="light" color={s === 'read' ? 'blue' : 'grape'}>
              {SCOPE_LABEL[s]}
            </Badge>
          ))}
        </Group>
      ),
    },
    { label: 'Created', nowrap: true, cell: (k) => formatDate(k.createdAt) },
    {
      label: 'Last used',
      nowrap: true,
      cell: (k) => (
        <Text span inherit c={k.lastUsedAt ? undefined : 'dimmed'}>
          {k.lastUsedAt ? formatDate(k.lastUsedAt) : 'Never'}
        </Text>
      ),
    },
    {
      label: 'Revoke',
      cell: (k) => (
        <Button
          color="red"
          variant="light"
          size="xs"
          onClick={() => onRevoke(k)}
          aria-label={`Revoke ${k.name}`}
        >
          Revoke
        </Button>
      ),
    },
  ];
  const table = (
    <ResponsiveTable
      columns={columns}
      rows={keys}
      rowKey={(k) => k.id}
      label="API keys"
      minWidth={720}
      cardColumns={2}
      testId="api-keys"
    />
  );
  return phone ? (
    table
  ) : (
    <Card withBorder radius="md" padding={0}>
      {table}
    </Card>
  );
}

/**
 * /account/api-keys (issue 27; decision 0015): the signed-in account's personal API keys:
 * create one (shown once, with a copy button), list them, revoke one. `listings:write` is
 * offered to operators only. A key never manages keys: this page works with the session only.
 */
export function ApiKeysPage() {
  const session = useSession();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  // What the dialog names, kept while it fades out after closing.
  const [asked, setAsked] = useState<ApiKey | null>(null);
  const list = keys.data ?? [];
  const close = () => setRevoking(null);

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Breadcrumbs separator="›">
          <Anchor component={Link} to="/" size="sm">
            Home
          </Anchor>
          <Text size="sm">API keys</Text>
        </Breadcrumbs>
        <Title order={1} fz={{ base: 24, md: 28 }}>
          API keys
        </Title>
        <Text c="dimmed" maw={720}>
          A key lets your own scripts and spreadsheets call the Yardstick API as you: send it as{' '}
          <Code>Authorization: Bearer ysk_…</Code>. It can read what your membership shows on the
          site, but never signs in, changes your account or manages keys. See the{' '}
          <Anchor href="/api/docs" target="_blank" rel="noreferrer">
            API reference
          </Anchor>
          .
        </Text>
        {created && <NewKey created={created} onDone={() => setCreated(null)} />}
        <CreateKeyForm
          operator={session.data?.operator === true}
          full={list.length >= MAX_API_KEYS}
          onCreated={setCreated}
        />
        <AssistantsSection />
        <Title order={2} fz="lg">
          Your keys
        </Title>
        {keys.isError && (
          <Alert color="red" role="alert">
            Could not load your keys. Please try again.
          </Alert>
        )}
        {keys.isPending ? (
          <Skeleton h={120} radius="md" />
        ) : list.length === 0 ? (
          <Card withBorder radius="md" padding="md">
            <Text c="dimmed" ta="center">
              No API keys yet
            </Text>
          </Card>
        ) : (
          <KeyList
            keys={list}
            onRevoke={(k) => {
              setAsked(k);
              setRevoking(k);
            }}
          />
        )}
      </Stack>
      <Modal opened={revoking !== null} onClose={close} title="Revoke this key?" centered>
        <Stack>
          <Text size="sm">
            Anything using “{asked?.name}” ({asked?.prefix}…) stops working at once. This cannot be
            undone: a new key has to be created and copied into its place.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              onClick={() => asked && revoke.mutate(asked.id, { onSettled: close })}
            >
              Revoke key
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

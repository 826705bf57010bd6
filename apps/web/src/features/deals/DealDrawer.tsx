import { listingUrl } from '@yardstick/core/app-links';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Divider,
  Drawer,
  Group,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconCopy, IconDownload, IconShare, IconTrash } from '@tabler/icons-react';
import {
  DEAL_KIND_LABELS,
  DEAL_LIMITS,
  DEAL_MESSAGES,
  DEAL_STAGE_LABELS,
  DEAL_STAGES,
  OFFER_OUTCOMES,
  type Deal,
  type DealShare,
  type DealStage,
} from '@yardstick/core/deals/deals';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiClientError } from '../../lib/api-client.ts';
import { formatDate, formatGBP } from '../../lib/format.ts';
import { usePhone } from '../../lib/phone.ts';
import { useAddOffer } from './api/add-offer.ts';
import { useAddViewing } from './api/add-viewing.ts';
import { useDeleteDeal } from './api/delete-deal.ts';
import { useDeal } from './api/get-deal.ts';
import { useRemoveEntry } from './api/remove-entry.ts';
import { useRevokeShare } from './api/revoke-share.ts';
import { useSetOfferOutcome } from './api/set-offer-outcome.ts';
import { useShareDeal } from './api/share-deal.ts';
import { useUpdateDeal } from './api/update-deal.ts';
import { ukToday } from './deals-view.ts';
import { EventsList } from './EventsList.tsx';
import { FiguresTable } from './FiguresTable.tsx';

const fieldErrors = (err: unknown): Record<string, string> =>
  err instanceof ApiClientError ? err.fieldErrors : {};

/** Under a date picker: a blank date asks for a day, never "YYYY-MM-DD". */
const PICK_A_DATE = 'Pick a date';

const OUTCOME_OPTIONS = OFFER_OUTCOMES.map((v) => ({ value: v, label: v }));

/** A day (or a time) picked in the browser's own input, as it gives it: "YYYY-MM-DD", "HH:MM". */
function DayInput({
  type = 'date',
  label,
  value,
  onChange,
  error,
  w = 160,
}: {
  type?: 'date' | 'time';
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  w?: number;
}) {
  return (
    <TextInput
      type={type}
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      w={w}
    />
  );
}

/**
 * A form that records an offer or a viewing: checked here first (`check`: a message per field,
 * shown with the API's own), then sent; `reset` empties it once recorded.
 */
function useEntryForm<Variables>(
  add: {
    error: unknown;
    mutate: (variables: Variables, options: { onSuccess: () => void }) => void;
  },
  check: () => Record<string, string>,
  variables: () => Variables,
  reset: () => void,
) {
  const [mine, setMine] = useState<Record<string, string>>({});
  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = check();
    setMine(checked);
    if (Object.keys(checked).length === 0) add.mutate(variables(), { onSuccess: reset });
  }
  return { errors: { ...fieldErrors(add.error), ...mine }, submit };
}

/** A section of the drawer: its heading, then what it holds. */
function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The form that records an offer or a viewing: its fields in a row, then its button. */
function EntryForm({
  label,
  action,
  onSubmit,
  pending,
  primary = false,
  children,
}: {
  label: string;
  /** The button's words. */
  action: string;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  /** The filled button (the offer, the drawer's main entry) rather than the plain one. */
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} aria-label={label}>
      <Group align="flex-start" gap="xs" wrap="wrap">
        {children}
        <Button type="submit" variant={primary ? 'filled' : 'default'} mt={25} loading={pending}>
          {action}
        </Button>
      </Group>
    </form>
  );
}

/** The bin beside an offer or a viewing: deletes it at once. */
function DeleteEntryButton({
  deal,
  kind,
  entryId,
  label,
  small = false,
}: {
  deal: Deal;
  kind: 'offers' | 'viewings';
  entryId: string;
  label: string;
  small?: boolean;
}) {
  const remove = useRemoveEntry();
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size={small ? 'sm' : undefined}
      aria-label={label}
      onClick={() => remove.mutate({ id: deal.id, kind, entryId })}
    >
      <IconTrash size={small ? 14 : 16} />
    </ActionIcon>
  );
}

/** The offer form's own check, by the API's rule (a whole number of pounds from 1) and a date. */
export function offerFormErrors(
  amount: number | string,
  offeredOn: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const n = typeof amount === 'number' ? amount : Number(String(amount).replace(/,/g, ''));
  if (amount === '' || !Number.isInteger(n) || n < 1 || n > DEAL_LIMITS.money) {
    errors.amount = amount === '' ? 'Enter the amount offered' : DEAL_MESSAGES.amount;
  }
  if (offeredOn === '') errors.offeredOn = PICK_A_DATE;
  return errors;
}

function StageAndReminder({ deal }: { deal: Deal }) {
  const update = useUpdateDeal();
  const [reminder, setReminder] = useState(deal.reminderOn ?? '');
  const errors = fieldErrors(update.error);
  // "Clear reminder" only when there is one to clear.
  const clearing = reminder === '' && deal.reminderOn !== null;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Stage"
        data={DEAL_STAGES.map((s) => ({ value: s, label: DEAL_STAGE_LABELS[s] }))}
        value={deal.stage}
        allowDeselect={false}
        onChange={(stage) =>
          stage && update.mutate({ id: deal.id, changes: { stage: stage as DealStage } })
        }
        w={180}
      />
      <DayInput
        label="Reminder"
        value={reminder}
        onChange={setReminder}
        error={errors.reminderOn}
        w={170}
      />
      <Button
        variant="default"
        onClick={() =>
          update.mutate({ id: deal.id, changes: { reminderOn: clearing ? null : reminder } })
        }
        disabled={reminder === (deal.reminderOn ?? '')}
        loading={update.isPending}
      >
        {clearing ? 'Clear reminder' : 'Set reminder'}
      </Button>
    </Group>
  );
}

function Notes({ deal }: { deal: Deal }) {
  const update = useUpdateDeal();
  const [notes, setNotes] = useState(deal.notes);
  return (
    <Stack gap={6}>
      <Textarea
        label="Notes"
        minRows={4}
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        error={fieldErrors(update.error).notes}
      />
      <Button
        variant="default"
        size="xs"
        style={{ alignSelf: 'flex-start' }}
        disabled={notes === deal.notes}
        loading={update.isPending}
        onClick={() => update.mutate({ id: deal.id, changes: { notes } })}
      >
        Save notes
      </Button>
    </Stack>
  );
}

function Offers({ deal }: { deal: Deal }) {
  const add = useAddOffer();
  const outcome = useSetOfferOutcome();
  const [amount, setAmount] = useState<number | string>('');
  // The day of the offer: today unless changed (what people mean).
  const [offeredOn, setOfferedOn] = useState(ukToday);
  const [result, setResult] = useState<(typeof OFFER_OUTCOMES)[number]>('pending');
  const { errors, submit } = useEntryForm(
    add,
    // Checked here with the API's own rule: never changed silently (a "-5" stays "-5").
    () => offerFormErrors(amount, offeredOn),
    () => ({ id: deal.id, offer: { amount: Number(amount), offeredOn, outcome: result } }),
    () => {
      setAmount('');
      setOfferedOn(ukToday());
      setResult('pending');
    },
  );
  return (
    <DrawerSection title="Offers">
      {deal.offers.length > 0 && (
        <Table withTableBorder data-testid="deal-offers">
          <Table.Tbody>
            {deal.offers.map((o) => (
              <Table.Tr key={o.id}>
                <Table.Td>{formatDate(o.offeredOn)}</Table.Td>
                <Table.Td fw={600}>{formatGBP(o.amount)}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Outcome of the offer of ${formatGBP(o.amount)}`}
                    size="xs"
                    data={OUTCOME_OPTIONS}
                    value={o.outcome}
                    allowDeselect={false}
                    onChange={(v) =>
                      v &&
                      outcome.mutate({
                        id: deal.id,
                        offerId: o.id,
                        outcome: v as (typeof OFFER_OUTCOMES)[number],
                      })
                    }
                    w={120}
                  />
                </Table.Td>
                <Table.Td>
                  <DeleteEntryButton
                    deal={deal}
                    kind="offers"
                    entryId={o.id}
                    label={`Delete the offer of ${formatGBP(o.amount)}`}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <EntryForm
        label="Record an offer"
        action="Record offer"
        onSubmit={submit}
        pending={add.isPending}
        primary
      >
        <NumberInput
          label="Amount (£)"
          value={amount}
          onChange={setAmount}
          thousandSeparator=","
          clampBehavior="none"
          allowDecimal={false}
          error={errors.amount}
          w={150}
        />
        <DayInput
          label="Offer date"
          value={offeredOn}
          onChange={setOfferedOn}
          error={errors.offeredOn}
        />
        <Select
          label="Outcome"
          data={OUTCOME_OPTIONS}
          value={result}
          allowDeselect={false}
          onChange={(v) => v && setResult(v as (typeof OFFER_OUTCOMES)[number])}
          error={errors.outcome}
          w={130}
        />
      </EntryForm>
    </DrawerSection>
  );
}

function Viewings({ deal }: { deal: Deal }) {
  const add = useAddViewing();
  const [viewedOn, setViewedOn] = useState('');
  const [time, setTime] = useState('');
  const { errors, submit } = useEntryForm(
    add,
    (): Record<string, string> => (viewedOn === '' ? { viewedOn: PICK_A_DATE } : {}),
    () => ({ id: deal.id, viewing: { viewedOn, ...(time ? { time } : {}) } }),
    () => {
      setViewedOn('');
      setTime('');
    },
  );
  return (
    <DrawerSection title="Viewings">
      {deal.viewings.map((v) => (
        <Group key={v.id} gap="xs">
          <Text size="sm">
            {formatDate(v.viewedOn)}
            {v.time ? ` at ${v.time}` : ''}
          </Text>
          <DeleteEntryButton
            deal={deal}
            kind="viewings"
            entryId={v.id}
            label={`Delete the viewing of ${formatDate(v.viewedOn)}`}
            small
          />
        </Group>
      ))}
      <EntryForm
        label="Record a viewing"
        action="Record viewing"
        onSubmit={submit}
        pending={add.isPending}
      >
        <DayInput
          label="Viewing date"
          value={viewedOn}
          onChange={setViewedOn}
          error={errors.viewedOn}
        />
        <DayInput
          type="time"
          label="Time"
          value={time}
          onChange={setTime}
          error={errors.time}
          w={120}
        />
      </EntryForm>
    </DrawerSection>
  );
}

function PackAndShare({ deal }: { deal: Deal }) {
  const share = useShareDeal();
  const revoke = useRevokeShare();
  const [made, setMade] = useState<DealShare | null>(null);
  const live = made ?? (deal.share ? { url: null, expiresAt: deal.share.expiresAt } : null);
  return (
    <DrawerSection title="Deal pack and sharing">
      <Group gap="xs">
        <Button
          component="a"
          href={`/api/deals/${deal.id}/pack.pdf`}
          download
          leftSection={<IconDownload size={16} />}
          data-testid="download-pack"
        >
          Download pack (PDF)
        </Button>
        <Button
          variant="default"
          leftSection={<IconShare size={16} />}
          loading={share.isPending}
          onClick={() => share.mutate(deal.id, { onSuccess: setMade })}
        >
          {live ? 'New share link' : 'Create share link'}
        </Button>
        {live && (
          <Button
            variant="subtle"
            color="red"
            loading={revoke.isPending}
            onClick={() => revoke.mutate(deal.id, { onSuccess: () => setMade(null) })}
          >
            Revoke link
          </Button>
        )}
      </Group>
      {made && (
        <Alert color="teal" variant="light" title="Read-only link (no sign-in needed)">
          <Group gap="xs" wrap="nowrap">
            <Code data-testid="share-url" style={{ overflowWrap: 'anywhere', flex: 1 }}>
              {made.url}
            </Code>
            <CopyButton value={made.url} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy'}>
                  <ActionIcon variant="light" onClick={copy} aria-label="Copy the share link">
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" mt={4}>
            Works until {formatDate(made.expiresAt)}. Copy it now: only a fingerprint of it is kept.
            Making a new one or revoking stops this one.
          </Text>
        </Alert>
      )}
      {!made && deal.share && (
        <Text size="xs" c="dimmed">
          A share link works until {formatDate(deal.share.expiresAt)}.
        </Text>
      )}
    </DrawerSection>
  );
}

function DealDetail({ deal, onDeleted }: { deal: Deal; onDeleted: () => void }) {
  const remove = useDeleteDeal();
  const link = listingUrl(deal.propertyId, deal.rentPropertyId);
  const place = [deal.property.address, deal.property.postcode].filter(Boolean).join(', ');
  return (
    <Stack gap="md" data-testid="deal-detail">
      <Stack gap={2}>
        <Group gap="xs">
          <Badge variant="light">{DEAL_KIND_LABELS[deal.kind]}</Badge>
          <Badge variant="outline">{DEAL_STAGE_LABELS[deal.stage]}</Badge>
        </Group>
        {place && <Text size="sm">{place}</Text>}
        {link && (
          <Anchor component={Link} to={link} size="sm">
            Open the listing
          </Anchor>
        )}
      </Stack>
      <StageAndReminder key={`${deal.id}-${deal.reminderOn}`} deal={deal} />
      <Notes key={`notes-${deal.id}`} deal={deal} />
      <Divider />
      <Title order={3} size="h5">
        Figures: then and now
      </Title>
      <FiguresTable then={deal.then} now={deal.now} />
      <Title order={3} size="h5">
        Listing events
      </Title>
      <EventsList events={deal.events} />
      <Divider />
      <Offers deal={deal} />
      <Viewings deal={deal} />
      <Divider />
      <PackAndShare deal={deal} />
      <Divider />
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() =>
          modals.openConfirmModal({
            title: 'Delete this deal?',
            children: <Text size="sm">Its notes, offers, viewings and share link go with it.</Text>,
            labels: { confirm: 'Delete', cancel: 'Keep' },
            confirmProps: { color: 'red' },
            onConfirm: () => remove.mutate(deal.id, { onSuccess: onDeleted }),
          })
        }
      >
        Delete deal
      </Button>
    </Stack>
  );
}

/** The deal opened from the board (`/deals?deal={id}`), in a drawer. */
export function DealDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const deal = useDeal(id);
  const phone = usePhone();
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={
        <Title order={2} size="h4">
          {deal.data?.title ?? 'Deal'}
        </Title>
      }
    >
      {deal.isPending && <Skeleton h={300} />}
      {deal.isError && (
        <Alert color="red" title="Deal not found">
          It may have been deleted.
        </Alert>
      )}
      {deal.data && <DealDetail deal={deal.data} onDeleted={onClose} />}
    </Drawer>
  );
}

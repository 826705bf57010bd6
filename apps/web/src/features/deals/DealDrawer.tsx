import { ploDetailsUrl, propertyDetailsUrl } from '@yardstick/core/app-links';
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
import { useState, type FormEvent } from 'react';
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

/** Where the deal's listing is shown in the app (listing and PLO deals). */
function listingLink(deal: Deal): string | null {
  if (deal.kind === 'plo' && deal.propertyId && deal.rentPropertyId) {
    return ploDetailsUrl(deal.propertyId, deal.rentPropertyId);
  }
  return deal.propertyId ? propertyDetailsUrl(deal.propertyId) : null;
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
      <TextInput
        type="date"
        label="Reminder"
        value={reminder}
        onChange={(e) => setReminder(e.currentTarget.value)}
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
  const remove = useRemoveEntry();
  const [amount, setAmount] = useState<number | string>('');
  // The day of the offer: today unless changed (what people mean).
  const [offeredOn, setOfferedOn] = useState(ukToday);
  const [result, setResult] = useState<(typeof OFFER_OUTCOMES)[number]>('pending');
  const [mine, setMine] = useState<Record<string, string>>({});
  const errors = { ...fieldErrors(add.error), ...mine };
  function submit(event: FormEvent) {
    event.preventDefault();
    // Checked here with the API's own rule: never changed silently (a "-5" stays "-5").
    const checked = offerFormErrors(amount, offeredOn);
    setMine(checked);
    if (Object.keys(checked).length > 0) return;
    add.mutate(
      { id: deal.id, offer: { amount: Number(amount), offeredOn, outcome: result } },
      {
        onSuccess: () => {
          setAmount('');
          setOfferedOn(ukToday());
          setResult('pending');
        },
      },
    );
  }
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Offers
      </Title>
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
                    data={OFFER_OUTCOMES.map((v) => ({ value: v, label: v }))}
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
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete the offer of ${formatGBP(o.amount)}`}
                    onClick={() => remove.mutate({ id: deal.id, kind: 'offers', entryId: o.id })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <form onSubmit={submit} aria-label="Record an offer">
        <Group align="flex-start" gap="xs" wrap="wrap">
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
          <TextInput
            type="date"
            label="Offer date"
            value={offeredOn}
            onChange={(e) => setOfferedOn(e.currentTarget.value)}
            error={errors.offeredOn}
            w={160}
          />
          <Select
            label="Outcome"
            data={OFFER_OUTCOMES.map((v) => ({ value: v, label: v }))}
            value={result}
            allowDeselect={false}
            onChange={(v) => v && setResult(v as (typeof OFFER_OUTCOMES)[number])}
            error={errors.outcome}
            w={130}
          />
          <Button type="submit" mt={25} loading={add.isPending}>
            Record offer
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

function Viewings({ deal }: { deal: Deal }) {
  const add = useAddViewing();
  const remove = useRemoveEntry();
  const [viewedOn, setViewedOn] = useState('');
  const [time, setTime] = useState('');
  const [mine, setMine] = useState<Record<string, string>>({});
  const errors = { ...fieldErrors(add.error), ...mine };
  function submit(event: FormEvent) {
    event.preventDefault();
    const checked: Record<string, string> = viewedOn === '' ? { viewedOn: PICK_A_DATE } : {};
    setMine(checked);
    if (viewedOn === '') return;
    add.mutate(
      { id: deal.id, viewing: { viewedOn, ...(time ? { time } : {}) } },
      {
        onSuccess: () => {
          setViewedOn('');
          setTime('');
        },
      },
    );
  }
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Viewings
      </Title>
      {deal.viewings.map((v) => (
        <Group key={v.id} gap="xs">
          <Text size="sm">
            {formatDate(v.viewedOn)}
            {v.time ? ` at ${v.time}` : ''}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={`Delete the viewing of ${formatDate(v.viewedOn)}`}
            onClick={() => remove.mutate({ id: deal.id, kind: 'viewings', entryId: v.id })}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
      <form onSubmit={submit} aria-label="Record a viewing">
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            type="date"
            label="Viewing date"
            value={viewedOn}
            onChange={(e) => setViewedOn(e.currentTarget.value)}
            error={errors.viewedOn}
            w={160}
          />
          <TextInput
            type="time"
            label="Time"
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
            error={errors.time}
            w={120}
          />
          <Button type="submit" variant="default" mt={25} loading={add.isPending}>
            Record viewing
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

function PackAndShare({ deal }: { deal: Deal }) {
  const share = useShareDeal();
  const revoke = useRevokeShare();
  const [made, setMade] = useState<DealShare | null>(null);
  const live = made ?? (deal.share ? { url: null, expiresAt: deal.share.expiresAt } : null);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Deal pack and sharing
      </Title>
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
    </Stack>
  );
}

function DealDetail({ deal, onDeleted }: { deal: Deal; onDeleted: () => void }) {
  const remove = useDeleteDeal();
  const link = listingLink(deal);
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

import { propertyDetailsUrl } from '@yardstick/core/app-links';
import { addressWithPostcode } from '@yardstick/core/property/address';
import {
  ActionIcon,
  AspectRatio,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowDownRight,
  IconArrowUpRight,
  IconBed,
  IconCalculator,
  IconHeart,
  IconHeartFilled,
  IconHistory,
  IconHome,
  IconPhone,
  IconRuler2,
  IconTrash,
} from '@tabler/icons-react';
import { YIELD_CHECK_TEXT } from '@yardstick/core/estimates/yield-band';
import type { EstimateCard as Card_ } from '@yardstick/core/search/estimate-card';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatGBP, formatNumber, formatPercent } from '../../lib/format.ts';
import classes from './EstimateCard.module.css';
import type { PriceWarning } from '@yardstick/core/listings/price-warnings';
import {
  bmvDisplay,
  cardDateLine,
  deprivationTone,
  estimateParts,
  priceChange,
  roiShown,
  statusLabel,
  TONE_COLOURS,
  typeLabel,
  yieldShown,
  type ShownFigure,
} from './figures.ts';
import { FigureTip } from './FigureTip.tsx';
import { PriceWarningBadges } from './PriceWarningBadges.tsx';

/**
 * What the card's favourite control does (docs/product.md#removing-a-favourite: removal is offered on pages other than
 * the estimates grids, home, details, map and PLO details, i.e. on the favourites lists):
 * - 'add': a heart that asks to add, filled once the card is a favourite (then it asks to
 *   remove);
 * - 'remove': a remove button (favourites lists);
 * - 'sign-in': a visitor's heart, which goes to the sign-in page.
 */
export type FavouriteControl = 'add' | 'remove' | 'sign-in';

export interface EstimateCardProps {
  card: Card_;
  favourite?: FavouriteControl;
  onFavourite?: (card: Card_) => void;
  onSalesHistory?: (card: Card_) => void;
  onPriceHistory?: (card: Card_) => void;
  /** Where a visitor signs in (the 'sign-in' control). */
  signInHref?: string;
  /** A word on the picture about the card's kind ('Sale listing only' among PLO pairs). */
  tag?: string | undefined;
}

/** The address with its postcode (added when the address does not end with it). */
export function addressLine(card: Pick<Card_, 'address' | 'postCode'>): string {
  return addressWithPostcode(card.address, card.postCode);
}

export const detailsHref = (card: Pick<Card_, 'propertyId'>) => propertyDetailsUrl(card.propertyId);

/** A card's picture (a placeholder when there is none or it fails to load). */
/** The card's address line, linking to its details page. */
export function CardAddress({
  href,
  card,
}: {
  href: string;
  card: Pick<Card_, 'address' | 'postCode'>;
}) {
  return (
    <Text
      component={Link}
      to={href}
      fw={600}
      size="sm"
      className={classes.address}
      data-testid="card-address"
    >
      {addressLine(card)}
    </Text>
  );
}

export function CardImage({ src, alt }: { src: string | null; alt: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={classes.placeholder} aria-label="No picture">
        <IconHome size={48} stroke={1.2} />
      </div>
    );
  }
  return (
    <img
      className={classes.image}
      src={src}
      alt={alt ?? 'Property'}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** The card's favourite control (FavouriteControl): remove, add (heart) or sign in. */
export function FavouriteAction({
  control,
  isFavourite,
  onClick,
  signInHref = '/login',
}: {
  control: FavouriteControl | undefined;
  isFavourite: boolean;
  onClick: () => void;
  signInHref?: string;
}) {
  if (control === 'remove') {
    return (
      <Tooltip label="Remove from favourites">
        <ActionIcon
          variant="white"
          color="red"
          size="lg"
          radius="xl"
          aria-label="Remove from favourites"
          onClick={onClick}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    );
  }
  if (control === 'add') {
    return (
      <Tooltip label={isFavourite ? 'In your watch list: click to remove' : 'Add to watch list'}>
        <ActionIcon
          variant="white"
          color="red"
          size="lg"
          radius="xl"
          aria-label={isFavourite ? 'In your watch list' : 'Add to watch list'}
          aria-pressed={isFavourite}
          onClick={onClick}
        >
          {isFavourite ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
        </ActionIcon>
      </Tooltip>
    );
  }
  if (control === 'sign-in') {
    return (
      <Tooltip label="Sign in to add to your watch list">
        <ActionIcon
          component={Link}
          to={signInHref}
          variant="white"
          color="red"
          size="lg"
          radius="xl"
          aria-label="Sign in to add to your watch list"
        >
          <IconHeart size={18} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return null;
}

/** Bedrooms, type and floor area in a row. */
export function CardFacts({
  bedrooms,
  type,
  floorArea,
  children,
}: {
  bedrooms: number | null;
  type: string | null;
  floorArea?: number | null;
  children?: ReactNode;
}) {
  return (
    <Group gap="md" className={classes.facts}>
      <Group gap={4} wrap="nowrap">
        <IconBed size={16} aria-hidden />
        <Text size="sm">
          {bedrooms === null ? '-' : bedrooms === 0 ? 'Studio' : `${bedrooms} bed`}
        </Text>
      </Group>
      {type && (
        <Group gap={4} wrap="nowrap">
          <IconHome size={16} aria-hidden />
          <Text size="sm">{type}</Text>
        </Group>
      )}
      {floorArea != null && (
        <Group gap={4} wrap="nowrap">
          <IconRuler2 size={16} aria-hidden />
          <Text size="sm">{formatNumber(floorArea)} m²</Text>
        </Group>
      )}
      {children}
    </Group>
  );
}

/** The agent's phone as a tel: link (an empty span without one, keeping the row's layout). */
export function AgentPhone({ phone }: { phone: string | null }) {
  if (!phone) return <span />;
  return (
    <Group gap={4} wrap="nowrap">
      <IconPhone size={16} aria-hidden />
      <Text size="sm" component="a" href={`tel:${phone.replace(/\s+/g, '')}`} c="inherit">
        {phone}
      </Text>
    </Group>
  );
}

function Stat({
  label,
  value,
  colour,
  testId,
}: {
  label: string;
  value: string;
  colour?: string | undefined;
  testId?: string;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text size="sm" fw={700} c={colour === 'gray' ? undefined : colour} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

export function FigureTile({
  label,
  value,
  colour,
  testId,
  flag,
}: {
  label: string;
  value: string;
  colour: string;
  testId: string;
  /** A short word beside the label when the figure needs care ('check', 'low conf.'). */
  flag?: string | undefined;
}) {
  return (
    <div
      className={classes.tile}
      style={{
        background: `var(--mantine-color-${colour}-light)`,
        color: `var(--mantine-color-${colour}-light-color)`,
      }}
    >
      <Text size="xs" lh={1.2} c="dimmed">
        {label}
        {flag && (
          <Text span size="xs" fw={700} c="orange.8" ml={4} data-testid={`${testId}-flag`}>
            {flag}
          </Text>
        )}
      </Text>
      <Text size="sm" fw={800} lh={1.3} inherit data-testid={testId} className={classes.price}>
        {value}
      </Text>
    </div>
  );
}

/** The card's investment figures: BMV, ROI and gross yield, with their plausibility flags. */
function InvestmentFigures({ card }: { card: Card_ }) {
  if (!card.residential) {
    return (
      <FigureTip id="not-estimated" block>
        <div
          className={classes.tile}
          style={{ background: 'var(--mantine-color-gray-light)' }}
          data-testid="not-estimated"
        >
          <Text size="sm" fw={700} lh={1.3}>
            No BMV, ROI or yield
          </Text>
          <Text size="xs" c="dimmed" lh={1.3}>
            Commercial, mixed-use, land and parking are not valued on home sales and rents
          </Text>
        </div>
      </FigureTip>
    );
  }
  return (
    <Stack gap={6}>
      <InvestmentTiles
        bmv={card.avgBmv}
        roi={card.roi}
        grossYield={card.avgYield}
        yieldFlag={card.yieldFlag}
        bmvLowConfidence={card.bmvLowConfidence === true}
        priceWarnings={card.priceWarnings}
      />
      <PriceWarningBadges warnings={card.priceWarnings} size="xs" />
    </Stack>
  );
}

/**
 * The estimate, point first ('Estimate £482,000'), with the range and its confidence beside
 * it: the point is the value the BMV is measured against.
 */
export function EstimateFigure({ estimate }: { estimate: Parameters<typeof estimateParts>[0] }) {
  const { point, range } = estimateParts(estimate);
  return (
    <FigureTip id="estimate" block>
      <Text size="sm" c="dimmed" className={classes.price} lh={1.35}>
        Estimate{' '}
        <Text span fw={700} c="var(--mantine-color-text)" data-testid="estimated-price">
          {point}
        </Text>
      </Text>
      {range && (
        <Text size="xs" c="dimmed" className={classes.price} data-testid="estimate-range">
          {range}
        </Text>
      )}
    </FigureTip>
  );
}

/** A figure's tile with its explanation (and the note of why it is flagged). */
function ShownTile(props: {
  tip: string;
  label: string;
  figure: ShownFigure;
  testId: string;
  note: string | undefined;
}) {
  const { figure } = props;
  return (
    <FigureTip id={props.tip} block note={props.note}>
      <FigureTile
        label={props.label}
        value={figure.text}
        colour={figure.colour}
        testId={props.testId}
        flag={figure.flag}
      />
    </FigureTip>
  );
}

/**
 * BMV, ROI and gross yield tiles with their plausibility flags: "warning" beside a BMV whose
 * listing carries a price warning, "check the estimate" beside a BMV beyond what its estimate supports (core bmvNeedsCheck),
 * "check" beside an implausible yield and the ROI on its rent. The PLO card shows the yield
 * first.
 */
export function InvestmentTiles({
  bmv,
  roi,
  grossYield,
  yieldFlag,
  bmvLowConfidence = false,
  priceWarnings = [],
  yieldFirst = false,
}: {
  bmv: number | null;
  roi: number | null;
  grossYield: number | null;
  yieldFlag: boolean | null;
  bmvLowConfidence?: boolean;
  priceWarnings?: readonly PriceWarning[];
  yieldFirst?: boolean;
}) {
  const yieldNote = yieldFlag === true ? YIELD_CHECK_TEXT : undefined;
  const shownBmv = bmvDisplay(bmv, priceWarnings, bmvLowConfidence);
  const tiles = [
    {
      tip: 'bmv',
      label: 'BMV',
      figure: shownBmv.figure,
      testId: 'bmv',
      note: shownBmv.note,
    },
    { tip: 'roi', label: 'ROI', figure: roiShown(roi, yieldFlag), testId: 'roi', note: yieldNote },
    {
      tip: 'rent',
      label: 'Gross yield',
      figure: yieldShown(grossYield, yieldFlag),
      testId: 'yield',
      note: yieldNote,
    },
  ].map((tile) => <ShownTile key={tile.testId} {...tile} />);
  return (
    <SimpleGrid cols={3} spacing={6}>
      {yieldFirst ? tiles.reverse() : tiles}
    </SimpleGrid>
  );
}

/** The look of the card footer's actions (sales history, ROI calculator). */
const FOOTER_ACTION = { variant: 'subtle', size: 'xs', radius: 0 } as const;

/** One estimate (docs/product.md#estimate-card), linking to its details. */
export function EstimateCard({
  card,
  favourite,
  onFavourite,
  onSalesHistory,
  onPriceHistory,
  signInHref = '/login',
  tag,
}: EstimateCardProps) {
  const status = statusLabel(card.status);
  const change = priceChange(card.priceVariation);
  const type = typeLabel(card.propertyType, card.propertySubType);
  const href = detailsHref(card);
  const isFavourite = card.favoriteId !== null;

  return (
    <Card withBorder padding={0} radius="md" className={classes.card} data-testid="estimate-card">
      <div className={classes.media}>
        <AspectRatio ratio={16 / 10}>
          <Link to={href} tabIndex={-1} aria-hidden>
            <CardImage src={card.mainImage} alt={card.address} />
          </Link>
        </AspectRatio>
        {(status || tag) && (
          <Group gap={4} className={classes.status}>
            {status && (
              <Badge
                color={card.status === 'sold_stc' ? 'red' : 'orange'}
                variant="filled"
                radius="sm"
              >
                {status}
              </Badge>
            )}
            {tag && (
              <Badge color="gray" variant="filled" radius="sm" data-testid="card-tag">
                {tag}
              </Badge>
            )}
          </Group>
        )}
        <div className={classes.favourite}>
          <FavouriteAction
            control={favourite}
            isFavourite={isFavourite}
            onClick={() => onFavourite?.(card)}
            signInHref={signInHref}
          />
        </div>
      </div>

      <Stack gap={8} p="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
          <Text fw={800} fz={22} className={classes.price} data-testid="list-price">
            {formatGBP(card.listPrice)}
          </Text>
          {change.direction !== 'none' && (
            <FigureTip id="price-variation" note={change.text}>
              <UnstyledButton
                onClick={onPriceHistory ? () => onPriceHistory(card) : undefined}
                aria-label={onPriceHistory ? `${change.text}: show the price history` : change.text}
                data-testid="price-change"
                component={onPriceHistory ? 'button' : 'span'}
              >
                <Group gap={2} wrap="nowrap" c={TONE_COLOURS[change.tone]}>
                  {change.direction === 'down' ? (
                    <IconArrowDownRight size={18} />
                  ) : (
                    <IconArrowUpRight size={18} />
                  )}
                  <Text size="sm" fw={700} className={classes.price}>
                    {formatPercent(Math.abs(card.priceVariation!))}
                  </Text>
                </Group>
              </UnstyledButton>
            </FigureTip>
          )}
        </Group>

        {card.residential ? (
          <EstimateFigure estimate={card} />
        ) : (
          <FigureTip id="not-estimated">
            <Text size="sm" fw={600} data-testid="card-not-estimated">
              Not estimated
            </Text>
          </FigureTip>
        )}

        <InvestmentFigures card={card} />

        <CardAddress href={href} card={card} />

        <CardFacts bedrooms={card.bedrooms} type={type} floorArea={card.totalFloorArea} />

        <SimpleGrid cols={3} spacing={4} className={classes.stats}>
          <FigureTip id="deprivation" block>
            <Stat
              label="Deprivation"
              value={card.moreDeprived === null ? '-' : formatNumber(card.moreDeprived)}
              colour={TONE_COLOURS[deprivationTone(card.moreDeprived)]}
              testId="deprivation"
            />
          </FigureTip>
          <FigureTip id="crime" block>
            <Stat label="Crimes" value={formatNumber(card.crimeRate)} />
          </FigureTip>
          <FigureTip id="rental-demand" block>
            <Stat label="Demand" value={card.rentalDemand ?? '-'} />
          </FigureTip>
        </SimpleGrid>

        <Group gap="md" justify="space-between">
          <AgentPhone phone={card.agentContactPhone} />
          <Text size="xs" c="dimmed" data-testid="card-date">
            {cardDateLine(card)}
          </Text>
        </Group>
      </Stack>

      <Group gap={0} grow className={classes.footer}>
        {onSalesHistory ? (
          <Button
            {...FOOTER_ACTION}
            leftSection={<IconHistory size={16} />}
            disabled={!card.postCode}
            onClick={() => onSalesHistory(card)}
          >
            Sales history
          </Button>
        ) : (
          <Button
            {...FOOTER_ACTION}
            component={Link}
            to={signInHref}
            leftSection={<IconHistory size={16} />}
          >
            Sales history
          </Button>
        )}
        <Button
          {...FOOTER_ACTION}
          component={Link}
          to={`/roi?propertyId=${encodeURIComponent(card.propertyId)}`}
          leftSection={<IconCalculator size={16} />}
        >
          ROI calculator
        </Button>
      </Group>
    </Card>
  );
}

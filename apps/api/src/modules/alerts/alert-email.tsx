/** @jsxRuntime automatic @jsxImportSource react */
// The pragma above: the server runs under tsx, which reads the root tsconfig (no `jsx`), so
// the automatic JSX runtime is asked for here (alerts.email.test.ts renders it under tsx).
import { BMV_CHECK_FLAG } from '@yardstick/core/estimates/bmv-check';
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import { ALERT_EMAIL_MAX_LISTINGS } from '@yardstick/core/alerts/alerts';
import { methodologyUrl, propertyDetailsUrl } from '@yardstick/core/app-links';
import type { MailMessage } from '../../lib/mail/mailer.ts';

/**
 * The alert email (issue 28 item 2): React components rendered to HTML by React Email, with
 * the plain-text part written beside it. At most ALERT_EMAIL_MAX_LISTINGS listing cards (each
 * with its price, estimate, BMV, gross yield and a link), then how many more; the
 * `List-Unsubscribe` headers (RFC 2369, one-click per RFC 8058) carry the signed link.
 */

export interface AlertListing {
  propertyId: string;
  title: string;
  address: string;
  price: number | null;
  estimate: number | null;
  bmv: number | null;
  /** The BMV is shown "check the estimate" (core estimates/bmv-check.ts). */
  bmvCheck?: boolean | null;
  grossYield: number | null;
  bedrooms: number | null;
  image: string | null;
}

/** ' (check the estimate)' after a BMV the one BMV rule checks, else nothing. */
const bmvCheckWords = (l: AlertListing) =>
  l.bmv !== null && l.bmvCheck === true ? ` (${BMV_CHECK_FLAG})` : '';

export interface AlertEmailContent {
  to: string;
  firstName: string;
  /** 'M21 3-beds under £250k' or 'Your favourites'. */
  subjectName: string;
  frequency: 'instant' | 'daily' | 'weekly';
  listings: AlertListing[];
  origin: string;
  /** The page of the search (or the favourites). */
  openUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
}

const money = (n: number | null) =>
  n === null ? '–' : `£${Math.round(n).toLocaleString('en-GB', { maximumFractionDigits: 0 })}`;
const percent = (n: number | null, signed = false) =>
  n === null ? '–' : `${signed && n > 0 ? '+' : ''}${n.toFixed(1)}%`;

const colours = { ink: '#1c3d5a', muted: '#495057', green: '#087f5b', line: '#dee2e6' };

function ListingCard({ listing, origin }: { listing: AlertListing; origin: string }) {
  const url = propertyDetailsUrl(listing.propertyId, origin);
  const image = listing.image
    ? listing.image.startsWith('http')
      ? listing.image
      : `${origin}${listing.image}`
    : null;
  return (
    <Section style={{ border: `1px solid ${colours.line}`, borderRadius: 8, margin: '0 0 12px' }}>
      <Row>
        {image ? (
          <Column style={{ width: 120, padding: 8, verticalAlign: 'top' }}>
            <Img src={image} alt="" width={112} height={84} style={{ borderRadius: 4 }} />
          </Column>
        ) : null}
        <Column style={{ padding: '8px 12px', verticalAlign: 'top' }}>
          <Text style={{ margin: 0, fontSize: 12, color: colours.green, fontWeight: 'bold' }}>
            {listing.title}
          </Text>
          <Link href={url} style={{ color: colours.ink, fontSize: 15, fontWeight: 'bold' }}>
            {listing.address}
          </Link>
          <Text style={{ margin: '4px 0 0', fontSize: 14, color: colours.ink }}>
            {money(listing.price)}
            {listing.bedrooms !== null ? ` · ${listing.bedrooms} bed` : ''}
          </Text>
          <Text style={{ margin: '4px 0 0', fontSize: 13, color: colours.muted }}>
            Estimate {money(listing.estimate)} · BMV {percent(listing.bmv, true)}
            {bmvCheckWords(listing)} · Gross yield {percent(listing.grossYield)}
          </Text>
        </Column>
      </Row>
    </Section>
  );
}

const FREQUENCY_WORDS = {
  instant: 'just now',
  daily: 'in the last day',
  weekly: 'in the last week',
} as const;

export function AlertEmail(content: AlertEmailContent) {
  const shown = content.listings.slice(0, ALERT_EMAIL_MAX_LISTINGS);
  const more = content.listings.length - shown.length;
  const heading = `${content.listings.length} ${content.listings.length === 1 ? 'update' : 'updates'} for ${content.subjectName}`;
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{heading}</Preview>
      <Body
        style={{
          margin: 0,
          padding: 24,
          background: '#f1f3f5',
          fontFamily: 'Arial, Helvetica, sans-serif',
        }}
      >
        <Container
          style={{ maxWidth: 560, background: '#ffffff', borderRadius: 8, padding: '24px 24px' }}
        >
          <Text
            style={{ margin: '0 0 16px', fontSize: 20, fontWeight: 'bold', color: colours.ink }}
          >
            Yardstick
          </Text>
          <Heading as="h1" style={{ fontSize: 18, color: colours.ink, margin: '0 0 8px' }}>
            {heading}
          </Heading>
          <Text style={{ fontSize: 14, color: colours.muted, margin: '0 0 16px' }}>
            Hello {content.firstName}, here is what happened {FREQUENCY_WORDS[content.frequency]}.
          </Text>
          {shown.map((listing) => (
            <ListingCard key={listing.propertyId} listing={listing} origin={content.origin} />
          ))}
          {more > 0 ? (
            <Text style={{ fontSize: 14, color: colours.ink }}>
              And {more} more {more === 1 ? 'listing' : 'listings'}.
            </Text>
          ) : null}
          <Button
            href={content.openUrl}
            style={{
              background: colours.green,
              color: '#ffffff',
              padding: '12px 20px',
              borderRadius: 6,
              fontWeight: 'bold',
              margin: '8px 0 16px',
            }}
          >
            See all in Yardstick
          </Button>
          <Hr style={{ borderColor: colours.line }} />
          <Text style={{ fontSize: 12, color: colours.muted }}>
            Estimates, BMV and yields are Yardstick&apos;s figures from open data (
            <Link href={methodologyUrl(content.origin)} style={{ color: colours.green }}>
              how they are worked out
            </Link>
            ). You get this email because of an alert you set on Yardstick.{' '}
            <Link href={content.manageUrl} style={{ color: colours.green }}>
              Manage alerts
            </Link>{' '}
            ·{' '}
            <Link href={content.unsubscribeUrl} style={{ color: colours.green }}>
              Unsubscribe
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The plain-text part, written for readers that show only text. */
export function alertEmailText(content: AlertEmailContent): string {
  const shown = content.listings.slice(0, ALERT_EMAIL_MAX_LISTINGS);
  const more = content.listings.length - shown.length;
  const lines = [
    `Hello ${content.firstName},`,
    '',
    `${content.listings.length} ${content.listings.length === 1 ? 'update' : 'updates'} for ${content.subjectName} ${FREQUENCY_WORDS[content.frequency]}:`,
    '',
  ];
  for (const l of shown) {
    lines.push(
      `${l.title}: ${l.address}`,
      `  ${money(l.price)}${l.bedrooms !== null ? ` · ${l.bedrooms} bed` : ''} · Estimate ${money(l.estimate)} · BMV ${percent(l.bmv, true)}${bmvCheckWords(l)} · Gross yield ${percent(l.grossYield)}`,
      `  ${propertyDetailsUrl(l.propertyId, content.origin)}`,
      '',
    );
  }
  if (more > 0) lines.push(`And ${more} more ${more === 1 ? 'listing' : 'listings'}.`, '');
  lines.push(
    `See all: ${content.openUrl}`,
    `Manage alerts: ${content.manageUrl}`,
    `Unsubscribe: ${content.unsubscribeUrl}`,
    '',
    'Yardstick - a guide through the property maze',
  );
  return lines.join('\n');
}

/** The alert email as a message for the mail transport, with its List-Unsubscribe headers. */
export async function alertEmail(content: AlertEmailContent): Promise<MailMessage> {
  const count = content.listings.length;
  return {
    to: content.to,
    subject: `${count} ${count === 1 ? 'update' : 'updates'} for ${content.subjectName}`,
    html: await render(<AlertEmail {...content} />),
    text: alertEmailText(content),
    headers: {
      'List-Unsubscribe': `<${content.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

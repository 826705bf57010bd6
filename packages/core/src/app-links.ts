/**
 * The app's URLs, one function each (issue 37 item 3): every link the product sends (emails,
 * the notification bell, the CSV export, the MCP tools, the deal pack, the web's own links)
 * is made here, so a page and the links to it cannot disagree on a path or a parameter name.
 *
 * Each function answers the path with its query (`/property-details?id=12`) or, given a base
 * (`https://yardstick.example`, an origin or PUBLIC_URL with its path), the absolute URL.
 * Ids are taken as strings or numbers (the API's ids are one type; old callers had both).
 */

export type LinkId = string | number;

/** The query parameter the property-details page reads its listing from. */
export const PROPERTY_ID_PARAM = 'id';
/**
 * The name old alert emails and the bell used (`?propertyId=`): the page still reads it, as
 * links in inboxes outlive a release ("a better name goes beside, not instead").
 */
export const LEGACY_PROPERTY_ID_PARAM = 'propertyId';

function link(base: string | undefined, path: string, query: Record<string, LinkId> = {}): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const root = base ? base.replace(/\/+$/, '') : '';
  return `${root}${path}${search ? `?${search}` : ''}`;
}

/**
 * The base of links in a file that goes back to whoever asked for it (the CSV export, the
 * deal pack): PUBLIC_URL when configured (with its path, if the app is served under one),
 * else the request's own origin, so the link opens from a spreadsheet or a PDF reader. Any
 * Host will do here, unlike the emails' links: a made-up Host only misleads its own sender.
 */
export function linkBase(
  publicUrl: string | undefined,
  request: { protocol: string; host: string },
): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  try {
    return new URL(`${protocol}://${request.host}`).origin;
  } catch {
    return '';
  }
}

/** A sale listing's research page: `/property-details?id={propertyId}`. */
export const propertyDetailsUrl = (propertyId: LinkId, base?: string) =>
  link(base, '/property-details', { [PROPERTY_ID_PARAM]: propertyId });

/**
 * The listing id a property-details URL names: `id`, else the legacy `propertyId`; null when
 * neither is given.
 */
export function propertyIdFromParams(params: URLSearchParams): string | null {
  return params.get(PROPERTY_ID_PARAM) || params.get(LEGACY_PROPERTY_ID_PARAM) || null;
}

/** A PLO pair's page: `/plo-details?saleId={saleId}&rentId={rentId}`. */
export const ploDetailsUrl = (saleId: LinkId, rentId: LinkId, base?: string) =>
  link(base, '/plo-details', { saleId, rentId });

/**
 * A listing's page: its PLO pair's when a rental is paired with the sale, else the sale's;
 * null without a sale listing (a deal of a property analysed by hand).
 */
export const listingUrl = (saleId: LinkId | null, rentId: LinkId | null, base?: string) =>
  saleId === null
    ? null
    : rentId === null
      ? propertyDetailsUrl(saleId, base)
      : ploDetailsUrl(saleId, rentId, base);

/** The saved-searches page; with an id, the page opens that search (`?open={id}`). */
export const savedSearchUrl = (savedSearchId?: LinkId, base?: string) =>
  link(base, '/saved-searches', savedSearchId === undefined ? {} : { open: savedSearchId });

/** The favourite properties (what a favourites alert opens). */
export const favouritesUrl = (base?: string) => link(base, '/favorite-properties');

/** The deals board; with an id, that deal opened in its drawer (`/deals?deal={id}`). */
export const dealUrl = (dealId?: LinkId, base?: string) =>
  link(base, '/deals', dealId === undefined ? {} : { deal: dealId });

/** A deal's read-only share page: `/shared/deals/{token}` (decision 0023). */
export const sharedDealUrl = (token: string, base?: string) =>
  link(base, `/shared/deals/${encodeURIComponent(token)}`);

/** The alert emails' unsubscribe (a page that confirms, and RFC 8058's one-click POST). */
export const unsubscribeUrl = (token: string, base?: string) =>
  link(base, '/api/alerts/unsubscribe', { token });

/** The account verification link of the registration email. */
export const verifyEmailUrl = (token: string, base?: string) =>
  link(base, '/validate-email', { token });

/** The password reset link (the forgot-password page shows the new-password form). */
export const resetPasswordUrl = (token: string, base?: string) =>
  link(base, '/forgot-password', { token });

/** The member's membership and payments. */
export const membershipUrl = (base?: string) => link(base, '/membership');

/** The plans page, where an expiring or lapsed membership is renewed. */
export const subscriptionUrl = (base?: string) => link(base, '/subscription');

/** How the figures are worked out. */
export const methodologyUrl = (base?: string) => link(base, '/methodology');

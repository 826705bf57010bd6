import type { PermissionAttribute } from './permissions.ts';

/**
 * The product's route table (docs/product.md#routes).
 * One definition serves the web router, the web route guard and the server, which
 * derives a session's allowed paths (`hrefs`) from the attributes it grants.
 */
export interface AppRoute {
  path: string;
  /** 'bare': account screens without the main layout. */
  layout: 'bare' | 'main';
  /** Reachable without a session. */
  public: boolean;
  /** The attribute a session needs for this path; undefined = any signed-in session. */
  attribute?: PermissionAttribute;
  title: string;
}

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/login', layout: 'bare', public: true, title: 'Sign in' },
  { path: '/register', layout: 'bare', public: true, title: 'Register' },
  { path: '/validate-email', layout: 'bare', public: true, title: 'Validate email' },
  { path: '/forgot-password', layout: 'bare', public: true, title: 'Forgot password' },
  { path: '/google-callback', layout: 'bare', public: true, title: 'Google sign-in' },
  { path: '/', layout: 'main', public: true, title: 'Home' },
  { path: '/403', layout: 'main', public: true, title: 'Not allowed' },
  { path: '/stamp-duty', layout: 'main', public: true, title: 'Stamp duty calculator' },
  { path: '/methodology', layout: 'main', public: true, title: 'Methodology' },
  { path: '/data-sources', layout: 'main', public: true, title: 'Data sources' },
  { path: '/hpi-reports', layout: 'main', public: true, title: 'House Price Index' },
  {
    path: '/estimates',
    layout: 'main',
    public: false,
    attribute: 'property_estimates_es',
    title: 'Estimates',
  },
  {
    path: '/estimates-es',
    layout: 'main',
    public: false,
    attribute: 'property_estimates_es',
    title: 'Estimates',
  },
  {
    path: '/estimates-map',
    layout: 'main',
    public: false,
    attribute: 'property_estimates_es',
    title: 'Estimates map',
  },
  {
    path: '/estimates-map-es',
    layout: 'main',
    public: false,
    attribute: 'property_estimates_es',
    title: 'Estimates map',
  },
  {
    path: '/property-details',
    layout: 'main',
    public: false,
    attribute: 'property_estimates_es',
    title: 'Property details',
  },
  {
    path: '/roi',
    layout: 'main',
    public: false,
    attribute: 'property_estimates_es',
    title: 'ROI calculator',
  },
  { path: '/plo', layout: 'main', public: false, attribute: 'property_plo_es', title: 'PLO' },
  { path: '/plo-es', layout: 'main', public: false, attribute: 'property_plo_es', title: 'PLO' },
  {
    path: '/plo-map-es',
    layout: 'main',
    public: false,
    attribute: 'property_plo_es',
    title: 'PLO map',
  },
  {
    path: '/plo-details',
    layout: 'main',
    public: false,
    attribute: 'property_plo_es',
    title: 'PLO details',
  },
  { path: '/valuation', layout: 'main', public: false, attribute: 'valuation', title: 'Valuation' },
  {
    path: '/valuation-reports',
    layout: 'main',
    public: false,
    attribute: 'valuation',
    title: 'Valuation report',
  },
  {
    path: '/area-analytics',
    layout: 'main',
    public: false,
    attribute: 'area_analytics',
    title: 'Area analytics',
  },
  {
    path: '/favorite-properties',
    layout: 'main',
    public: false,
    attribute: 'favorite_properties',
    title: 'Favourite properties',
  },
  {
    path: '/favorite-plo-properties',
    layout: 'main',
    public: false,
    attribute: 'favorite_plo_properties',
    title: 'Favourite PLO properties',
  },
  // Any signed-in account, an expired membership too (issue 25): what they paid, their
  // Direct Debits.
  { path: '/membership', layout: 'main', public: false, title: 'Membership' },
  { path: '/subscription', layout: 'main', public: false, title: 'Subscription' },
  { path: '/payment', layout: 'main', public: false, title: 'Payment' },
  // The account's personal API keys (issue 27, decision 0015): any signed-in account.
  { path: '/account/api-keys', layout: 'main', public: false, title: 'API keys' },
  // The operator's feeds (the API answers 403 to an account that is not an operator).
  { path: '/operator/feeds', layout: 'main', public: false, title: 'Feeds' },
  // The built-in sandbox provider's hosted page (PAYMENT_PROVIDER=sandbox): the bank's part.
  {
    path: '/payments/sandbox/:flowId',
    layout: 'bare',
    public: false,
    title: 'Authorise Direct Debit',
  }, // A member's saved searches and alerts (issue 28); the API answers members only.
  { path: '/saved-searches', layout: 'main', public: false, title: 'Saved searches' },
  // Analyse any property (issue 29): the listing figures of any property, as the ROI
  // calculator reads them.
  {
    path: '/analyse',
    layout: 'main',
    public: false,
    attribute: 'property_estimates_es',
    title: 'Analyse a property',
  },
  // The user's deals (issue 29): any live membership (the API answers 'member').
  { path: '/deals', layout: 'main', public: false, title: 'Deals' },
  // A deal someone shared: read-only, no sign-in (the token is the permission; decision 0023).
  { path: '/shared/deals/:token', layout: 'main', public: true, title: 'Shared deal' },
];

/** Paths reachable with no session at all (the guard's public list plus the open pages). */
export const PUBLIC_PATHS: readonly string[] = APP_ROUTES.filter((r) => r.public).map(
  (r) => r.path,
);

/** The allowed paths (`hrefs`) for a session that carries these attributes. */
export function allowedPaths(attributes: readonly string[]): string[] {
  return APP_ROUTES.filter(
    (r) => r.public || r.attribute === undefined || attributes.includes(r.attribute),
  ).map((r) => r.path);
}

export function findRoute(path: string): AppRoute | undefined {
  return APP_ROUTES.find((r) => r.path === path);
}

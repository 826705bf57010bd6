/**
 * The Yardstick HTTP API's types, generated from its OpenAPI document (GET /api/docs/json) by
 * openapi-typescript. Do not edit: run `npm run client:generate` (scripts/client-types.mjs);
 * scripts/client-types.test.mjs fails when the served document and this file disagree.
 */
export interface paths {
  '/api/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with email and password; sets the session cookie
     * @description Access: public.
     */
    post: operations['postLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Sign out: ends the server session and clears the cookie (needs the CSRF header)
     * @description Access: public.
     */
    get: operations['getLogout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user, permission attributes, allowed paths and membership
     * @description Access: any signed-in account, an expired membership too.
     */
    get: operations['getSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Which captcha the account forms use and whether Google sign-in is offered
     * @description Access: public.
     */
    get: operations['getAuthConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/captcha/challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An ALTCHA proof-of-work challenge for the captcha widget
     * @description Access: public.
     */
    get: operations['getCaptchaChallenge'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register; sends the verification email
     * @description Access: public.
     */
    post: operations['postRegisterUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the verification email again (needs the password)
     * @description Access: public.
     */
    post: operations['postRegisterResend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/validate/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether an email address is already registered
     * @description Access: public.
     */
    get: operations['getValidateEmail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/validate/registration/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Confirm an email address with the token from the emailed link
     * @description Access: public.
     */
    get: operations['getValidateRegistrationEmail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/forgot/password/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Email a password reset link (same answer whether or not the email exists)
     * @description Access: public.
     */
    post: operations['postForgotPasswordEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reset/password/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether a password reset link can still be used (usable, used or replaced, expired, unknown), without using it
     * @description Access: public.
     */
    get: operations['getResetPasswordStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reset/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with the token from the emailed link
     * @description Access: public.
     */
    post: operations['postResetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/oauth/google': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Start Google sign-in: redirects to Google (OIDC with PKCE, state and nonce)
     * @description Access: public.
     */
    get: operations['getOauthGoogle'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/oauth/google-callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Finish Google sign-in: sets the session cookie, answers where to go next
     * @description Access: public.
     */
    get: operations['getOauthGoogleCallback'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The account's live API keys (never the keys themselves)
     * @description Access: any signed-in account, an expired membership too.
     */
    get: operations['getAccountApiKeys'];
    put?: never;
    /**
     * Creates an API key; the answer is the only time the key is shown
     * @description Scopes: `read` (the GET operations a member may call) and `listings:write` (operators only: 403 OPERATOR_REQUIRED otherwise). At most 20 live keys per account (409 API_KEY_LIMIT).
     *
     *     Access: any signed-in account, an expired membership too.
     */
    post: operations['postAccountApiKeys'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revokes an API key at once (404 for a key that is not yours)
     * @description Access: any signed-in account, an expired membership too.
     */
    delete: operations['deleteAccountApiKeysById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness, version, database engine and which data is loaded
     * @description Access: public.
     */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/coverage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Where the listings for sale are: on demo data the places and districts holding them (for the empty states and the demo notice); null places on other data
     * @description Access: public.
     */
    get: operations['getHealthCoverage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calculator/stamp-duty': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Residential transaction tax (SDLT, LTT or LBTT) on a purchase; public
     * @description Access: public.
     */
    get: operations['getCalculatorStampDuty'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calculator/roi': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * ROI of a buy-to-let (single let or HMO) with remortgage; defaults from the property
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    post: operations['postCalculatorRoi'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/price/estimates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of estimate cards for the search filter. Public for a first page of up to 12 (the featured carousel); more needs property_estimates_es
     * @description Access: public.
     */
    get: operations['getPropertyPriceEstimates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/_s/property/estimates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Estimate cards for the search filter as search-index hits
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getPropertySPropertyEstimates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/_s/property/estimates/map': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Map markers for the search filter (at most 500); the total counts all matches
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getPropertySPropertyEstimatesMap'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/coordinate/price/estimates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of estimate cards inside the circle (latitude, longitude, radius)
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getPropertyCoordinatePriceEstimates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/coordinate/price/estimates/marker': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Markers inside the circle as arrays [title, lat, lng, id, roi, bmv, estPrice, type]
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getPropertyCoordinatePriceEstimatesMarker'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/master/postcode/area': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Postcodes, sectors, districts, towns and counties starting with q; public
     * @description Access: public.
     */
    get: operations['getMasterPostcodeArea'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/post-code-polygons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Plot polygons whose centre is within radius metres of the point, nearest first
     * @description Access: a live membership with the permission attribute `area_polygon`.
     */
    get: operations['getPostCodePolygons'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/post-code-polygons/{plotAreaId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One plot polygon; 404 'No data found'
     * @description Access: a live membership with the permission attribute `area_polygon`.
     */
    get: operations['getPostCodePolygonsByPlotAreaId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/aggregates/top/cities/estimate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Per postcode district: the sale listings its default search finds ('See properties'), their average price, BMV and ROI; public
     * @description Access: public.
     */
    get: operations['getAggregatesTopCitiesEstimate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/aggregates/area-averages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A postcode district's or area's average gross yield, asking price, rent, sale listings and HMO room market; 404 when no listings are held
     * @description Access: a live membership with the permission attribute `area_analytics` or `property_estimates_es`.
     */
    get: operations['getAggregatesAreaAverages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/aggregates/yields': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The district's or area's unit postcodes with a yield, ranked once and split: the higher half highest first (order high) or the lower half lowest first (order low), paged (page zero-based, size 10)
     * @description Access: a live membership with the permission attribute `area_analytics` or `property_estimates_es`.
     */
    get: operations['getAggregatesYields'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favorite-properties': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Adds an estimate or a PLO pair to the user's favourites
     * @description Access: a signed-in account with a live membership.
     */
    post: operations['postFavoriteProperties'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favorite-properties/{favoriteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Removes one of the user's favourites; 404 if it is not theirs
     * @description Access: a signed-in account with a live membership.
     */
    delete: operations['deleteFavoritePropertiesByFavoriteId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favorite/properties': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The user's favourite estimates as a page of cards (search filter applies)
     * @description Access: a live membership with the permission attribute `favorite_properties`.
     */
    get: operations['getFavoriteProperties'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/favorite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether a property (or PLO pair) is one of the user’s favourites
     * @description Access: a signed-in account with a live membership.
     */
    get: operations['getPropertyFavorite'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property-estimates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A sale listing's details with its derived figures; the description cut at 500 characters (isDescLoaded false) when longer; 404 'Property has been removed by the agent' when unknown, withdrawn or not for sale
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getPropertyEstimatesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property-estimates/{id}/evidence': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How a sale listing's estimate was made: the indexed last sale, the comparables with their adjusted prices and weights, the index used, the band's measured accuracy and why the range is as wide as it is; 404 as the details, or 'No estimate'
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getPropertyEstimatesByIdEvidence'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property-estimates/{id}/rent-evidence': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The rentals a sale listing's rent estimate used (its PLO rental, or the nearest rentals of its type and bedrooms the rule picked), nearest first, with their weights and the rule in words; 404 as the details
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getPropertyEstimatesByIdRentEvidence'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property-agents/{agentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A listing agent's name, brand image and phone; 404 for an unknown agent
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getPropertyAgentsByAgentId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/reload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The details re-read from the listing source with the full description and floor plans. No live portal connection: the source is the latest imported feed row held in the database, so this is never fresher than the last import
     * @description Access: a live membership with the permission attribute the request names.
     */
    get: operations['getPropertyReload'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/crimes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * police.uk street-level crimes within 500 m of the point in the latest 12 months of data held (ending at the newest month imported), newest first, at most 2,000
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getPropertyCrimes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/similar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Up to 12 estimate cards of the same property type in the area code, nearest to the point first within 5 km (the property itself left out with propertyId)
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getPropertySimilar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/rental': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whole-property rentals nearest to the point first (within 5 km; same bedrooms when given), monthly rent in pounds, distance in metres
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getPropertyRental'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/nearest/schools/explorer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open schools nearest to the point first (limit up to 10), with the latest graded Ofsted judgement and phase; distances in metres
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    post: operations['postPropertyNearestSchoolsExplorer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/nearest/stops/explorer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Active bus stops (kind 'bus', within 2 km) or railway stations (kind 'rail', within 20 km) nearest to the point first, one per name (limit up to 10); distances in metres
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    post: operations['postPropertyNearestStopsExplorer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/nearest/facilities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The nearest open school, bus stop and railway station to the postcode's centroid, distances in metres; 404 for a postcode not held
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getPropertyNearestFacilities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/recent/sold': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The 10 newest Price Paid sales of the property's postcode district within 1 km, with the matched EPC (rating, inspection date, floor area) and distance in metres
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    post: operations['postPropertyRecentSold'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/deprivation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The postcode's LSOA with its Index of Multiple Deprivation rank, decile and the share of the nation more deprived; 404 without data
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getPropertyDeprivation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/valuation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The postcode's sales (Price Paid), newest first, with the property's estimate today
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getPropertyValuation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/price/variation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A listing's asking prices, oldest first; 404 when there is no such listing
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getPropertyPriceVariation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The home's history across all its listings of the same kind (relistings linked by address, type and bedrooms), oldest first: first listed, price changes, status changes, withdrawn, relisted with the gap in days, sold per Price Paid; with first listed, days on market across relistings, times listed, the price path and the price achieved against the last asking price; 404 when there is no such listing
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getPropertyHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/price/estimates/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The search's estimate cards as CSV (text/csv, streamed): the same filter and sort, from the first result, at most 5000 rows; page and size are ignored
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getPropertyPriceEstimatesExportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/aggregates/districts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every local authority district the UK HPI holds, with its county (else region); public
     * @description Access: public.
     */
    get: operations['getAggregatesDistricts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/hpi': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The HPI report: each district's index change (%) per property type over the duration (12, 36, 60, 120 months or max), searched, sorted and paged; public
     * @description Access: public.
     */
    get: operations['getReportsHpi'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/hpi/highest-yields': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The chart: the chosen districts' (or the top capital gains') HPI series over the duration or the date range; public
     * @description Access: public.
     */
    get: operations['getReportsHpiHighestYields'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/aggregates/hpi-yields': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Year-on-year HPI change (%) of the postcode's local authority (and its district's local index) over the last `duration` months (default 60); public
     * @description Access: public.
     */
    get: operations['getAggregatesHpiYields'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/valuation/query': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The valuation report's editable query text of the five inputs (one 'key = value' per line)
     * @description Access: a live membership with the permission attribute `valuation`.
     */
    get: operations['getReportsValuationQuery'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/valuation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The valuation of the (edited) query: avgPrice, hpiPrice and hpi with their explanation and the comparables; 400 names the bad line
     * @description Access: a live membership with the permission attribute `valuation`.
     */
    post: operations['postReportsValuation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/valuation/postcode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The valuation page: a postcode's sales (filtered by type, price, floor area) with today's estimate, and their median price, £/m2, sales per year and HPI change
     * @description Access: a live membership with the permission attribute `valuation`.
     */
    get: operations['getReportsValuationPostcode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user's saved choices of a page (configJson null when none)
     * @description Access: a signed-in account with a live membership.
     */
    get: operations['getPreferences'];
    /**
     * Saves the signed-in user's choices of a page (a JSON object as text)
     * @description Access: a signed-in account with a live membership.
     */
    put: operations['putPreferences'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/membership/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The plans on sale: the monthly and yearly cards, the rest and the auto-debit plan; each plan's autoDebitFrom is the day a period bought now would end
     * @description Access: any signed-in account, an expired membership too.
     */
    get: operations['getMembershipPlans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/membership/payment/initiate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Starts paying for a plan: the provider's hosted page, or straight to the confirmation when a mandate exists
     * @description Access: any signed-in account, an expired membership too.
     */
    post: operations['postMembershipPaymentInitiate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/membership/payment/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Completes a checkout from the provider's own state; idempotent (a second call charges nothing)
     * @description Access: any signed-in account, an expired membership too.
     */
    post: operations['postMembershipPaymentComplete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/memberships/search/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user's membership payments, newest first
     * @description Access: any signed-in account, an expired membership too.
     */
    get: operations['getMembershipsSearchList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/membership/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The current plan, its end, the auto debit with its next collection date, and the live Direct Debit mandates
     * @description Access: any signed-in account, an expired membership too.
     */
    get: operations['getMembershipCurrent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/membership/auto-debit/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancels the auto debit; the period already paid for stays
     * @description Access: any signed-in account, an expired membership too.
     */
    post: operations['postMembershipAutoDebitCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/membership/mandates/{mandateId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancels one of the caller's Direct Debit mandates (its auto debit ends with it; the period already paid for stays)
     * @description Access: any signed-in account, an expired membership too.
     */
    post: operations['postMembershipMandatesByMandateIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/sandbox/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The sandbox's hosted page: what the payer is asked to authorise
     * @description Access: any signed-in account, an expired membership too.
     */
    get: operations['getPaymentsSandboxByFlowId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/sandbox/{flowId}/authorise': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The sandbox bank's answer: sort code 20-00-00 with 55779911 approves (payments settle), 55779922 approves (payments fail), 55779933 declines; decision 'decline' declines without bank details
     * @description Access: any signed-in account, an expired membership too.
     */
    post: operations['postPaymentsSandboxByFlowIdAuthorise'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/gocardless': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * GoCardless webhook events (Webhook-Signature: HMAC-SHA256 of the raw body)
     * @description Access: the webhook signature.
     */
    post: operations['postWebhooksGocardless'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/memberships/end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ends a member's membership now (trial, paid periods, grace); payments and the auto debit stay
     * @description Access: the operator token.
     */
    post: operations['postOperatorMembershipsEnd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/plo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of PLO items (sale listings paired with their rentals) for the search filter; sort updated_on, bedrooms or sale_price, either way
     * @description Access: a live membership with the permission attribute `property_plo_es`.
     */
    get: operations['getPropertyPlo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/_s/property/plo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * PLO items for the search filter as search-index hits
     * @description Access: a live membership with the permission attribute `property_plo_es`.
     */
    get: operations['getPropertySPropertyPlo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/_s/property/plo/map': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * PLO map markers for the search filter (at most 500); the total counts all matches
     * @description Access: a live membership with the permission attribute `property_plo_es`.
     */
    get: operations['getPropertySPropertyPloMap'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/plo/details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A PLO pair's detail: the sale listing's details with the rent, both statuses and links and the pair's figures; 404 'Property has been removed by the agent' when the pair is not held, its sale is sold or withdrawn, or its rental withdrawn
     * @description Access: a live membership with the permission attribute `property_plo_es`.
     */
    get: operations['getPropertyPloDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/property/plo/similar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Up to 12 PLO items of live pairs of the property type nearest the point (within 5 km), nearest first; the pairs of salePropertyId left out: the PLO details page's similar properties
     * @description Access: a live membership with the permission attribute `property_plo_es`.
     */
    get: operations['getPropertyPloSimilar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favorite/plo/properties': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The user's favourite PLO pairs as a page of PLO items (the PLO filter and sort apply)
     * @description Access: a live membership with the permission attribute `favorite_plo_properties`.
     */
    get: operations['getFavoritePloProperties'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/feeds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The feeds, each with its last five runs (newest first)
     * @description Access: a signed-in operator (or an operator's `read` API key on a GET).
     */
    get: operations['getOperatorFeeds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/feeds/{name}/runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A feed's last 50 runs (newest first), with a running run's progress
     * @description Access: a signed-in operator (or an operator's `read` API key on a GET).
     */
    get: operations['getOperatorFeedsByNameRuns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/feeds/{name}/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Starts a run of the feed now, in the background (409 while one is running)
     * @description Access: a signed-in operator (or an operator's `read` API key on a GET).
     */
    post: operations['postOperatorFeedsByNameRun'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ingest/listings/{source}/{ref}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Creates or updates one pushed listing; 201 created, 200 updated or unchanged (changed: false)
     * @description Access: an operator, signed in or with an API key of scope `listings:write`.
     */
    put: operations['putIngestListingsBySourceByRef'];
    post?: never;
    /**
     * Withdraws one pushed listing (changed: false when it already was); 404 unknown
     * @description Access: an operator, signed in or with an API key of scope `listings:write`.
     */
    delete: operations['deleteIngestListingsBySourceByRef'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ingest/listings/{source}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Writes a batch of up to 10,000 NDJSON lines (listings and withdrawal lines); bad lines are rejected with their line number, the rest kept
     * @description Access: an operator, signed in or with an API key of scope `listings:write`.
     */
    post: operations['postIngestListingsBySource'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-searches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The member's saved searches, each with its count of new matches
     * @description Access: a signed-in account with a live membership.
     */
    get: operations['getSavedSearches'];
    put?: never;
    /**
     * Saves a search (the search filter of its kind) with a name and its alert
     * @description Access: a signed-in account with a live membership.
     */
    post: operations['postSavedSearches'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-searches/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Renames a saved search, changes its filter or its alert
     * @description Access: a signed-in account with a live membership.
     */
    put: operations['putSavedSearchesById'];
    post?: never;
    /**
     * Deletes a saved search and its matches
     * @description Access: a signed-in account with a live membership.
     */
    delete: operations['deleteSavedSearchesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-searches/{id}/matches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The cards that newly matched a saved search (since `since`, else its last view)
     * @description Access: a signed-in account with a live membership.
     */
    get: operations['getSavedSearchesByIdMatches'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The member's latest notifications (alerts) and how many are unread
     * @description Access: a signed-in account with a live membership.
     */
    get: operations['getNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Marks notifications read (the ones given, or all)
     * @description Access: a signed-in account with a live membership.
     */
    post: operations['postNotificationsRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/alerts/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The member's favourite alerts: which changes and how often
     * @description Access: a signed-in account with a live membership.
     */
    get: operations['getAlertsSettings'];
    /**
     * Sets the member's favourite alerts
     * @description Access: a signed-in account with a live membership.
     */
    put: operations['putAlertsSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/alerts/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The page of an alert email's Unsubscribe link: a button that posts the token
     * @description Access: public.
     */
    get: operations['getAlertsUnsubscribe'];
    put?: never;
    /**
     * An alert email's one-click unsubscribe (RFC 8058): the signed token says what to stop; no sign-in
     * @description Access: the webhook signature.
     */
    post: operations['postAlertsUnsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/alerts/send-digests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Runs the alerts job now, sending the daily and weekly digests with every match so far
     * @description Access: the operator token.
     */
    post: operations['postOperatorAlertsSendDigests'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/analyse/parse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reads the analysis form from pasted listing text (nothing is fetched)
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    post: operations['postAnalyseParse'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/analyse/addresses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The addresses known at a postcode (sale listings, Price Paid, EPC)
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    get: operations['getAnalyseAddresses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/analyse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Values any property with the listings’ method: estimate, rent, yield, ROI, stamp duty, area, price warnings
     * @description Access: a live membership with the permission attribute `property_estimates_es`.
     */
    post: operations['postAnalyse'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The user's deals, newest change first (stage, kind and text filters)
     * @description Access: a signed-in account with a live membership.
     */
    get: operations['getDeals'];
    put?: never;
    /**
     * Adds a deal: a listing, a PLO pair or an analysed property
     * @description Access: a signed-in account with a live membership.
     */
    post: operations['postDeals'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One deal with its notes, offers, viewings, figures then and now, and events
     * @description Access: a signed-in account with a live membership.
     */
    get: operations['getDealsById'];
    put?: never;
    post?: never;
    /**
     * Deletes a deal with its offers, viewings and share link
     * @description Access: a signed-in account with a live membership.
     */
    delete: operations['deleteDealsById'];
    options?: never;
    head?: never;
    /**
     * Changes a deal's title, stage, notes or reminder date
     * @description Access: a signed-in account with a live membership.
     */
    patch: operations['patchDealsById'];
    trace?: never;
  };
  '/api/deals/{id}/offers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Records a dated offer (amount; pending, accepted or rejected)
     * @description Access: a signed-in account with a live membership.
     */
    post: operations['postDealsByIdOffers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deals/{id}/offers/{entryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Deletes an offer
     * @description Access: a signed-in account with a live membership.
     */
    delete: operations['deleteDealsByIdOffersByEntryId'];
    options?: never;
    head?: never;
    /**
     * Sets an offer's outcome
     * @description Access: a signed-in account with a live membership.
     */
    patch: operations['patchDealsByIdOffersByEntryId'];
    trace?: never;
  };
  '/api/deals/{id}/viewings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Records a viewing date (and time)
     * @description Access: a signed-in account with a live membership.
     */
    post: operations['postDealsByIdViewings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deals/{id}/viewings/{entryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Deletes a viewing
     * @description Access: a signed-in account with a live membership.
     */
    delete: operations['deleteDealsByIdViewingsByEntryId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deals/{id}/pack.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The deal pack as a PDF
     * @description Access: a signed-in account with a live membership.
     */
    get: operations['getDealsByIdPackPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/deals/{id}/share': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Makes (or replaces) the read-only share link; answers its URL and expiry
     * @description Access: a signed-in account with a live membership.
     */
    post: operations['postDealsByIdShare'];
    /**
     * Revokes the share link (its URL answers 404 from then on)
     * @description Access: a signed-in account with a live membership.
     */
    delete: operations['deleteDealsByIdShare'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shared/deals/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A shared deal, read-only; 404 when the link is unknown, expired or revoked
     * @description Access: public.
     */
    get: operations['getSharedDealsByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shared/deals/{token}/pack.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A shared deal's pack as a PDF
     * @description Access: public.
     */
    get: operations['getSharedDealsByTokenPackPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The API's background jobs: what each does, its period, how it runs once across processes, its last run
     * @description Access: a signed-in operator (or an operator's `read` API key on a GET).
     */
    get: operations['getOperatorJobs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    CrimeRowInput: {
      crime_type: string;
      reported_by: string | null;
      crime_date: string;
      location: string | null;
      latitude: number;
      longitude: number;
      distance: number;
    };
    NearestSchoolsQueryInput: {
      latitude: number;
      longitude: number;
      /** @default 10 */
      limit: number;
    };
    NearestSchoolInput: {
      school_name: string;
      rating: string | null;
      rating_date: string | null;
      school_distance: number;
      school_latitude: number;
      school_longitude: number;
      grade: string | null;
    };
    NearestStopsQueryInput: {
      latitude: number;
      longitude: number;
      /** @enum {string} */
      kind: 'bus' | 'rail';
      /** @default 10 */
      limit: number;
    };
    NearestStopInput: {
      stop_name: string;
      stop_code: string;
      /** @enum {string} */
      kind: 'bus' | 'rail';
      stop_distance: number;
      stop_latitude: number;
      stop_longitude: number;
    };
    NearestFacilitiesInput: {
      post_code: string;
      latitude: number;
      longitude: number;
      nearestSchoolName: string | null;
      nearestSchoolDistanceMts: number | null;
      nearestSchoolOSRating: string | null;
      schoolLatitude: number | null;
      schoolLongitude: number | null;
      nearestBusStopName: string | null;
      nearestBusStopDistanceMts: number | null;
      busLatitude: number | null;
      busLongitude: number | null;
      nearestRailwayStationName: string | null;
      nearestRailwayStationDistanceMts: number | null;
      railwayLatitude: number | null;
      railwayLongitude: number | null;
    };
    DeprivationInput: {
      lsoaCode: string;
      lsoaName: string | null;
      imdRank: number;
      imdDecile: number | null;
      moreDeprived: number | null;
      nationCount: number | null;
      vintage: string | null;
    };
    PriceWarningInput: {
      /** @enum {string} */
      code:
        | 'shared-ownership'
        | 'retirement'
        | 'auction'
        | 'tenanted'
        | 'cash-buyers-only'
        | 'non-standard-construction'
        | 'short-lease'
        | 'part-share'
        | 'far-below-comparables';
      label: string;
    };
    PageInfoInput: {
      number: number;
      size: number;
      totalElements?: number;
      totalPages?: number;
      currentElements: number;
      /** @enum {string} */
      totalRelation?: 'eq' | 'gte';
    };
    EstimateCardInput: {
      propertyId: string;
      salePropertyId: string;
      rentPropertyId: string | null;
      mainImage: string | null;
      listPrice: number | null;
      status: string;
      estimatedPrice: number | null;
      range1Price: number | null;
      range2Price: number | null;
      priceVariation: number | null;
      postCode: string | null;
      address: string | null;
      rentalDemand: ('Low' | 'Medium' | 'High') | null;
      propertyType: string | null;
      propertySubType: string | null;
      bedrooms: number | null;
      totalFloorArea: number | null;
      agentContactPhone: string | null;
      addedOn: string | null;
      updatedOn: string;
      avgBmv: number | null;
      roi: number | null;
      moreDeprived: number | null;
      crimeRate: number | null;
      avgYield: number | null;
      yieldFlag: boolean | null;
      bmvLowConfidence: boolean | null;
      priceWarnings: components['schemas']['PriceWarningInput'][];
      estimateConfidence: ('High' | 'Medium' | 'Low') | null;
      residential: boolean;
      favoriteId: string | null;
    };
    EstimateCardPageInput: {
      content: components['schemas']['EstimateCardInput'][];
      page: components['schemas']['PageInfoInput'];
    };
    EstimateCardHitsInput: {
      hits: {
        total?: {
          value: number;
          /** @enum {string} */
          relation: 'eq' | 'gte';
        };
        hits: {
          _id: string;
          _source: components['schemas']['EstimateCardInput'];
        }[];
      };
    };
    RoiInputInput: {
      propertyId?: string | number;
      /**
       * @default SINGLE_LET
       * @enum {string}
       */
      calculatorType: 'SINGLE_LET' | 'HMO';
      postCode?: string;
      address?: string;
      /** @enum {string} */
      nation?: 'england' | 'wales' | 'scotland' | 'northern-ireland';
      listPrice?: number;
      avgRentInArea?: number;
      avgPropertyRent?: number;
      bedrooms?: number;
      roiLegalCosts?: number;
      roiPerRoomMaintenance?: number;
      roiMortgageRate?: number;
      renovationCost?: number;
      roiDownpaymentPercentage?: number;
      roiPerRoomMgmtCostPercentage?: number;
      roiPerRoomVoidsCostPercentage?: number;
      reMortgageHousePrice?: number;
      remortgagePercentage?: number;
      hmoUtilities?: number;
      hmoCouncilTax?: number;
      hmoBroadband?: number;
      hmoLicenceFee?: number;
      /** @enum {string} */
      taxBand?: 'basic' | 'higher' | 'additional' | 'company';
    };
    RoiOutputInput: {
      loanAmount: number;
      stampDuty: number;
      totalEquity: number;
      finalRoi: number | null;
      monthlyInterest: number;
      mortgagePerAnnum: number;
      monthlyRoomMaintenance: number;
      yearlyRoomMaintenance: number;
      monthlyRentRequired: number | null;
      mortgageExpensePerAnnum: number;
      monthlyRentExpected: number;
      avgRentPerAnnum: number;
      monthlyCashflow: number;
      yearlyCashflow: number;
      remortgageLoanAmount: number;
      reMortgageInterestPerAnnum: number;
      reMortgageAvgRentPerAnnum: number;
      reMortgageExpensePerAnnum: number;
      remortgageCashflow: number;
      equityLeft: number;
      remortgageRoi: number | null;
      monthlyHmoCosts: number;
      yearlyHmoCosts: number;
      profitBeforeFinanceCosts: number;
      financeCostCredit: number | null;
      taxPerAnnum: number | null;
      cashflowAfterTax: number | null;
    };
    RoiResultInput: {
      propertyId: string | null;
      postCode: string | null;
      address: string | null;
      /** @enum {string} */
      calculatorType: 'SINGLE_LET' | 'HMO';
      /** @enum {string} */
      nation: 'england' | 'wales' | 'scotland' | 'northern-ireland';
      listPrice: number;
      avgRentInArea: number;
      avgPropertyRent: number;
      bedrooms: number;
      roiLegalCosts: number;
      roiPerRoomMaintenance: number;
      roiMortgageRate: number;
      renovationCost: number;
      roiDownpaymentPercentage: number;
      roiPerRoomMgmtCostPercentage: number;
      roiPerRoomVoidsCostPercentage: number;
      reMortgageHousePrice: number;
      remortgagePercentage: number;
      hmoUtilities: number;
      hmoCouncilTax: number;
      hmoBroadband: number;
      hmoLicenceFee: number;
      taxBand: ('basic' | 'higher' | 'additional' | 'company') | null;
      totalFloorArea: number | null;
      loanAmount: number;
      stampDuty: number;
      totalEquity: number;
      finalRoi: number | null;
      monthlyInterest: number;
      mortgagePerAnnum: number;
      monthlyRoomMaintenance: number;
      yearlyRoomMaintenance: number;
      monthlyRentRequired: number | null;
      mortgageExpensePerAnnum: number;
      monthlyRentExpected: number;
      avgRentPerAnnum: number;
      monthlyCashflow: number;
      yearlyCashflow: number;
      remortgageLoanAmount: number;
      reMortgageInterestPerAnnum: number;
      reMortgageAvgRentPerAnnum: number;
      reMortgageExpensePerAnnum: number;
      remortgageCashflow: number;
      equityLeft: number;
      remortgageRoi: number | null;
      monthlyHmoCosts: number;
      yearlyHmoCosts: number;
      profitBeforeFinanceCosts: number;
      financeCostCredit: number | null;
      taxPerAnnum: number | null;
      cashflowAfterTax: number | null;
    };
    StatedIncomeInput: {
      monthly: number;
      annual: number;
      /** @enum {string} */
      period: 'year' | 'month' | 'week' | 'yield';
      text: string;
      /** @enum {string} */
      yieldUses: 'rent-estimate' | 'paired-rent';
    };
    PropertyDetailsInput: {
      propertyId: string;
      listPrice: number | null;
      estimatedPrice: number | null;
      range1Price: number | null;
      range2Price: number | null;
      range1PPSM: number | null;
      range2PPSM: number | null;
      priceEstimateType: ('SPB' | 'CSB') | null;
      ppsmRadius: number | null;
      address: string | null;
      postCode: string | null;
      area: string | null;
      propertyUrl: string | null;
      rentalDemand: ('Low' | 'Medium' | 'High') | null;
      status: string;
      images: string;
      mainImage: string | null;
      summary: string;
      isDescLoaded: boolean;
      bedrooms: number | null;
      totalFloorArea: number | null;
      propertyType: string | null;
      propertySubType: string | null;
      addedOn: string | null;
      avgBmv: number | null;
      roi: number | null;
      moreDeprived: number | null;
      hpiPPSM: number | null;
      dateOfTransfer: string | null;
      soldPrice: number | null;
      soldPPSM: number | null;
      crimeRate: number | null;
      priceVariation: number | null;
      plotAreaId: string | null;
      agentId: string | null;
      floorPlanImages: string;
      latitude: number | null;
      longitude: number | null;
      nearestSchoolName: string | null;
      nearestSchoolDistanceMts: number | null;
      nearestSchoolOSRating: string | null;
      schoolLatitude: number | null;
      schoolLongitude: number | null;
      nearestBusStopName: string | null;
      nearestBusStopDistanceMts: number | null;
      busLatitude: number | null;
      busLongitude: number | null;
      nearestRailwayStationName: string | null;
      nearestRailwayStationDistanceMts: number | null;
      railwayLatitude: number | null;
      railwayLongitude: number | null;
      estimateConfidence: ('High' | 'Medium' | 'Low') | null;
      estimateComparables: number | null;
      district: string | null;
      sector: string | null;
      updatedOn: string;
      avgYield: number | null;
      rentEstimate: number | null;
      hpiValuation: number | null;
      residential: boolean;
      yieldFlag: boolean | null;
      bmvLowConfidence: boolean | null;
      statedIncome: components['schemas']['StatedIncomeInput'] | null;
      priceWarnings: components['schemas']['PriceWarningInput'][];
    };
    PloItemInput: {
      salePropertyId: string;
      rentPropertyId: string;
      salePrice: number | null;
      rentPrice: number | null;
      salePropertyUrl: string | null;
      rentPropertyUrl: string | null;
      /** @enum {string} */
      rentStatus: 'To Let' | 'Let Agreed';
      status: string;
      mainImage: string | null;
      postCode: string | null;
      address: string | null;
      rentalDemand: ('Low' | 'Medium' | 'High') | null;
      propertyType: string | null;
      propertySubtype: string | null;
      bedrooms: number | null;
      agentContactPhone: string | null;
      addedOn: string | null;
      updatedOn: string;
      deprivationIndex: number | null;
      location: string | null;
      ploId: {
        salePropertyId: string;
        rentPropertyId: string;
      };
      grossYield: number | null;
      yieldFlag: boolean | null;
      roi: number | null;
      estimatedPrice: number | null;
      range1Price: number | null;
      range2Price: number | null;
      avgBmv: number | null;
      bmvLowConfidence: boolean | null;
      priceWarnings: components['schemas']['PriceWarningInput'][];
      areaMedianRent: number | null;
      rentVsAreaPct: number | null;
      favoriteId: string | null;
    };
    PloItemPageInput: {
      content: components['schemas']['PloItemInput'][];
      page: components['schemas']['PageInfoInput'];
    };
    PloItemHitsInput: {
      hits: {
        total?: {
          value: number;
          /** @enum {string} */
          relation: 'eq' | 'gte';
        };
        hits: {
          _id: string;
          _source: components['schemas']['PloItemInput'];
        }[];
      };
    };
    PloMarkerInput: {
      location: string;
      postCode: string | null;
      salePrice: number | null;
      rentPrice: number | null;
      deprivationIndex: number | null;
      propertyType: string | null;
      salePropertyId: string;
      rentPropertyId: string;
      address: string | null;
      grossYield: number | null;
    };
    PloMarkerHitsInput: {
      hits: {
        total: {
          value: number;
          /** @enum {string} */
          relation: 'eq' | 'gte';
        };
        hits: {
          _id: string;
          _source: components['schemas']['PloMarkerInput'];
        }[];
      };
    };
    PloSimilarItemsInput: components['schemas']['PloItemInput'][];
    PloDetailInput: {
      propertyId: string;
      listPrice: number | null;
      estimatedPrice: number | null;
      range1Price: number | null;
      range2Price: number | null;
      range1PPSM: number | null;
      range2PPSM: number | null;
      priceEstimateType: ('SPB' | 'CSB') | null;
      ppsmRadius: number | null;
      address: string | null;
      postCode: string | null;
      area: string | null;
      propertyUrl: string | null;
      rentalDemand: ('Low' | 'Medium' | 'High') | null;
      status: string;
      images: string;
      mainImage: string | null;
      summary: string;
      isDescLoaded: boolean;
      bedrooms: number | null;
      totalFloorArea: number | null;
      propertyType: string | null;
      propertySubType: string | null;
      addedOn: string | null;
      avgBmv: number | null;
      roi: number | null;
      moreDeprived: number | null;
      hpiPPSM: number | null;
      dateOfTransfer: string | null;
      soldPrice: number | null;
      soldPPSM: number | null;
      crimeRate: number | null;
      priceVariation: number | null;
      plotAreaId: string | null;
      agentId: string | null;
      floorPlanImages: string;
      latitude: number | null;
      longitude: number | null;
      nearestSchoolName: string | null;
      nearestSchoolDistanceMts: number | null;
      nearestSchoolOSRating: string | null;
      schoolLatitude: number | null;
      schoolLongitude: number | null;
      nearestBusStopName: string | null;
      nearestBusStopDistanceMts: number | null;
      busLatitude: number | null;
      busLongitude: number | null;
      nearestRailwayStationName: string | null;
      nearestRailwayStationDistanceMts: number | null;
      railwayLatitude: number | null;
      railwayLongitude: number | null;
      estimateConfidence: ('High' | 'Medium' | 'Low') | null;
      estimateComparables: number | null;
      district: string | null;
      sector: string | null;
      updatedOn: string;
      avgYield: number | null;
      rentEstimate: number | null;
      hpiValuation: number | null;
      residential: boolean;
      yieldFlag: boolean | null;
      bmvLowConfidence: boolean | null;
      statedIncome: components['schemas']['StatedIncomeInput'] | null;
      priceWarnings: components['schemas']['PriceWarningInput'][];
      ploId: {
        salePropertyId: string;
        rentPropertyId: string;
      };
      salePropertyUrl: string | null;
      rentPropertyUrl: string | null;
      salePrice: number | null;
      rentPrice: number | null;
      /** @enum {string} */
      rentStatus: 'To Let' | 'Let Agreed';
      rentAddedOn: string | null;
      grossYield: number | null;
      areaMedianRent: number | null;
      rentVsAreaPct: number | null;
    };
    SavedSearchInput: {
      id: string;
      name: string;
      /** @enum {string} */
      kind: 'estimates' | 'plo';
      filter: {
        [key: string]: string;
      };
      /** @description The search filter as a typed JSON object (numbers as numbers, lists as arrays, toggles as booleans); the same filter as `filter`, which has it in the URL form. */
      criteria: {
        [key: string]: (string | number | boolean) | (string | number)[];
      };
      /** @constant */
      filterVersion: 1;
      /** @enum {string} */
      alert: 'instant' | 'daily' | 'weekly' | 'off';
      newMatches: number;
      createdAt: string;
      viewedAt: string;
    };
    NotificationInput: {
      id: string;
      /** @enum {string} */
      source: 'search' | 'favourite';
      savedSearchId: string | null;
      title: string;
      text: string;
      propertyId: string;
      createdAt: string;
      read: boolean;
    };
    AlertSettingsInput: {
      priceDrop: boolean;
      statusChange: boolean;
      backOnMarket: boolean;
      /** @enum {string} */
      frequency: 'instant' | 'daily' | 'weekly' | 'off';
    };
    MembershipPlanInput: {
      id: number;
      name: string;
      amount: number;
      frequency: string;
      periodMonths: number;
      description: string;
      featuresJson: {
        features: {
          name: string;
          enabled: boolean;
        }[];
      };
      autoDebitFrom: string;
    };
    AutoDebitPlanInput: {
      id: number;
      name: string;
      amount: number;
      frequency: string;
      periodMonths: number;
    };
    MembershipPlansInput: {
      monthly: components['schemas']['MembershipPlanInput'] | null;
      yearly: components['schemas']['MembershipPlanInput'] | null;
      rest: components['schemas']['MembershipPlanInput'][];
      autoDebit: components['schemas']['AutoDebitPlanInput'] | null;
    };
    MembershipPaymentInput: {
      paymentId: string;
      status: string;
      amountPaid: number;
      paymentDate: string;
      validTill: string | null;
      planName: string;
    };
    MembershipPaymentPageInput: {
      content: components['schemas']['MembershipPaymentInput'][];
      page: {
        size: number;
        number: number;
        totalElements: number;
        totalPages: number;
      };
    };
    CurrentMembershipInput: {
      /** @enum {string} */
      state: 'trial' | 'demo' | 'paid' | 'grace' | 'expired';
      planName: string | null;
      validTill: string | null;
      autoDebit: {
        subscriptionId: string;
        planName: string;
        amount: number;
        status: string;
        nextCollectionDate: string;
      } | null;
      mandates: {
        mandateId: string;
        status: string;
        createdAt: string;
        lastPaymentFailed: boolean;
      }[];
    };
    CreateApiKeyRequestInput: {
      name: string;
      scopes: ('read' | 'deals:write' | 'listings:write')[];
    };
    ApiKeyInput: {
      id: string;
      name: string;
      scopes: ('read' | 'deals:write' | 'listings:write')[];
      prefix: string;
      createdAt: string;
      lastUsedAt: string | null;
    };
    ApiKeyListInput: components['schemas']['ApiKeyInput'][];
    CreatedApiKeyInput: {
      id: string;
      name: string;
      scopes: ('read' | 'deals:write' | 'listings:write')[];
      prefix: string;
      createdAt: string;
      key: string;
    };
    LoginRequestInput: {
      loginId: string;
      password: string;
      rememberMe?: boolean;
    };
    ResendVerificationRequestInput: {
      loginId: string;
      password: string;
    };
    SessionInput: {
      user: {
        id: string;
        firstName: string;
        lastName: string;
        emailId: string;
      };
      attributes: string[];
      hrefs: string[];
      membershipExpired: boolean;
      membershipValidTill: string | null;
      operator: boolean;
    };
    RegisterRequestInput: {
      firstName: string;
      lastName?: string;
      emailId: string;
      password: string;
      confirmPassword: string;
      captchaToken?: string;
      host?: string;
    };
    ForgotPasswordRequestInput: {
      emailId: string;
      captchaToken?: string;
      host?: string;
    };
    ResetPasswordRequestInput: {
      id: string;
      password: string;
      confirmPassword: string;
      captchaToken?: string;
    };
    ResetLinkStatusInput: {
      /** @enum {string} */
      state: 'usable' | 'used' | 'expired' | 'unknown';
    };
    AuthConfigInput: {
      /** @enum {string} */
      captchaProvider: 'altcha' | 'turnstile' | 'recaptcha' | 'none';
      googleEnabled: boolean;
    };
    ApiErrorInput: {
      message: string;
      code: string;
      errors?: {
        [key: string]: string;
      };
      requestId?: string;
    };
    HealthInput: {
      /** @constant */
      status: 'ok';
      version: string;
      /** @enum {string} */
      database: 'postgres' | 'pglite';
      /** @enum {string} */
      dataMode: 'demo' | 'real' | 'empty';
      readReplica: boolean;
      mapTiles: {
        urlTemplate: string;
        attribution: string;
      } | null;
    };
    PreferenceInput: {
      /** @enum {string} */
      preferenceType: 'hpi_analytics';
      configJson: string | null;
    };
    /** @enum {string} */
    HpiSourceInput: 'published' | 'demo' | 'mixed';
    HpiDistrictInput: {
      district_code: string;
      district_name: string;
      county_name: string;
      region_name: string;
    };
    HpiReportRowInput: {
      districtCode: string;
      countyName: string;
      districtName: string;
      detachedHpi: number | null;
      semiDetachedHpi: number | null;
      terracedHpi: number | null;
      flatHpi: number | null;
      otherHpi: number | null;
      regionName: string;
      /** @enum {string} */
      source: 'published' | 'demo';
    };
    HpiReportPageInput: {
      content: components['schemas']['HpiReportRowInput'][];
      page: components['schemas']['PageInfoInput'];
      latestMonth: string | null;
      fromMonth: string | null;
      source: components['schemas']['HpiSourceInput'] | null;
    };
    HpiSeriesInput: {
      series: string[];
      data: {
        [key: string]: (number | null)[];
      };
      districts: {
        code: string;
        name: string;
        source: components['schemas']['HpiSourceInput'];
      }[];
      /** @enum {string} */
      propertyType: 'all' | 'detached' | 'semiDetached' | 'terraced' | 'flat';
      latestMonth: string | null;
      source: components['schemas']['HpiSourceInput'] | null;
    };
    HpiYieldsInput: {
      series: string[];
      data: {
        [key: string]: (number | null)[];
      };
      latestMonth: string | null;
      source: components['schemas']['HpiSourceInput'] | null;
    };
    ValuationRowInput: {
      property_address: string;
      sold_price: number;
      total_floor_area: number | null;
      property_type: string;
      range1_price: number | null;
      range2_price: number | null;
      date_of_transfer: string;
    };
    ValuationHomeInput: {
      homeKey: string;
      address: string;
      propertyType: string;
      totalFloorArea: number | null;
      range1Price: number | null;
      range2Price: number | null;
      estimateBasis: ('listing' | 'last-sale') | null;
      sales: {
        date_of_transfer: string;
        sold_price: number;
        indexedPrice: number | null;
      }[];
    };
    PostcodeValuationInput: {
      postCode: string;
      lat: number | null;
      lng: number | null;
      sales: number;
      recentSales: number;
      medianPrice: number | null;
      medianPpsm: number | null;
      salesPerYear: {
        year: number;
        sales: number;
        medianPrice: number;
      }[];
      hpiChange: {
        area: string;
        latestMonth: string;
        change12m: number | null;
        change60m: number | null;
        source: components['schemas']['HpiSourceInput'];
      } | null;
      rows: components['schemas']['ValuationRowInput'][];
      homes: components['schemas']['ValuationHomeInput'][];
    };
    ValuationQueryInput: {
      query: string;
    };
    ValuationRequestInput: {
      query: string;
      propertyType?: string;
      postCode?: string;
      soldDate?: string;
      soldPrice?: number | string;
      sqMts?: number | string;
    };
    ValuationResultInput: {
      avgPrice: number | null;
      hpiPrice: number | null;
      hpi: number | null;
      inputs: {
        postCode: string;
        soldDate: string;
        soldPrice: number;
        sqMts: number | null;
        /** @enum {string} */
        propertyType: 'D' | 'S' | 'T' | 'F' | 'O';
        radius: number;
        years: number;
      };
      explanation: {
        hpiArea: string | null;
        hpiSeries: string | null;
        soldMonth: string | null;
        latestMonth: string | null;
        indexThen: number | null;
        indexNow: number | null;
        medianPpsm: number | null;
        comparables: number;
        avgPriceNote: string | null;
        hpiSource: components['schemas']['HpiSourceInput'] | null;
      };
      comparables: {
        dateOfTransfer: string;
        address: string;
        propertyType: string;
        price: number;
        totalFloorArea: number;
        adjustedPpsm: number;
        distance: number;
      }[];
    };
    RentUsedInput: {
      propertyId: string;
      propertyType: string | null;
      bedrooms: number | null;
      distance: number | null;
      listedOn: string;
      rent: number;
      weight: number;
      letAgreed: boolean;
      address: string | null;
      postCode: string | null;
    };
    RentEvidenceInput: {
      rentEstimate: number | null;
      /** @enum {string} */
      source: 'pair' | 'comparables' | 'none';
      rule: string;
      step: {
        radius: number;
        months: number;
        /** @enum {string} */
        type: 'same-type' | 'type-group';
      } | null;
      letAgreedOnly: boolean;
      used: components['schemas']['RentUsedInput'][];
      ruleRent: number | null;
      current: boolean;
      asOf: string | null;
    };
    HomeEventInput: {
      /** @enum {string} */
      kind:
        | 'first-listed'
        | 'relisted'
        | 'price-change'
        | 'status-change'
        | 'back-on-market'
        | 'withdrawn'
        | 'sold';
      date: string;
      listingId: string;
      price: number | null;
      oldPrice: number | null;
      oldStatus: string | null;
      newStatus: string | null;
      gapDays: number | null;
    };
    HomePricePointInput: {
      date: string;
      price: number;
      /** @enum {string} */
      kind: 'asking' | 'sold';
    };
    HomeSoldInput: {
      date: string;
      price: number;
      lastAskingPrice: number | null;
      gap: number | null;
      gapPct: number | null;
    };
    PropertyHistoryInput: {
      propertyId: string;
      homeId: string;
      listingIds: string[];
      events: components['schemas']['HomeEventInput'][];
      summary: {
        firstListed: string | null;
        daysOnMarket: number | null;
        timesListed: number;
        asOf: string;
        lastAskingPrice: number | null;
        pricePath: components['schemas']['HomePricePointInput'][];
        sold: components['schemas']['HomeSoldInput'] | null;
      };
    };
    RecentSoldQueryInput: {
      postCode: string;
      latitude: number;
      longitude: number;
      propertyType?: ('T' | 'D' | 'S' | 'F' | 'O') | null;
    };
    RecentSoldRowInput: {
      post_code: string;
      address: string;
      property_type: string;
      sold_price: number;
      date_of_transfer: string;
      total_floor_area: number | null;
      inspection_date: string | null;
      current_energy_rating: string | null;
      distance: number;
    };
    RentalRowInput: {
      main_image: string | null;
      post_code: string | null;
      property_type: string | null;
      price_amount: number | null;
      bedrooms: number | null;
      distance: number;
      property_id: string;
      address: string | null;
      property_url: string | null;
      status: string;
    };
    AltchaChallengeInput: {
      parameters: {
        algorithm: string;
        nonce: string;
        salt: string;
        cost: number;
        keyLength: number;
        keyPrefix: string;
        keySignature?: string;
        memoryCost?: number;
        parallelism?: number;
        expiresAt?: number;
      };
      signature?: string;
    };
    IngestListingResultInput: {
      id: number;
      ref: string;
      /** @enum {string} */
      outcome: 'created' | 'updated' | 'unchanged' | 'withdrawn';
      changed: boolean;
      status: string;
    };
    IngestBatchResultInput: {
      created: number;
      updated: number;
      unchanged: number;
      withdrawn: number;
      withdrawnAbsent: number;
      rejected: {
        line: number;
        reason: string;
      }[];
    };
    AreaAveragesInput: {
      area: string;
      /** @enum {string} */
      level: 'district' | 'area';
      avg_yield: number | null;
      avg_price: number | null;
      avg_rent: number | null;
      total_listing: number;
      rent_listings: number;
      yield_postcodes: number;
      roomAvg: {
        roomsWanted: number | null;
        roomsAvailable: number;
        avgPrice: number | null;
      };
    };
    YieldRowInput: {
      area: string;
      avg_yield: number;
      avg_rent: number;
      avg_price: number;
      sale_listings: number;
      rent_listings: number;
    };
    YieldPageInput: {
      content: components['schemas']['YieldRowInput'][];
      page: components['schemas']['PageInfoInput'];
    };
    StampDutyInput: {
      tax: number;
      effectiveRate: number;
      /** @enum {string} */
      taxName: 'SDLT' | 'LTT' | 'LBTT';
      bands: {
        from: number;
        to: number | null;
        rate: number;
        tax: number;
      }[];
      notes: string[];
    };
    AnalyseInputInput: {
      postCode: string;
      address?: string;
      /** @enum {string} */
      addressSource?: 'price-paid' | 'epc' | 'listing' | 'typed';
      addressRef?: string;
      /** @enum {string} */
      propertyType: 'D' | 'S' | 'T' | 'F';
      propertySubType?: string;
      bedrooms: number;
      floorArea?: number;
      /** @enum {string} */
      tenure: 'freehold' | 'leasehold' | 'share-of-freehold';
      leaseYears?: number;
      askingPrice: number;
      priceQualifier?: string;
      monthlyRent?: number;
      /**
       * @default additional
       * @enum {string}
       */
      buyer: 'additional' | 'main' | 'first-time';
      text?: string;
    };
    AnalyseParseBodyInput: {
      text: string;
    };
    ParsedListingTextInput: {
      fields: {
        askingPrice?: number;
        priceQualifier?: string;
        bedrooms?: number;
        /** @enum {string} */
        propertyType?: 'D' | 'S' | 'T' | 'F';
        propertySubType?: string;
        postCode?: string;
        outwardCode?: string;
        address?: string;
        floorArea?: number;
        /** @enum {string} */
        tenure?: 'freehold' | 'leasehold' | 'share-of-freehold';
        leaseYears?: number;
      };
      keywords: (
        | 'shared-ownership'
        | 'retirement'
        | 'auction'
        | 'tenanted'
        | 'cash-buyers-only'
        | 'non-standard-construction'
        | 'short-lease'
        | 'part-share'
        | 'far-below-comparables'
      )[];
      read: {
        field: string;
        text: string;
      }[];
      unread: {
        /** @enum {string} */
        field: 'askingPrice' | 'bedrooms' | 'propertyType' | 'postCode' | 'floorArea' | 'tenure';
        reason: string;
      }[];
    };
    KnownAddressInput: {
      address: string;
      /** @enum {string} */
      source: 'price-paid' | 'epc' | 'listing' | 'typed';
      ref: string;
      propertyType: ('D' | 'S' | 'T' | 'F') | null;
      bedrooms: number | null;
      floorArea: number | null;
      tenure: ('freehold' | 'leasehold' | 'share-of-freehold') | null;
      price: number | null;
      date: string | null;
    };
    KnownAddressesInput: {
      postCode: string;
      addresses: components['schemas']['KnownAddressInput'][];
    };
    AnalyseResultInput: {
      input: components['schemas']['AnalyseInputInput'];
      listingId: string | null;
      location: {
        postCode: string;
        latitude: number | null;
        longitude: number | null;
        district: string | null;
        sector: string | null;
        /** @enum {string} */
        nation: 'england' | 'wales' | 'scotland' | 'northern-ireland';
        centroid: boolean;
      };
      estimate: {
        point: number | null;
        low: number | null;
        high: number | null;
        confidence: ('High' | 'Medium' | 'Low') | null;
        priceEstimateType: ('SPB' | 'CSB') | null;
        comparables: number | null;
        bmv: number | null;
        bmvCheck: boolean | null;
        evidence: {
          estimate: number | null;
          low: number | null;
          high: number | null;
          /** @enum {string} */
          band: 'High' | 'Medium' | 'Low';
          claim: number;
          sd: number;
          calibrated: boolean;
          bandAccuracy: {
            pe10: number | null;
            mdape: number | null;
            inRange: number | null;
            sales: number;
            holdoutFrom: string;
            holdoutTo: string;
          } | null;
          valuationMonth: string | null;
          lastSale: {
            date: string;
            price: number;
            indexed: number;
            index: string;
            indexName: string;
            weight: number;
            years: number;
          } | null;
          comparables: {
            value: number;
            /** @enum {string} */
            method: 'SPB' | 'CSB';
            floorArea: number | null;
            radius: number | null;
            years: number | null;
            wideCount: number;
            wideShare: number;
            weight: number;
            listed: {
              date: string;
              address: string;
              type: string;
              price: number;
              adjusted: number;
              weight: number;
              building: boolean;
              why: string;
            }[];
          } | null;
          rangeReason: string;
          learned: {
            model: boolean;
            sales: number;
            before: number | null;
            change: number | null;
          };
          indices: {
            months: string[];
            local: {
              name: string;
              values: (number | null)[];
            } | null;
            official: {
              name: string;
              values: (number | null)[];
            } | null;
          } | null;
        } | null;
      };
      rent: {
        monthly: number | null;
        given: number | null;
        estimate: number | null;
        evidence: components['schemas']['RentEvidenceInput'];
      };
      grossYield: number | null;
      roi: {
        singleLet: components['schemas']['RoiResultInput'] | null;
        hmo: components['schemas']['RoiResultInput'] | null;
      };
      stampDuty: {
        tax: number;
        effectiveRate: number;
        /** @enum {string} */
        taxName: 'SDLT' | 'LTT' | 'LBTT';
        bands: {
          from: number;
          to: number | null;
          rate: number;
          tax: number;
        }[];
        notes: string[];
        /** @enum {string} */
        buyer: 'additional' | 'main' | 'first-time';
        /** @enum {string} */
        nation: 'england' | 'wales' | 'scotland' | 'northern-ireland';
      };
      area: {
        crimeRate: number | null;
        deprivation: components['schemas']['DeprivationInput'] | null;
        nearestSchoolName: string | null;
        nearestSchoolDistanceMts: number | null;
        nearestSchoolOSRating: string | null;
        schoolLatitude: number | null;
        schoolLongitude: number | null;
        nearestBusStopName: string | null;
        nearestBusStopDistanceMts: number | null;
        busLatitude: number | null;
        busLongitude: number | null;
        nearestRailwayStationName: string | null;
        nearestRailwayStationDistanceMts: number | null;
        railwayLatitude: number | null;
        railwayLongitude: number | null;
        hpi: {
          name: string;
          month: string;
          oneYear: number | null;
          fiveYears: number | null;
        } | null;
        rentalDemand: ('High' | 'Medium' | 'Low') | null;
      };
      priceWarnings: {
        /** @enum {string} */
        code:
          | 'shared-ownership'
          | 'retirement'
          | 'auction'
          | 'tenanted'
          | 'cash-buyers-only'
          | 'non-standard-construction'
          | 'short-lease'
          | 'part-share'
          | 'far-below-comparables';
        label: string;
        explanation: string;
      }[];
      asOf: string | null;
    };
    CreateDealInput: {
      propertyId?: string | number;
      salePropertyId?: string | number;
      rentPropertyId?: string | number;
      analysis?: components['schemas']['AnalyseInputInput'];
      title?: string;
      /** @enum {string} */
      stage?: 'considering' | 'viewing' | 'offer-made' | 'offer-accepted' | 'purchased' | 'lost';
      notes?: string;
      duplicate?: boolean;
    };
    UpdateDealInput: {
      title?: string;
      /** @enum {string} */
      stage?: 'considering' | 'viewing' | 'offer-made' | 'offer-accepted' | 'purchased' | 'lost';
      notes?: string;
      reminderOn?: string | null;
    };
    NewDealOfferInput: {
      amount: number;
      /** Format: date */
      offeredOn: string;
      /** @enum {string} */
      outcome?: 'pending' | 'accepted' | 'rejected';
      note?: string;
    };
    DealOfferUpdateInput: {
      /** @enum {string} */
      outcome: 'pending' | 'accepted' | 'rejected';
    };
    NewDealViewingInput: {
      /** Format: date */
      viewedOn: string;
      time?: string;
      note?: string;
    };
    DealFiguresInput: {
      asOf: string;
      listPrice: number | null;
      estimate: number | null;
      estimateLow: number | null;
      estimateHigh: number | null;
      estimateConfidence: ('High' | 'Medium' | 'Low') | null;
      bmv: number | null;
      bmvCheck?: boolean | null;
      rent: number | null;
      rentSource: ('estimate' | 'paired' | 'given') | null;
      grossYield: number | null;
      roi: number | null;
      status: string | null;
    };
    DealPropertyInput: {
      address: string | null;
      postcode: string | null;
      latitude: number | null;
      longitude: number | null;
      propertyType: string | null;
      bedrooms: number | null;
      floorArea: number | null;
      tenure: string | null;
      mainImage: string | null;
      images: string[];
    };
    DealOfferInput: {
      id: string;
      amount: number;
      offeredOn: string;
      /** @enum {string} */
      outcome: 'pending' | 'accepted' | 'rejected';
      note: string | null;
    };
    DealViewingInput: {
      id: string;
      viewedOn: string;
      time: string | null;
      note: string | null;
    };
    DealSummaryInput: {
      id: string;
      /** @enum {string} */
      kind: 'listing' | 'plo' | 'analysis';
      title: string;
      /** @enum {string} */
      stage: 'considering' | 'viewing' | 'offer-made' | 'offer-accepted' | 'purchased' | 'lost';
      propertyId: string | null;
      rentPropertyId: string | null;
      property: components['schemas']['DealPropertyInput'];
      listPrice: number | null;
      reminderOn: string | null;
      lastOffer: components['schemas']['DealOfferInput'] | null;
      nextViewing: string | null;
      createdAt: string;
      updatedAt: string;
    };
    DealListInput: {
      deals: components['schemas']['DealSummaryInput'][];
    };
    DealInput: {
      id: string;
      /** @enum {string} */
      kind: 'listing' | 'plo' | 'analysis';
      title: string;
      /** @enum {string} */
      stage: 'considering' | 'viewing' | 'offer-made' | 'offer-accepted' | 'purchased' | 'lost';
      propertyId: string | null;
      rentPropertyId: string | null;
      property: components['schemas']['DealPropertyInput'];
      listPrice: number | null;
      reminderOn: string | null;
      lastOffer: components['schemas']['DealOfferInput'] | null;
      nextViewing: string | null;
      createdAt: string;
      updatedAt: string;
      notes: string;
      offers: components['schemas']['DealOfferInput'][];
      viewings: components['schemas']['DealViewingInput'][];
      then: components['schemas']['DealFiguresInput'];
      now: components['schemas']['DealFiguresInput'] | null;
      events: components['schemas']['HomeEventInput'][];
      analysis: components['schemas']['AnalyseInputInput'] | null;
      share: {
        expiresAt: string;
      } | null;
    };
    DealShareRequestInput: {
      days?: number;
    };
    DealShareInput: {
      url: string;
      expiresAt: string;
    };
    DealPackContentInput: {
      comparables: {
        /** @enum {string} */
        source: 'estimate' | 'nearby';
        address: string;
        date: string | null;
        price: number;
        adjusted: number | null;
        latitude: number | null;
        longitude: number | null;
        distanceM: number | null;
      }[];
      area: {
        label: string;
        value: string;
      }[];
      roiAssumptions: {
        label: string;
        value: string;
      }[];
      methodology: string[];
      attributions: {
        dataset: string;
        attribution: string;
      }[];
    };
    SharedDealInput: {
      title: string;
      /** @enum {string} */
      kind: 'listing' | 'plo' | 'analysis';
      property: components['schemas']['DealPropertyInput'];
      then: components['schemas']['DealFiguresInput'];
      now: components['schemas']['DealFiguresInput'] | null;
      events: components['schemas']['HomeEventInput'][];
      expiresAt: string;
      pack: components['schemas']['DealPackContentInput'];
    };
    CityAggregateInput: {
      district_code: string;
      district_name: string;
      total: number;
      avg_price: number | null;
      avg_bmv: number | null;
      avg_roi: number | null;
    };
    AddFavouriteInput: {
      estimatePropertyId?: string | number;
      ploSalePropertyId?: string | number;
      ploRentPropertyId?: string | number;
      userId?: unknown;
    };
    FavouriteAddedInput: {
      favoriteId: string;
    };
    FavouriteStatusInput: {
      favoriteId: string | null;
      isFavorite: boolean;
    };
    CoverageInput: {
      places:
        | {
            place: string;
            districts: string[];
            listings: number;
          }[]
        | null;
    };
    LocationSuggestionInput: {
      /** @enum {string} */
      type: 'postcode' | 'sector' | 'district' | 'town' | 'county';
      code: string;
      label: string;
      latitude: number | null;
      longitude: number | null;
    };
    PostCodePolygonInput: {
      id: string;
      postCode: string | null;
      polygonCoordinates: [number, number][];
      totalArea: number | null;
      perimeter: number | null;
    };
    PostCodePolygonPageInput: {
      content: components['schemas']['PostCodePolygonInput'][];
      page: components['schemas']['PageInfoInput'];
    };
    PriceVariationRowInput: {
      price_amount: number;
      updated_dt: string;
    };
    PropertyAgentInput: {
      name: string;
      brandImageUrl: string | null;
      contactPhone: string | null;
    };
    MapMarkerInput: {
      postCode: string | null;
      location: string;
      /** @description The point estimate, whole pounds: the value bmv is measured against. */
      avgPrice: number | null;
      roi: number | null;
      bmv: number | null;
      propertyType: string | null;
      plotArea: number | null;
      propertyId: string;
      priceVariation: number | null;
      favoriteId: string | null;
      listPrice: number | null;
      estimatedPrice: number | null;
      bmvLowConfidence: boolean | null;
      priceWarnings: components['schemas']['PriceWarningInput'][];
    };
    MarkerArraysInput: {
      content: [
        string,
        number,
        number,
        string,
        number | null,
        number | null,
        number | null,
        string | null,
        number | null,
        boolean | null,
        (
          | 'shared-ownership'
          | 'retirement'
          | 'auction'
          | 'tenanted'
          | 'cash-buyers-only'
          | 'non-standard-construction'
          | 'short-lease'
          | 'part-share'
          | 'far-below-comparables'
        )[],
      ][];
      total: number;
      /** @enum {string} */
      relation: 'eq' | 'gte';
    };
    MapHitsInput: {
      hits: {
        total: {
          value: number;
          /** @enum {string} */
          relation: 'eq' | 'gte';
        };
        hits: {
          _id: string;
          _source: components['schemas']['MapMarkerInput'];
        }[];
      };
    };
    CrimeRow: {
      crime_type: string;
      reported_by: string | null;
      crime_date: string;
      location: string | null;
      latitude: number;
      longitude: number;
      distance: number;
    };
    NearestSchoolsQuery: {
      latitude: number;
      longitude: number;
      /** @default 10 */
      limit: number;
    };
    NearestSchool: {
      school_name: string;
      rating: string | null;
      rating_date: string | null;
      school_distance: number;
      school_latitude: number;
      school_longitude: number;
      grade: string | null;
    };
    NearestStopsQuery: {
      latitude: number;
      longitude: number;
      /** @enum {string} */
      kind: 'bus' | 'rail';
      /** @default 10 */
      limit: number;
    };
    NearestStop: {
      stop_name: string;
      stop_code: string;
      /** @enum {string} */
      kind: 'bus' | 'rail';
      stop_distance: number;
      stop_latitude: number;
      stop_longitude: number;
    };
    NearestFacilities: {
      post_code: string;
      latitude: number;
      longitude: number;
      nearestSchoolName: string | null;
      nearestSchoolDistanceMts: number | null;
      nearestSchoolOSRating: string | null;
      schoolLatitude: number | null;
      schoolLongitude: number | null;
      nearestBusStopName: string | null;
      nearestBusStopDistanceMts: number | null;
      busLatitude: number | null;
      busLongitude: number | null;
      nearestRailwayStationName: string | null;
      nearestRailwayStationDistanceMts: number | null;
      railwayLatitude: number | null;
      railwayLongitude: number | null;
    };
    Deprivation: {
      lsoaCode: string;
      lsoaName: string | null;
      imdRank: number;
      imdDecile: number | null;
      moreDeprived: number | null;
      nationCount: number | null;
      vintage: string | null;
    };
    PriceWarning: {
      /** @enum {string} */
      code:
        | 'shared-ownership'
        | 'retirement'
        | 'auction'
        | 'tenanted'
        | 'cash-buyers-only'
        | 'non-standard-construction'
        | 'short-lease'
        | 'part-share'
        | 'far-below-comparables';
      label: string;
    };
    PageInfo: {
      number: number;
      size: number;
      totalElements?: number;
      totalPages?: number;
      currentElements: number;
      /** @enum {string} */
      totalRelation?: 'eq' | 'gte';
    };
    EstimateCard: {
      propertyId: string;
      salePropertyId: string;
      rentPropertyId: string | null;
      mainImage: string | null;
      listPrice: number | null;
      status: string;
      estimatedPrice: number | null;
      range1Price: number | null;
      range2Price: number | null;
      priceVariation: number | null;
      postCode: string | null;
      address: string | null;
      rentalDemand: ('Low' | 'Medium' | 'High') | null;
      propertyType: string | null;
      propertySubType: string | null;
      bedrooms: number | null;
      totalFloorArea: number | null;
      agentContactPhone: string | null;
      addedOn: string | null;
      updatedOn: string;
      avgBmv: number | null;
      roi: number | null;
      moreDeprived: number | null;
      crimeRate: number | null;
      avgYield: number | null;
      yieldFlag: boolean | null;
      bmvLowConfidence: boolean | null;
      priceWarnings: components['schemas']['PriceWarning'][];
      estimateConfidence: ('High' | 'Medium' | 'Low') | null;
      residential: boolean;
      favoriteId: string | null;
    };
    EstimateCardPage: {
      content: components['schemas']['EstimateCard'][];
      page: components['schemas']['PageInfo'];
    };
    EstimateCardHits: {
      hits: {
        total?: {
          value: number;
          /** @enum {string} */
          relation: 'eq' | 'gte';
        };
        hits: {
          _id: string;
          _source: components['schemas']['EstimateCard'];
        }[];
      };
    };
    RoiInput: {
      propertyId?: string;
      /**
       * @default SINGLE_LET
       * @enum {string}
       */
      calculatorType: 'SINGLE_LET' | 'HMO';
      postCode?: string;
      address?: string;
      /** @enum {string} */
      nation?: 'england' | 'wales' | 'scotland' | 'northern-ireland';
      listPrice?: number;
      avgRentInArea?: number;
      avgPropertyRent?: number;
      bedrooms?: number;
      roiLegalCosts?: number;
      roiPerRoomMaintenance?: number;
      roiMortgageRate?: number;
      renovationCost?: number;
      roiDownpaymentPercentage?: number;
      roiPerRoomMgmtCostPercentage?: number;
      roiPerRoomVoidsCostPercentage?: number;
      reMortgageHousePrice?: number;
      remortgagePercentage?: number;
      hmoUtilities?: number;
      hmoCouncilTax?: number;
      hmoBroadband?: number;
      hmoLicenceFee?: number;
      /** @enum {string} */
      taxBand?: 'basic' | 'higher' | 'additional' | 'company';
    };
    RoiOutput: {
      loanAmount: number;
      stampDuty: number;
      totalEquity: number;
      finalRoi: number | null;
      monthlyInterest: number;
      mortgagePerAnnum: number;
      monthlyRoomMaintenance: number;
      yearlyRoomMaintenance: number;
      monthlyRentRequired: number | null;
      mortgageExpensePerAnnum: number;
      monthlyRentExpected: number;
      avgRentPerAnnum: number;
      monthlyCashflow: number;
      yearlyCashflow: number;
      remortgageLoanAmount: number;
      reMortgageInterestPerAnnum: number;
      reMortgageAvgRentPerAnnum: number;
      reMortgageExpensePerAnnum: number;
      remortgageCashflow: number;
      equityLeft: number;
      remortgageRoi: number | null;
      monthlyHmoCosts: number;
      yearlyHmoCosts: number;
      profitBeforeFinanceCosts: number;
      financeCostCredit: number | null;
      taxPerAnnum: number | null;
      cashflowAfterTax: number | null;
    };
    RoiResult: {
      propertyId: string | null;
      postCode: string | null;
      address: string | null;
      /** @enum {string} */
      calculatorType: 'SINGLE_LET' | 'HMO';
      /** @enum {string} */
      nation: 'england' | 'wales' | 'scotland' | 'northern-ireland';
      listPrice: number;
      avgRentInArea: number;
      avgPropertyRent: number;
      bedrooms: number;
      roiLegalCosts: number;
      roiPerRoomMaintenance: number;
      roiMortgageRate: number;
      renovationCost: number;
      roiDownpaymentPercentage: number;
      roiPerRoomMgmtCostPercentage: number;
      roiPerRoomVoidsCostPercentage: number;
      reMortgageHousePrice: number;
      remortgagePercentage: number;
      hmoUtilities: number;
      hmoCouncilTax: number;
      hmoBroadband: number;
      hmoLicenceFee: number;
      taxBand: ('basic' | 'higher' | 'additional' | 'company') | null;
      totalFloorArea: number | null;
      loanAmount: number;
      stampDuty: number;
      totalEquity: number;
      finalRoi: number | null;
      monthlyInterest: number;
      mortgagePerAnnum: number;
      monthlyRoomMaintenance: number;
      yearlyRoomMaintenance: number;
      monthlyRentRequired: number | null;
      mortgageExpensePerAnnum: number;
      monthlyRentExpected: number;
      avgRentPerAnnum: number;
      monthlyCashflow: number;
      yearlyCashflow: number;
      remortgageLoanAmount: number;
      reMortgageInterestPerAnnum: number;
      reMortgageAvgRentPerAnnum: number;
      reMortgageExpensePerAnnum: number;
      remortgageCashflow: number;
      equityLeft: number;
      remortgageRoi: number | null;
      monthlyHmoCosts: number;
      yearlyHmoCosts: number;
      profitBeforeFinanceCosts: number;
      financeCostCredit: number | null;
      taxPerAnnum: number | null;
      cashflowAfterTax: number | null;
    };
    StatedIncome: {
      monthly: number;
      annual: number;
      /** @enum {string} */
      period: 'year' | 'month' | 'week' | 'yield';
      text: string;
      /** @enum {string} */
      yieldUses: 'rent-estimate' | 'paired-rent';
    };
    PropertyDetails: {
      propertyId: string;
      listPrice: number | null;
      estimatedPrice: number | null;
      range1Price: number | null;
      range2Price: number | null;
      range1PPSM: number | null;
      range2PPSM: number | null;
      priceEstimateType: ('SPB' | 'CSB') | null;
      ppsmRadius: number | null;
      address: string | null;
      postCode: string | null;
      area: string | null;
      propertyUrl: string | null;
      rentalDemand: ('Low' | 'Medium' | 'High') | null;
      status: string;
      images: string;
      mainImage: string | null;
      summary: string;
      isDescLoaded: boolean;
      bedrooms: number | null;
      totalFloorArea: number | null;
      propertyType: string | null;
      propertySubType: string | null;
      addedOn: string | null;
      avgBmv: number | null;
      roi: number | null;
      moreDeprived: number | null;
      hpiPPSM: number | null;
      dateOfTransfer: string | null;
      soldPrice: number | null;
      soldPPSM: number | null;
      crimeRate: number | null;
      priceVariation: number | null;
      plotAreaId: string | null;
      agentId: string | null;
      floorPlanImages: string;
      latitude: number | null;
      longitude: number | null;
      nearestSchoolName: string | null;
      nearestSchoolDistanceMts: number | null;
      nearestSchoolOSRating: string | null;
      schoolLatitude: number | null;
      schoolLongitude: number | null;
      nearestBusStopName: string | null;
      nearestBusStopDistanceMts: number | null;
      busLatitude: number | null;
      busLongitude: number | null;
      nearestRailwayStationName: string | null;
      nearestRailwayStationDistanceMts: number | null;
      railwayLatitude: number | null;
      railwayLongitude: number | null;
      estimateConfidence: ('High' | 'Medium' | 'Low') | null;
      estimateComparables: number | null;
      district: string | null;
      sector: string | null;
      updatedOn: string;
      avgYield: number | null;
      rentEstimate: number | null;
      hpiValuation: number | null;
      residential: boolean;
      yieldFlag: boolean | null;
      bmvLowConfidence: boolean | null;
      statedIncome: components['schemas']['StatedIncome'] | null;
      priceWarnings: components['schemas']['PriceWarning'][];
    };
    PloItem: {
      salePropertyId: string;
      rentPropertyId: string;
      salePrice: number | null;
      rentPrice: number | null;
      salePropertyUrl: string | null;
      rentPropertyUrl: string | null;
      /** @enum {string} */
      rentStatus: 'To Let' | 'Let Agreed';
      status: string;
      mainImage: string | null;
      postCode: string | null;
      address: string | null;
      rentalDemand: ('Low' | 'Medium' | 'High') | null;
      propertyType: string | null;
      propertySubtype: string | null;
      bedrooms: number | null;
      agentContactPhone: string | null;
      addedOn: string | null;
      updatedOn: string;
      deprivationIndex: number | null;
      location: string | null;
      ploId: {
        salePropertyId: string;
        rentPropertyId: string;
      };
      grossYield: number | null;
      yieldFlag: boolean | null;
      roi: number | null;
      estimatedPrice: number | null;
      range1Price: number | null;
      range2Price: number | null;
      avgBmv: number | null;
      bmvLowConfidence: boolean | null;
      priceWarnings: components['schemas']['PriceWarning'][];
      areaMedianRent: number | null;
      rentVsAreaPct: number | null;
      favoriteId: string | null;
    };
    PloItemPage: {
      content: components['schemas']['PloItem'][];
      page: components['schemas']['PageInfo'];
    };
    PloItemHits: {
      hits: {
        total?: {
          value: number;
          /** @enum {string} */
          relation: 'eq' | 'gte';
        };
        hits: {
          _id: string;
          _source: components['schemas']['PloItem'];
        }[];
      };
    };
    PloMarker: {
      location: string;
      postCode: string | null;
      salePrice: number | null;
      rentPrice: number | null;
      deprivationIndex: number | null;
      propertyType: string | null;
      salePropertyId: string;
      rentPropertyId: string;
      address: string | null;
      grossYield: number | null;
    };
    PloMarkerHits: {
      hits: {
        total: {
          value: number;
          /** @enum {string} */
          relation: 'eq' | 'gte';
        };
        hits: {
          _id: string;
          _source: components['schemas']['PloMarker'];
        }[];
      };
    };
    PloSimilarItems: components['schemas']['PloItem'][];
    PloDetail: {
      propertyId: string;
      listPrice: number | null;
      estimatedPrice: number | null;
      range1Price: number | null;
      range2Price: number | null;
      range1PPSM: number | null;
      range2PPSM: number | null;
      priceEstimateType: ('SPB' | 'CSB') | null;
      ppsmRadius: number | null;
      address: string | null;
      postCode: string | null;
      area: string | null;
      propertyUrl: string | null;
      rentalDemand: ('Low' | 'Medium' | 'High') | null;
      status: string;
      images: string;
      mainImage: string | null;
      summary: string;
      isDescLoaded: boolean;
      bedrooms: number | null;
      totalFloorArea: number | null;
      propertyType: string | null;
      propertySubType: string | null;
      addedOn: string | null;
      avgBmv: number | null;
      roi: number | null;
      moreDeprived: number | null;
      hpiPPSM: number | null;
      dateOfTransfer: string | null;
      soldPrice: number | null;
      soldPPSM: number | null;
      crimeRate: number | null;
      priceVariation: number | null;
      plotAreaId: string | null;
      agentId: string | null;
      floorPlanImages: string;
      latitude: number | null;
      longitude: number | null;
      nearestSchoolName: string | null;
      nearestSchoolDistanceMts: number | null;
      nearestSchoolOSRating: string | null;
      schoolLatitude: number | null;
      schoolLongitude: number | null;
      nearestBusStopName: string | null;
      nearestBusStopDistanceMts: number | null;
      busLatitude: number | null;
      busLongitude: number | null;
      nearestRailwayStationName: string | null;
      nearestRailwayStationDistanceMts: number | null;
      railwayLatitude: number | null;
      railwayLongitude: number | null;
      estimateConfidence: ('High' | 'Medium' | 'Low') | null;
      estimateComparables: number | null;
      district: string | null;
      sector: string | null;
      updatedOn: string;
      avgYield: number | null;
      rentEstimate: number | null;
      hpiValuation: number | null;
      residential: boolean;
      yieldFlag: boolean | null;
      bmvLowConfidence: boolean | null;
      statedIncome: components['schemas']['StatedIncome'] | null;
      priceWarnings: components['schemas']['PriceWarning'][];
      ploId: {
        salePropertyId: string;
        rentPropertyId: string;
      };
      salePropertyUrl: string | null;
      rentPropertyUrl: string | null;
      salePrice: number | null;
      rentPrice: number | null;
      /** @enum {string} */
      rentStatus: 'To Let' | 'Let Agreed';
      rentAddedOn: string | null;
      grossYield: number | null;
      areaMedianRent: number | null;
      rentVsAreaPct: number | null;
    };
    SavedSearch: {
      id: string;
      name: string;
      /** @enum {string} */
      kind: 'estimates' | 'plo';
      filter: {
        [key: string]: string;
      };
      /** @description The search filter as a typed JSON object (numbers as numbers, lists as arrays, toggles as booleans); the same filter as `filter`, which has it in the URL form. */
      criteria: {
        [key: string]: (string | number | boolean) | (string | number)[];
      };
      /** @constant */
      filterVersion: 1;
      /** @enum {string} */
      alert: 'instant' | 'daily' | 'weekly' | 'off';
      newMatches: number;
      createdAt: string;
      viewedAt: string;
    };
    Notification: {
      id: string;
      /** @enum {string} */
      source: 'search' | 'favourite';
      savedSearchId: string | null;
      title: string;
      text: string;
      propertyId: string;
      createdAt: string;
      read: boolean;
    };
    AlertSettings: {
      priceDrop: boolean;
      statusChange: boolean;
      backOnMarket: boolean;
      /** @enum {string} */
      frequency: 'instant' | 'daily' | 'weekly' | 'off';
    };
    MembershipPlan: {
      id: number;
      name: string;
      amount: number;
      frequency: string;
      periodMonths: number;
      description: string;
      featuresJson: {
        features: {
          name: string;
          enabled: boolean;
        }[];
      };
      autoDebitFrom: string;
    };
    AutoDebitPlan: {
      id: number;
      name: string;
      amount: number;
      frequency: string;
      periodMonths: number;
    };
    MembershipPlans: {
      monthly: components['schemas']['MembershipPlan'] | null;
      yearly: components['schemas']['MembershipPlan'] | null;
      rest: components['schemas']['MembershipPlan'][];
      autoDebit: components['schemas']['AutoDebitPlan'] | null;
    };
    MembershipPayment: {
      paymentId: string;
      status: string;
      amountPaid: number;
      paymentDate: string;
      validTill: string | null;
      planName: string;
    };
    MembershipPaymentPage: {
      content: components['schemas']['MembershipPayment'][];
      page: {
        size: number;
        number: number;
        totalElements: number;
        totalPages: number;
      };
    };
    CurrentMembership: {
      /** @enum {string} */
      state: 'trial' | 'demo' | 'paid' | 'grace' | 'expired';
      planName: string | null;
      validTill: string | null;
      autoDebit: {
        subscriptionId: string;
        planName: string;
        amount: number;
        status: string;
        nextCollectionDate: string;
      } | null;
      mandates: {
        mandateId: string;
        status: string;
        createdAt: string;
        lastPaymentFailed: boolean;
      }[];
    };
    CreateApiKeyRequest: {
      name: string;
      scopes: unknown;
    };
    ApiKey: {
      id: string;
      name: string;
      scopes: ('read' | 'deals:write' | 'listings:write')[];
      prefix: string;
      createdAt: string;
      lastUsedAt: string | null;
    };
    ApiKeyList: components['schemas']['ApiKey'][];
    CreatedApiKey: {
      id: string;
      name: string;
      scopes: ('read' | 'deals:write' | 'listings:write')[];
      prefix: string;
      createdAt: string;
      key: string;
    };
    LoginRequest: {
      loginId: string;
      password: string;
      rememberMe?: boolean;
    };
    ResendVerificationRequest: {
      loginId: string;
      password: string;
    };
    Session: {
      user: {
        id: string;
        firstName: string;
        lastName: string;
        emailId: string;
      };
      attributes: string[];
      hrefs: string[];
      membershipExpired: boolean;
      membershipValidTill: string | null;
      operator: boolean;
    };
    RegisterRequest: {
      firstName: string;
      lastName?: string;
      /** Format: email */
      emailId: string;
      password: string;
      confirmPassword: string;
      captchaToken?: string;
      host?: string;
    };
    ForgotPasswordRequest: {
      /** Format: email */
      emailId: string;
      captchaToken?: string;
      host?: string;
    };
    ResetPasswordRequest: {
      id: string;
      password: string;
      confirmPassword: string;
      captchaToken?: string;
    };
    ResetLinkStatus: {
      /** @enum {string} */
      state: 'usable' | 'used' | 'expired' | 'unknown';
    };
    AuthConfig: {
      /** @enum {string} */
      captchaProvider: 'altcha' | 'turnstile' | 'recaptcha' | 'none';
      googleEnabled: boolean;
    };
    ApiError: {
      message: string;
      code: string;
      errors?: {
        [key: string]: string;
      };
      requestId?: string;
    };
    Health: {
      /** @constant */
      status: 'ok';
      version: string;
      /** @enum {string} */
      database: 'postgres' | 'pglite';
      /** @enum {string} */
      dataMode: 'demo' | 'real' | 'empty';
      readReplica: boolean;
      mapTiles: {
        urlTemplate: string;
        attribution: string;
      } | null;
    };
    Preference: {
      /** @enum {string} */
      preferenceType: 'hpi_analytics';
      configJson: string | null;
    };
    /** @enum {string} */
    HpiSource: 'published' | 'demo' | 'mixed';
    HpiDistrict: {
      district_code: string;
      district_name: string;
      county_name: string;
      region_name: string;
    };
    HpiReportRow: {
      districtCode: string;
      countyName: string;
      districtName: string;
      detachedHpi: number | null;
      semiDetachedHpi: number | null;
      terracedHpi: number | null;
      flatHpi: number | null;
      otherHpi: number | null;
      regionName: string;
      /** @enum {string} */
      source: 'published' | 'demo';
    };
    HpiReportPage: {
      content: components['schemas']['HpiReportRow'][];
      page: components['schemas']['PageInfo'];
      latestMonth: string | null;
      fromMonth: string | null;
      source: components['schemas']['HpiSource'] | null;
    };
    HpiSeries: {
      series: string[];
      data: {
        [key: string]: (number | null)[];
      };
      districts: {
        code: string;
        name: string;
        source: components['schemas']['HpiSource'];
      }[];
      /** @enum {string} */
      propertyType: 'all' | 'detached' | 'semiDetached' | 'terraced' | 'flat';
      latestMonth: string | null;
      source: components['schemas']['HpiSource'] | null;
    };
    HpiYields: {
      series: string[];
      data: {
        [key: string]: (number | null)[];
      };
      latestMonth: string | null;
      source: components['schemas']['HpiSource'] | null;
    };
    ValuationRow: {
      property_address: string;
      sold_price: number;
      total_floor_area: number | null;
      property_type: string;
      range1_price: number | null;
      range2_price: number | null;
      date_of_transfer: string;
    };
    ValuationHome: {
      homeKey: string;
      address: string;
      propertyType: string;
      totalFloorArea: number | null;
      range1Price: number | null;
      range2Price: number | null;
      estimateBasis: ('listing' | 'last-sale') | null;
      sales: {
        date_of_transfer: string;
        sold_price: number;
        indexedPrice: number | null;
      }[];
    };
    PostcodeValuation: {
      postCode: string;
      lat: number | null;
      lng: number | null;
      sales: number;
      recentSales: number;
      medianPrice: number | null;
      medianPpsm: number | null;
      salesPerYear: {
        year: number;
        sales: number;
        medianPrice: number;
      }[];
      hpiChange: {
        area: string;
        latestMonth: string;
        change12m: number | null;
        change60m: number | null;
        source: components['schemas']['HpiSource'];
      } | null;
      rows: components['schemas']['ValuationRow'][];
      homes: components['schemas']['ValuationHome'][];
    };
    ValuationQuery: {
      query: string;
    };
    ValuationRequest: {
      query: string;
      propertyType?: string;
      postCode?: string;
      soldDate?: string;
      soldPrice?: number | string;
      sqMts?: number | string;
    };
    ValuationResult: {
      avgPrice: number | null;
      hpiPrice: number | null;
      hpi: number | null;
      inputs: {
        postCode: string;
        soldDate: string;
        soldPrice: number;
        sqMts: number | null;
        /** @enum {string} */
        propertyType: 'D' | 'S' | 'T' | 'F' | 'O';
        radius: number;
        years: number;
      };
      explanation: {
        hpiArea: string | null;
        hpiSeries: string | null;
        soldMonth: string | null;
        latestMonth: string | null;
        indexThen: number | null;
        indexNow: number | null;
        medianPpsm: number | null;
        comparables: number;
        avgPriceNote: string | null;
        hpiSource: components['schemas']['HpiSource'] | null;
      };
      comparables: {
        dateOfTransfer: string;
        address: string;
        propertyType: string;
        price: number;
        totalFloorArea: number;
        adjustedPpsm: number;
        distance: number;
      }[];
    };
    RentUsed: {
      propertyId: string;
      propertyType: string | null;
      bedrooms: number | null;
      distance: number | null;
      listedOn: string;
      rent: number;
      weight: number;
      letAgreed: boolean;
      address: string | null;
      postCode: string | null;
    };
    RentEvidence: {
      rentEstimate: number | null;
      /** @enum {string} */
      source: 'pair' | 'comparables' | 'none';
      rule: string;
      step: {
        radius: number;
        months: number;
        /** @enum {string} */
        type: 'same-type' | 'type-group';
      } | null;
      letAgreedOnly: boolean;
      used: components['schemas']['RentUsed'][];
      ruleRent: number | null;
      current: boolean;
      asOf: string | null;
    };
    HomeEvent: {
      /** @enum {string} */
      kind:
        | 'first-listed'
        | 'relisted'
        | 'price-change'
        | 'status-change'
        | 'back-on-market'
        | 'withdrawn'
        | 'sold';
      date: string;
      listingId: string;
      price: number | null;
      oldPrice: number | null;
      oldStatus: string | null;
      newStatus: string | null;
      gapDays: number | null;
    };
    HomePricePoint: {
      date: string;
      price: number;
      /** @enum {string} */
      kind: 'asking' | 'sold';
    };
    HomeSold: {
      date: string;
      price: number;
      lastAskingPrice: number | null;
      gap: number | null;
      gapPct: number | null;
    };
    PropertyHistory: {
      propertyId: string;
      homeId: string;
      listingIds: string[];
      events: components['schemas']['HomeEvent'][];
      summary: {
        firstListed: string | null;
        daysOnMarket: number | null;
        timesListed: number;
        asOf: string;
        lastAskingPrice: number | null;
        pricePath: components['schemas']['HomePricePoint'][];
        sold: components['schemas']['HomeSold'] | null;
      };
    };
    RecentSoldQuery: {
      postCode: unknown;
      latitude: number;
      longitude: number;
      propertyType?: ('T' | 'D' | 'S' | 'F' | 'O') | null;
    };
    RecentSoldRow: {
      post_code: string;
      address: string;
      property_type: string;
      sold_price: number;
      date_of_transfer: string;
      total_floor_area: number | null;
      inspection_date: string | null;
      current_energy_rating: string | null;
      distance: number;
    };
    RentalRow: {
      main_image: string | null;
      post_code: string | null;
      property_type: string | null;
      price_amount: number | null;
      bedrooms: number | null;
      distance: number;
      property_id: string;
      address: string | null;
      property_url: string | null;
      status: string;
    };
    AltchaChallenge: {
      parameters: {
        algorithm: string;
        nonce: string;
        salt: string;
        cost: number;
        keyLength: number;
        keyPrefix: string;
        keySignature?: string;
        memoryCost?: number;
        parallelism?: number;
        expiresAt?: number;
      };
      signature?: string;
    };
    IngestListingResult: {
      id: number;
      ref: string;
      /** @enum {string} */
      outcome: 'created' | 'updated' | 'unchanged' | 'withdrawn';
      changed: boolean;
      status: string;
    };
    IngestBatchResult: {
      created: number;
      updated: number;
      unchanged: number;
      withdrawn: number;
      withdrawnAbsent: number;
      rejected: {
        line: number;
        reason: string;
      }[];
    };
    AreaAverages: {
      area: string;
      /** @enum {string} */
      level: 'district' | 'area';
      avg_yield: number | null;
      avg_price: number | null;
      avg_rent: number | null;
      total_listing: number;
      rent_listings: number;
      yield_postcodes: number;
      roomAvg: {
        roomsWanted: number | null;
        roomsAvailable: number;
        avgPrice: number | null;
      };
    };
    YieldRow: {
      area: string;
      avg_yield: number;
      avg_rent: number;
      avg_price: number;
      sale_listings: number;
      rent_listings: number;
    };
    YieldPage: {
      content: components['schemas']['YieldRow'][];
      page: components['schemas']['PageInfo'];
    };
    StampDuty: {
      tax: number;
      effectiveRate: number;
      /** @enum {string} */
      taxName: 'SDLT' | 'LTT' | 'LBTT';
      bands: {
        from: number;
        to: number | null;
        rate: number;
        tax: number;
      }[];
      notes: string[];
    };
    AnalyseInput: {
      postCode: string;
      address?: string;
      /** @enum {string} */
      addressSource?: 'price-paid' | 'epc' | 'listing' | 'typed';
      addressRef?: string;
      /** @enum {string} */
      propertyType: 'D' | 'S' | 'T' | 'F';
      propertySubType?: string;
      bedrooms: number;
      floorArea?: number;
      /** @enum {string} */
      tenure: 'freehold' | 'leasehold' | 'share-of-freehold';
      leaseYears?: number;
      askingPrice: number;
      priceQualifier?: string;
      monthlyRent?: number;
      /**
       * @default additional
       * @enum {string}
       */
      buyer: 'additional' | 'main' | 'first-time';
      text?: string;
    };
    AnalyseParseBody: {
      text: string;
    };
    ParsedListingText: {
      fields: {
        askingPrice?: number;
        priceQualifier?: string;
        bedrooms?: number;
        /** @enum {string} */
        propertyType?: 'D' | 'S' | 'T' | 'F';
        propertySubType?: string;
        postCode?: string;
        outwardCode?: string;
        address?: string;
        floorArea?: number;
        /** @enum {string} */
        tenure?: 'freehold' | 'leasehold' | 'share-of-freehold';
        leaseYears?: number;
      };
      keywords: (
        | 'shared-ownership'
        | 'retirement'
        | 'auction'
        | 'tenanted'
        | 'cash-buyers-only'
        | 'non-standard-construction'
        | 'short-lease'
        | 'part-share'
        | 'far-below-comparables'
      )[];
      read: {
        field: string;
        text: string;
      }[];
      unread: {
        /** @enum {string} */
        field: 'askingPrice' | 'bedrooms' | 'propertyType' | 'postCode' | 'floorArea' | 'tenure';
        reason: string;
      }[];
    };
    KnownAddress: {
      address: string;
      /** @enum {string} */
      source: 'price-paid' | 'epc' | 'listing' | 'typed';
      ref: string;
      propertyType: ('D' | 'S' | 'T' | 'F') | null;
      bedrooms: number | null;
      floorArea: number | null;
      tenure: ('freehold' | 'leasehold' | 'share-of-freehold') | null;
      price: number | null;
      date: string | null;
    };
    KnownAddresses: {
      postCode: string;
      addresses: components['schemas']['KnownAddress'][];
    };
    AnalyseResult: {
      input: components['schemas']['AnalyseInput'];
      listingId: string | null;
      location: {
        postCode: string;
        latitude: number | null;
        longitude: number | null;
        district: string | null;
        sector: string | null;
        /** @enum {string} */
        nation: 'england' | 'wales' | 'scotland' | 'northern-ireland';
        centroid: boolean;
      };
      estimate: {
        point: number | null;
        low: number | null;
        high: number | null;
        confidence: ('High' | 'Medium' | 'Low') | null;
        priceEstimateType: ('SPB' | 'CSB') | null;
        comparables: number | null;
        bmv: number | null;
        bmvCheck: boolean | null;
        evidence: {
          estimate: number | null;
          low: number | null;
          high: number | null;
          /** @enum {string} */
          band: 'High' | 'Medium' | 'Low';
          claim: number;
          sd: number;
          calibrated: boolean;
          bandAccuracy: {
            pe10: number | null;
            mdape: number | null;
            inRange: number | null;
            sales: number;
            holdoutFrom: string;
            holdoutTo: string;
          } | null;
          valuationMonth: string | null;
          lastSale: {
            date: string;
            price: number;
            indexed: number;
            index: string;
            indexName: string;
            weight: number;
            years: number;
          } | null;
          comparables: {
            value: number;
            /** @enum {string} */
            method: 'SPB' | 'CSB';
            floorArea: number | null;
            radius: number | null;
            years: number | null;
            wideCount: number;
            wideShare: number;
            weight: number;
            listed: {
              date: string;
              address: string;
              type: string;
              price: number;
              adjusted: number;
              weight: number;
              building: boolean;
              why: string;
            }[];
          } | null;
          rangeReason: string;
          learned: {
            model: boolean;
            sales: number;
            before: number | null;
            change: number | null;
          };
          indices: {
            months: string[];
            local: {
              name: string;
              values: (number | null)[];
            } | null;
            official: {
              name: string;
              values: (number | null)[];
            } | null;
          } | null;
        } | null;
      };
      rent: {
        monthly: number | null;
        given: number | null;
        estimate: number | null;
        evidence: components['schemas']['RentEvidence'];
      };
      grossYield: number | null;
      roi: {
        singleLet: components['schemas']['RoiResult'] | null;
        hmo: components['schemas']['RoiResult'] | null;
      };
      stampDuty: {
        tax: number;
        effectiveRate: number;
        /** @enum {string} */
        taxName: 'SDLT' | 'LTT' | 'LBTT';
        bands: {
          from: number;
          to: number | null;
          rate: number;
          tax: number;
        }[];
        notes: string[];
        /** @enum {string} */
        buyer: 'additional' | 'main' | 'first-time';
        /** @enum {string} */
        nation: 'england' | 'wales' | 'scotland' | 'northern-ireland';
      };
      area: {
        crimeRate: number | null;
        deprivation: components['schemas']['Deprivation'] | null;
        nearestSchoolName: string | null;
        nearestSchoolDistanceMts: number | null;
        nearestSchoolOSRating: string | null;
        schoolLatitude: number | null;
        schoolLongitude: number | null;
        nearestBusStopName: string | null;
        nearestBusStopDistanceMts: number | null;
        busLatitude: number | null;
        busLongitude: number | null;
        nearestRailwayStationName: string | null;
        nearestRailwayStationDistanceMts: number | null;
        railwayLatitude: number | null;
        railwayLongitude: number | null;
        hpi: {
          name: string;
          month: string;
          oneYear: number | null;
          fiveYears: number | null;
        } | null;
        rentalDemand: ('High' | 'Medium' | 'Low') | null;
      };
      priceWarnings: {
        /** @enum {string} */
        code:
          | 'shared-ownership'
          | 'retirement'
          | 'auction'
          | 'tenanted'
          | 'cash-buyers-only'
          | 'non-standard-construction'
          | 'short-lease'
          | 'part-share'
          | 'far-below-comparables';
        label: string;
        explanation: string;
      }[];
      asOf: string | null;
    };
    CreateDeal: {
      propertyId?: string;
      salePropertyId?: string;
      rentPropertyId?: string;
      analysis?: components['schemas']['AnalyseInput'];
      title?: string;
      /** @enum {string} */
      stage?: 'considering' | 'viewing' | 'offer-made' | 'offer-accepted' | 'purchased' | 'lost';
      notes?: string;
      duplicate?: boolean;
    };
    UpdateDeal: {
      title?: string;
      /** @enum {string} */
      stage?: 'considering' | 'viewing' | 'offer-made' | 'offer-accepted' | 'purchased' | 'lost';
      notes?: string;
      reminderOn?: string | null;
    };
    NewDealOffer: {
      amount: number;
      /** Format: date */
      offeredOn: string;
      /** @enum {string} */
      outcome?: 'pending' | 'accepted' | 'rejected';
      note?: string;
    };
    DealOfferUpdate: {
      /** @enum {string} */
      outcome: 'pending' | 'accepted' | 'rejected';
    };
    NewDealViewing: {
      /** Format: date */
      viewedOn: string;
      time?: string;
      note?: string;
    };
    DealFigures: {
      asOf: string;
      listPrice: number | null;
      estimate: number | null;
      estimateLow: number | null;
      estimateHigh: number | null;
      estimateConfidence: ('High' | 'Medium' | 'Low') | null;
      bmv: number | null;
      bmvCheck?: boolean | null;
      rent: number | null;
      rentSource: ('estimate' | 'paired' | 'given') | null;
      grossYield: number | null;
      roi: number | null;
      status: string | null;
    };
    DealProperty: {
      address: string | null;
      postcode: string | null;
      latitude: number | null;
      longitude: number | null;
      propertyType: string | null;
      bedrooms: number | null;
      floorArea: number | null;
      tenure: string | null;
      mainImage: string | null;
      images: string[];
    };
    DealOffer: {
      id: string;
      amount: number;
      offeredOn: string;
      /** @enum {string} */
      outcome: 'pending' | 'accepted' | 'rejected';
      note: string | null;
    };
    DealViewing: {
      id: string;
      viewedOn: string;
      time: string | null;
      note: string | null;
    };
    DealSummary: {
      id: string;
      /** @enum {string} */
      kind: 'listing' | 'plo' | 'analysis';
      title: string;
      /** @enum {string} */
      stage: 'considering' | 'viewing' | 'offer-made' | 'offer-accepted' | 'purchased' | 'lost';
      propertyId: string | null;
      rentPropertyId: string | null;
      property: components['schemas']['DealProperty'];
      listPrice: number | null;
      reminderOn: string | null;
      lastOffer: components['schemas']['DealOffer'] | null;
      nextViewing: string | null;
      createdAt: string;
      updatedAt: string;
    };
    DealList: {
      deals: components['schemas']['DealSummary'][];
    };
    Deal: {
      id: string;
      /** @enum {string} */
      kind: 'listing' | 'plo' | 'analysis';
      title: string;
      /** @enum {string} */
      stage: 'considering' | 'viewing' | 'offer-made' | 'offer-accepted' | 'purchased' | 'lost';
      propertyId: string | null;
      rentPropertyId: string | null;
      property: components['schemas']['DealProperty'];
      listPrice: number | null;
      reminderOn: string | null;
      lastOffer: components['schemas']['DealOffer'] | null;
      nextViewing: string | null;
      createdAt: string;
      updatedAt: string;
      notes: string;
      offers: components['schemas']['DealOffer'][];
      viewings: components['schemas']['DealViewing'][];
      then: components['schemas']['DealFigures'];
      now: components['schemas']['DealFigures'] | null;
      events: components['schemas']['HomeEvent'][];
      analysis: components['schemas']['AnalyseInput'] | null;
      share: {
        expiresAt: string;
      } | null;
    };
    DealShareRequest: {
      days?: number;
    };
    DealShare: {
      url: string;
      expiresAt: string;
    };
    DealPackContent: {
      comparables: {
        /** @enum {string} */
        source: 'estimate' | 'nearby';
        address: string;
        date: string | null;
        price: number;
        adjusted: number | null;
        latitude: number | null;
        longitude: number | null;
        distanceM: number | null;
      }[];
      area: {
        label: string;
        value: string;
      }[];
      roiAssumptions: {
        label: string;
        value: string;
      }[];
      methodology: string[];
      attributions: {
        dataset: string;
        attribution: string;
      }[];
    };
    SharedDeal: {
      title: string;
      /** @enum {string} */
      kind: 'listing' | 'plo' | 'analysis';
      property: components['schemas']['DealProperty'];
      then: components['schemas']['DealFigures'];
      now: components['schemas']['DealFigures'] | null;
      events: components['schemas']['HomeEvent'][];
      expiresAt: string;
      pack: components['schemas']['DealPackContent'];
    };
    CityAggregate: {
      district_code: string;
      district_name: string;
      total: number;
      avg_price: number | null;
      avg_bmv: number | null;
      avg_roi: number | null;
    };
    AddFavourite: {
      estimatePropertyId?: string;
      ploSalePropertyId?: string;
      ploRentPropertyId?: string;
      userId?: unknown;
    };
    FavouriteAdded: {
      favoriteId: string;
    };
    FavouriteStatus: {
      favoriteId: string | null;
      isFavorite: boolean;
    };
    Coverage: {
      places:
        | {
            place: string;
            districts: string[];
            listings: number;
          }[]
        | null;
    };
    LocationSuggestion: {
      /** @enum {string} */
      type: 'postcode' | 'sector' | 'district' | 'town' | 'county';
      code: string;
      label: string;
      latitude: number | null;
      longitude: number | null;
    };
    PostCodePolygon: {
      id: string;
      postCode: string | null;
      polygonCoordinates: [number, number][];
      totalArea: number | null;
      perimeter: number | null;
    };
    PostCodePolygonPage: {
      content: components['schemas']['PostCodePolygon'][];
      page: components['schemas']['PageInfo'];
    };
    PriceVariationRow: {
      price_amount: number;
      updated_dt: string;
    };
    PropertyAgent: {
      name: string;
      brandImageUrl: string | null;
      contactPhone: string | null;
    };
    MapMarker: {
      postCode: string | null;
      location: string;
      /** @description The point estimate, whole pounds: the value bmv is measured against. */
      avgPrice: number | null;
      roi: number | null;
      bmv: number | null;
      propertyType: string | null;
      plotArea: number | null;
      propertyId: string;
      priceVariation: number | null;
      favoriteId: string | null;
      listPrice: number | null;
      estimatedPrice: number | null;
      bmvLowConfidence: boolean | null;
      priceWarnings: components['schemas']['PriceWarning'][];
    };
    MarkerArrays: {
      content: [
        string,
        number,
        number,
        string,
        number | null,
        number | null,
        number | null,
        string | null,
        number | null,
        boolean | null,
        (
          | 'shared-ownership'
          | 'retirement'
          | 'auction'
          | 'tenanted'
          | 'cash-buyers-only'
          | 'non-standard-construction'
          | 'short-lease'
          | 'part-share'
          | 'far-below-comparables'
        )[],
      ][];
      total: number;
      /** @enum {string} */
      relation: 'eq' | 'gte';
    };
    MapHits: {
      hits: {
        total: {
          value: number;
          /** @enum {string} */
          relation: 'eq' | 'gte';
        };
        hits: {
          _id: string;
          _source: components['schemas']['MapMarker'];
        }[];
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  postLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out: no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAuthConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthConfig'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getCaptchaChallenge: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AltchaChallenge'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postRegisterUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_REGISTERED, API_KEY_LIMIT, PAYMENT_PENDING, CONFLICT, DEAL_EXISTS */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: HOST_NOT_ALLOWED */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postRegisterResend: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResendVerificationRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: HOST_NOT_ALLOWED */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getValidateEmail: {
    parameters: {
      query: {
        emailId: string;
        captchaToken?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            emailExists: boolean;
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getValidateRegistrationEmail: {
    parameters: {
      query: {
        token: string;
        captchaToken?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postForgotPasswordEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ForgotPasswordRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: HOST_NOT_ALLOWED */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getResetPasswordStatus: {
    parameters: {
      query: {
        id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResetLinkStatus'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postResetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getOauthGoogle: {
    parameters: {
      query?: {
        redirect?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To Google's sign-in page (the Location header) */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: HOST_NOT_ALLOWED */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getOauthGoogleCallback: {
    parameters: {
      query: {
        code: string;
        state: string;
        iss?: string;
        host?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            redirect: string;
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAccountApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeyList'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAccountApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateApiKeyRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedApiKey'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_REGISTERED, API_KEY_LIMIT, PAYMENT_PENDING, CONFLICT, DEAL_EXISTS */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteAccountApiKeysById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getHealthCoverage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Coverage'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getCalculatorStampDuty: {
    parameters: {
      query: {
        price: number;
        nation?: 'england' | 'wales' | 'scotland' | 'northern-ireland';
        buyer?: 'additional' | 'main' | 'first-time';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StampDuty'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postCalculatorRoi: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RoiInputInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RoiResult'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyPriceEstimates: {
    parameters: {
      query?: {
        minPrice?: string | number | boolean;
        maxPrice?: string | number | boolean;
        minBeds?: string | number | boolean;
        maxBeds?: string | number | boolean;
        minFloorArea?: string | number | boolean;
        maxFloorArea?: string | number | boolean;
        propertyTypes?: string | number | (string | number)[];
        areaCodes?: string | number | (string | number)[];
        districts?: string | number | (string | number)[];
        postCodes?: string | number | (string | number)[];
        searchText?: string | number | boolean;
        latitude?: string | number | boolean;
        longitude?: string | number | boolean;
        radius?: string | number | boolean;
        center?: string | number | boolean;
        polygon?: string | number | boolean;
        status?: string | number | (string | number)[];
        soldSTC?: string | number | boolean;
        minSchoolDist?: string | number | boolean;
        maxSchoolDist?: string | number | boolean;
        minBusDist?: string | number | boolean;
        maxBusDist?: string | number | boolean;
        minTrainDist?: string | number | boolean;
        maxTrainDist?: string | number | boolean;
        minPlotArea?: string | number | boolean;
        maxPlotArea?: string | number | boolean;
        minDeprivationIndex?: string | number | boolean;
        maxDeprivationIndex?: string | number | boolean;
        minMarketValue?: string | number | boolean;
        maxMarketValue?: string | number | boolean;
        matchAnyKeywords?: string | number | (string | number)[];
        matchAllKeywords?: string | number | (string | number)[];
        schoolRating?: string | number | (string | number)[];
        rentalDemand?: string | number | (string | number)[];
        negativeEquity?: string | number | boolean;
        bmv?: string | number | boolean;
        commercial?: string | number | boolean;
        withSaleHistory?: string | number | boolean;
        propertiesAfter?: string | number | boolean;
        inSelectedLocation?: string | number | boolean;
        isCountRequired?: string | number | boolean;
        page?: string | number | boolean;
        size?: string | number | boolean;
        sort?: string | number | boolean;
        source?: string | number | boolean;
        minYield?: string | number | boolean;
        maxYield?: string | number | boolean;
        minRoi?: string | number | boolean;
        maxRoi?: string | number | boolean;
        confidence?: string | number | (string | number)[];
        noPriceWarnings?: string | number | boolean;
        projection?: string | number | boolean;
        marketValueMax?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EstimateCardPage'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertySPropertyEstimates: {
    parameters: {
      query?: {
        minPrice?: string | number | boolean;
        maxPrice?: string | number | boolean;
        minBeds?: string | number | boolean;
        maxBeds?: string | number | boolean;
        minFloorArea?: string | number | boolean;
        maxFloorArea?: string | number | boolean;
        propertyTypes?: string | number | (string | number)[];
        areaCodes?: string | number | (string | number)[];
        districts?: string | number | (string | number)[];
        postCodes?: string | number | (string | number)[];
        searchText?: string | number | boolean;
        latitude?: string | number | boolean;
        longitude?: string | number | boolean;
        radius?: string | number | boolean;
        center?: string | number | boolean;
        polygon?: string | number | boolean;
        status?: string | number | (string | number)[];
        soldSTC?: string | number | boolean;
        minSchoolDist?: string | number | boolean;
        maxSchoolDist?: string | number | boolean;
        minBusDist?: string | number | boolean;
        maxBusDist?: string | number | boolean;
        minTrainDist?: string | number | boolean;
        maxTrainDist?: string | number | boolean;
        minPlotArea?: string | number | boolean;
        maxPlotArea?: string | number | boolean;
        minDeprivationIndex?: string | number | boolean;
        maxDeprivationIndex?: string | number | boolean;
        minMarketValue?: string | number | boolean;
        maxMarketValue?: string | number | boolean;
        matchAnyKeywords?: string | number | (string | number)[];
        matchAllKeywords?: string | number | (string | number)[];
        schoolRating?: string | number | (string | number)[];
        rentalDemand?: string | number | (string | number)[];
        negativeEquity?: string | number | boolean;
        bmv?: string | number | boolean;
        commercial?: string | number | boolean;
        withSaleHistory?: string | number | boolean;
        propertiesAfter?: string | number | boolean;
        inSelectedLocation?: string | number | boolean;
        isCountRequired?: string | number | boolean;
        page?: string | number | boolean;
        size?: string | number | boolean;
        sort?: string | number | boolean;
        source?: string | number | boolean;
        minYield?: string | number | boolean;
        maxYield?: string | number | boolean;
        minRoi?: string | number | boolean;
        maxRoi?: string | number | boolean;
        confidence?: string | number | (string | number)[];
        noPriceWarnings?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EstimateCardHits'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertySPropertyEstimatesMap: {
    parameters: {
      query?: {
        minPrice?: string | number | boolean;
        maxPrice?: string | number | boolean;
        minBeds?: string | number | boolean;
        maxBeds?: string | number | boolean;
        minFloorArea?: string | number | boolean;
        maxFloorArea?: string | number | boolean;
        propertyTypes?: string | number | (string | number)[];
        areaCodes?: string | number | (string | number)[];
        districts?: string | number | (string | number)[];
        postCodes?: string | number | (string | number)[];
        searchText?: string | number | boolean;
        latitude?: string | number | boolean;
        longitude?: string | number | boolean;
        radius?: string | number | boolean;
        center?: string | number | boolean;
        polygon?: string | number | boolean;
        status?: string | number | (string | number)[];
        soldSTC?: string | number | boolean;
        minSchoolDist?: string | number | boolean;
        maxSchoolDist?: string | number | boolean;
        minBusDist?: string | number | boolean;
        maxBusDist?: string | number | boolean;
        minTrainDist?: string | number | boolean;
        maxTrainDist?: string | number | boolean;
        minPlotArea?: string | number | boolean;
        maxPlotArea?: string | number | boolean;
        minDeprivationIndex?: string | number | boolean;
        maxDeprivationIndex?: string | number | boolean;
        minMarketValue?: string | number | boolean;
        maxMarketValue?: string | number | boolean;
        matchAnyKeywords?: string | number | (string | number)[];
        matchAllKeywords?: string | number | (string | number)[];
        schoolRating?: string | number | (string | number)[];
        rentalDemand?: string | number | (string | number)[];
        negativeEquity?: string | number | boolean;
        bmv?: string | number | boolean;
        commercial?: string | number | boolean;
        withSaleHistory?: string | number | boolean;
        propertiesAfter?: string | number | boolean;
        inSelectedLocation?: string | number | boolean;
        isCountRequired?: string | number | boolean;
        page?: string | number | boolean;
        size?: string | number | boolean;
        sort?: string | number | boolean;
        source?: string | number | boolean;
        minYield?: string | number | boolean;
        maxYield?: string | number | boolean;
        minRoi?: string | number | boolean;
        maxRoi?: string | number | boolean;
        confidence?: string | number | (string | number)[];
        noPriceWarnings?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MapHits'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyCoordinatePriceEstimates: {
    parameters: {
      query?: {
        minPrice?: string | number | boolean;
        maxPrice?: string | number | boolean;
        minBeds?: string | number | boolean;
        maxBeds?: string | number | boolean;
        minFloorArea?: string | number | boolean;
        maxFloorArea?: string | number | boolean;
        propertyTypes?: string | number | (string | number)[];
        areaCodes?: string | number | (string | number)[];
        districts?: string | number | (string | number)[];
        postCodes?: string | number | (string | number)[];
        searchText?: string | number | boolean;
        latitude?: string | number | boolean;
        longitude?: string | number | boolean;
        radius?: string | number | boolean;
        center?: string | number | boolean;
        polygon?: string | number | boolean;
        status?: string | number | (string | number)[];
        soldSTC?: string | number | boolean;
        minSchoolDist?: string | number | boolean;
        maxSchoolDist?: string | number | boolean;
        minBusDist?: string | number | boolean;
        maxBusDist?: string | number | boolean;
        minTrainDist?: string | number | boolean;
        maxTrainDist?: string | number | boolean;
        minPlotArea?: string | number | boolean;
        maxPlotArea?: string | number | boolean;
        minDeprivationIndex?: string | number | boolean;
        maxDeprivationIndex?: string | number | boolean;
        minMarketValue?: string | number | boolean;
        maxMarketValue?: string | number | boolean;
        matchAnyKeywords?: string | number | (string | number)[];
        matchAllKeywords?: string | number | (string | number)[];
        schoolRating?: string | number | (string | number)[];
        rentalDemand?: string | number | (string | number)[];
        negativeEquity?: string | number | boolean;
        bmv?: string | number | boolean;
        commercial?: string | number | boolean;
        withSaleHistory?: string | number | boolean;
        propertiesAfter?: string | number | boolean;
        inSelectedLocation?: string | number | boolean;
        isCountRequired?: string | number | boolean;
        page?: string | number | boolean;
        size?: string | number | boolean;
        sort?: string | number | boolean;
        source?: string | number | boolean;
        minYield?: string | number | boolean;
        maxYield?: string | number | boolean;
        minRoi?: string | number | boolean;
        maxRoi?: string | number | boolean;
        confidence?: string | number | (string | number)[];
        noPriceWarnings?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EstimateCardPage'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyCoordinatePriceEstimatesMarker: {
    parameters: {
      query?: {
        minPrice?: string | number | boolean;
        maxPrice?: string | number | boolean;
        minBeds?: string | number | boolean;
        maxBeds?: string | number | boolean;
        minFloorArea?: string | number | boolean;
        maxFloorArea?: string | number | boolean;
        propertyTypes?: string | number | (string | number)[];
        areaCodes?: string | number | (string | number)[];
        districts?: string | number | (string | number)[];
        postCodes?: string | number | (string | number)[];
        searchText?: string | number | boolean;
        latitude?: string | number | boolean;
        longitude?: string | number | boolean;
        radius?: string | number | boolean;
        center?: string | number | boolean;
        polygon?: string | number | boolean;
        status?: string | number | (string | number)[];
        soldSTC?: string | number | boolean;
        minSchoolDist?: string | number | boolean;
        maxSchoolDist?: string | number | boolean;
        minBusDist?: string | number | boolean;
        maxBusDist?: string | number | boolean;
        minTrainDist?: string | number | boolean;
        maxTrainDist?: string | number | boolean;
        minPlotArea?: string | number | boolean;
        maxPlotArea?: string | number | boolean;
        minDeprivationIndex?: string | number | boolean;
        maxDeprivationIndex?: string | number | boolean;
        minMarketValue?: string | number | boolean;
        maxMarketValue?: string | number | boolean;
        matchAnyKeywords?: string | number | (string | number)[];
        matchAllKeywords?: string | number | (string | number)[];
        schoolRating?: string | number | (string | number)[];
        rentalDemand?: string | number | (string | number)[];
        negativeEquity?: string | number | boolean;
        bmv?: string | number | boolean;
        commercial?: string | number | boolean;
        withSaleHistory?: string | number | boolean;
        propertiesAfter?: string | number | boolean;
        inSelectedLocation?: string | number | boolean;
        isCountRequired?: string | number | boolean;
        page?: string | number | boolean;
        size?: string | number | boolean;
        sort?: string | number | boolean;
        source?: string | number | boolean;
        minYield?: string | number | boolean;
        maxYield?: string | number | boolean;
        minRoi?: string | number | boolean;
        maxRoi?: string | number | boolean;
        confidence?: string | number | (string | number)[];
        noPriceWarnings?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarkerArrays'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMasterPostcodeArea: {
    parameters: {
      query?: {
        q?: string | number | boolean;
        limit?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LocationSuggestion'][];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPostCodePolygons: {
    parameters: {
      query?: {
        latitude?: string | number | boolean;
        longitude?: string | number | boolean;
        radius?: string | number | boolean;
        size?: string | number | boolean;
        from?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostCodePolygonPage'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPostCodePolygonsByPlotAreaId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plotAreaId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostCodePolygon'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAggregatesTopCitiesEstimate: {
    parameters: {
      query?: {
        districtCodes?: string | number | (string | number)[];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CityAggregate'][];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAggregatesAreaAverages: {
    parameters: {
      query?: {
        areaCode?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AreaAverages'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAggregatesYields: {
    parameters: {
      query?: {
        areaCode?: string | number | boolean;
        order?: string | number | boolean;
        page?: string | number | boolean;
        size?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['YieldPage'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postFavoriteProperties: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddFavouriteInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavouriteAdded'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_REGISTERED, API_KEY_LIMIT, PAYMENT_PENDING, CONFLICT, DEAL_EXISTS */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteFavoritePropertiesByFavoriteId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        favoriteId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getFavoriteProperties: {
    parameters: {
      query?: {
        minPrice?: string | number | boolean;
        maxPrice?: string | number | boolean;
        minBeds?: string | number | boolean;
        maxBeds?: string | number | boolean;
        minFloorArea?: string | number | boolean;
        maxFloorArea?: string | number | boolean;
        propertyTypes?: string | number | (string | number)[];
        areaCodes?: string | number | (string | number)[];
        districts?: string | number | (string | number)[];
        postCodes?: string | number | (string | number)[];
        searchText?: string | number | boolean;
        latitude?: string | number | boolean;
        longitude?: string | number | boolean;
        radius?: string | number | boolean;
        center?: string | number | boolean;
        polygon?: string | number | boolean;
        status?: string | number | (string | number)[];
        soldSTC?: string | number | boolean;
        minSchoolDist?: string | number | boolean;
        maxSchoolDist?: string | number | boolean;
        minBusDist?: string | number | boolean;
        maxBusDist?: string | number | boolean;
        minTrainDist?: string | number | boolean;
        maxTrainDist?: string | number | boolean;
        minPlotArea?: string | number | boolean;
        maxPlotArea?: string | number | boolean;
        minDeprivationIndex?: string | number | boolean;
        maxDeprivationIndex?: string | number | boolean;
        minMarketValue?: string | number | boolean;
        maxMarketValue?: string | number | boolean;
        matchAnyKeywords?: string | number | (string | number)[];
        matchAllKeywords?: string | number | (string | number)[];
        schoolRating?: string | number | (string | number)[];
        rentalDemand?: string | number | (string | number)[];
        negativeEquity?: string | number | boolean;
        bmv?: string | number | boolean;
        commercial?: string | number | boolean;
        withSaleHistory?: string | number | boolean;
        propertiesAfter?: string | number | boolean;
        inSelectedLocation?: string | number | boolean;
        isCountRequired?: string | number | boolean;
        page?: string | number | boolean;
        size?: string | number | boolean;
        sort?: string | number | boolean;
        source?: string | number | boolean;
        minYield?: string | number | boolean;
        maxYield?: string | number | boolean;
        minRoi?: string | number | boolean;
        maxRoi?: string | number | boolean;
        confidence?: string | number | (string | number)[];
        noPriceWarnings?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EstimateCardPage'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyFavorite: {
    parameters: {
      query?: {
        propertyId?: string | number | boolean;
        type?: string | number | boolean;
        rentPropertyId?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavouriteStatus'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyEstimatesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PropertyDetails'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyEstimatesByIdEvidence: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            estimate: number | null;
            low: number | null;
            high: number | null;
            /** @enum {string} */
            band: 'High' | 'Medium' | 'Low';
            claim: number;
            sd: number;
            calibrated: boolean;
            bandAccuracy: {
              pe10: number | null;
              mdape: number | null;
              inRange: number | null;
              sales: number;
              holdoutFrom: string;
              holdoutTo: string;
            } | null;
            valuationMonth: string | null;
            lastSale: {
              date: string;
              price: number;
              indexed: number;
              index: string;
              indexName: string;
              weight: number;
              years: number;
            } | null;
            comparables: {
              value: number;
              /** @enum {string} */
              method: 'SPB' | 'CSB';
              floorArea: number | null;
              radius: number | null;
              years: number | null;
              wideCount: number;
              wideShare: number;
              weight: number;
              listed: {
                date: string;
                address: string;
                type: string;
                price: number;
                adjusted: number;
                weight: number;
                building: boolean;
                why: string;
              }[];
            } | null;
            rangeReason: string;
            learned: {
              model: boolean;
              sales: number;
              before: number | null;
              change: number | null;
            };
            indices: {
              months: string[];
              local: {
                name: string;
                values: (number | null)[];
              } | null;
              official: {
                name: string;
                values: (number | null)[];
              } | null;
            } | null;
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyEstimatesByIdRentEvidence: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RentEvidence'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyAgentsByAgentId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        agentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PropertyAgent'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyReload: {
    parameters: {
      query?: {
        propertyId?: string | number | boolean;
        type?: string | number | boolean;
        rentPropertyId?: string | number | boolean;
        propertyUrl?: string | number | boolean;
        rentPropertyUrl?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PropertyDetails'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyCrimes: {
    parameters: {
      query?: {
        latitude?: string | number | boolean;
        longitude?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CrimeRow'][];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertySimilar: {
    parameters: {
      query?: {
        postCode?: string | number | boolean;
        areaCode?: string | number | boolean;
        propertyType?: string | number | boolean;
        latitude?: string | number | boolean;
        longitude?: string | number | boolean;
        propertyId?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EstimateCard'][];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyRental: {
    parameters: {
      query?: {
        areaCode?: string | number | boolean;
        bedrooms?: string | number | boolean;
        latitude?: string | number | boolean;
        longitude?: string | number | boolean;
        limit?: string | number | boolean;
        excludePropertyId?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RentalRow'][];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postPropertyNearestSchoolsExplorer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NearestSchoolsQueryInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NearestSchool'][];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postPropertyNearestStopsExplorer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NearestStopsQueryInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NearestStop'][];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyNearestFacilities: {
    parameters: {
      query?: {
        postCode?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NearestFacilities'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postPropertyRecentSold: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecentSoldQueryInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecentSoldRow'][];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyDeprivation: {
    parameters: {
      query?: {
        postCode?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deprivation'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyValuation: {
    parameters: {
      query?: {
        postCode?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValuationRow'][];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyPriceVariation: {
    parameters: {
      query?: {
        propertyId?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PriceVariationRow'][];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyHistory: {
    parameters: {
      query?: {
        propertyId?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PropertyHistory'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyPriceEstimatesExportCsv: {
    parameters: {
      query?: {
        minPrice?: string | number | boolean;
        maxPrice?: string | number | boolean;
        minBeds?: string | number | boolean;
        maxBeds?: string | number | boolean;
        minFloorArea?: string | number | boolean;
        maxFloorArea?: string | number | boolean;
        propertyTypes?: string | number | (string | number)[];
        areaCodes?: string | number | (string | number)[];
        districts?: string | number | (string | number)[];
        postCodes?: string | number | (string | number)[];
        searchText?: string | number | boolean;
        latitude?: string | number | boolean;
        longitude?: string | number | boolean;
        radius?: string | number | boolean;
        center?: string | number | boolean;
        polygon?: string | number | boolean;
        status?: string | number | (string | number)[];
        soldSTC?: string | number | boolean;
        minSchoolDist?: string | number | boolean;
        maxSchoolDist?: string | number | boolean;
        minBusDist?: string | number | boolean;
        maxBusDist?: string | number | boolean;
        minTrainDist?: string | number | boolean;
        maxTrainDist?: string | number | boolean;
        minPlotArea?: string | number | boolean;
        maxPlotArea?: string | number | boolean;
        minDeprivationIndex?: string | number | boolean;
        maxDeprivationIndex?: string | number | boolean;
        minMarketValue?: string | number | boolean;
        maxMarketValue?: string | number | boolean;
        matchAnyKeywords?: string | number | (string | number)[];
        matchAllKeywords?: string | number | (string | number)[];
        schoolRating?: string | number | (string | number)[];
        rentalDemand?: string | number | (string | number)[];
        negativeEquity?: string | number | boolean;
        bmv?: string | number | boolean;
        commercial?: string | number | boolean;
        withSaleHistory?: string | number | boolean;
        propertiesAfter?: string | number | boolean;
        inSelectedLocation?: string | number | boolean;
        isCountRequired?: string | number | boolean;
        page?: string | number | boolean;
        size?: string | number | boolean;
        sort?: string | number | boolean;
        source?: string | number | boolean;
        minYield?: string | number | boolean;
        maxYield?: string | number | boolean;
        minRoi?: string | number | boolean;
        maxRoi?: string | number | boolean;
        confidence?: string | number | (string | number)[];
        noPriceWarnings?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV with a header row (text/csv) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAggregatesDistricts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HpiDistrict'][];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getReportsHpi: {
    parameters: {
      query?: {
        duration?: string | number | boolean;
        page?: string | number | boolean;
        size?: string | number | boolean;
        sort?: string | number | boolean;
        search?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HpiReportPage'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getReportsHpiHighestYields: {
    parameters: {
      query?: {
        hpiDateGt?: string | number | boolean;
        hpiDateLt?: string | number | boolean;
        duration?: string | number | boolean;
        districtCodes?: string | number | (string | number)[];
        topDistricts?: string | number | boolean;
        size?: string | number | boolean;
        propertyType?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HpiSeries'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAggregatesHpiYields: {
    parameters: {
      query?: {
        postCode?: string | number | boolean;
        duration?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HpiYields'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getReportsValuationQuery: {
    parameters: {
      query?: {
        propertyType?: string | number | boolean;
        postCode?: string | number | boolean;
        soldDate?: string | number | boolean;
        soldPrice?: string | number | boolean;
        sqMts?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValuationQuery'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postReportsValuation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ValuationRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValuationResult'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getReportsValuationPostcode: {
    parameters: {
      query?: {
        postCode?: string | number | boolean;
        propertyTypes?: string | number | (string | number)[];
        minPrice?: string | number | boolean;
        maxPrice?: string | number | boolean;
        minFloorArea?: string | number | boolean;
        maxFloorArea?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PostcodeValuation'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPreferences: {
    parameters: {
      query?: {
        preferenceType?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Preference'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putPreferences: {
    parameters: {
      query?: {
        preferenceType?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          configJson: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Preference'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMembershipPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MembershipPlans'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postMembershipPaymentInitiate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amount: number;
          frequency: string;
          planId: number;
          /** @default true */
          autoDebit?: boolean;
          /** @default 1001 */
          autoDebitMembershipPlanId?: number;
          host: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            location: string;
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: HOST_NOT_ALLOWED */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYMENT_PROVIDER_FAILED */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postMembershipPaymentComplete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          redirectFlowId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'completed';
            payment: components['schemas']['MembershipPayment'];
            validTill: string;
            /** @enum {string} */
            directDebit: 'new' | 'existing';
            autoDebit: {
              subscriptionId: string;
              planName: string;
              amount: number;
              status: string;
              nextCollectionDate: string;
            } | null;
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_REGISTERED, API_KEY_LIMIT, PAYMENT_PENDING, CONFLICT, DEAL_EXISTS */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYMENT_PROVIDER_FAILED */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMembershipsSearchList: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        sort?: 'paymentDate,desc' | 'paymentDate,asc';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MembershipPaymentPage'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMembershipCurrent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentMembership'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postMembershipAutoDebitCancel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentMembership'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYMENT_PROVIDER_FAILED */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postMembershipMandatesByMandateIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        mandateId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentMembership'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYMENT_PROVIDER_FAILED */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPaymentsSandboxByFlowId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        flowId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            flowId: string;
            description: string;
            amount: number;
            status: string;
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postPaymentsSandboxByFlowIdAuthorise: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        flowId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          accountHolderName?: string;
          sortCode?: string;
          accountNumber?: string;
          /**
           * @default approve
           * @enum {string}
           */
          decision?: 'approve' | 'decline';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            location: string;
            approved: boolean;
            message: string;
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postWebhooksGocardless: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INVALID_WEBHOOK_SIGNATURE */
      498: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postOperatorMembershipsEnd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            ended: number;
            endedAt: string;
            autoDebit: {
              nextCollectionDate: string;
            } | null;
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyPlo: {
    parameters: {
      query?: {
        minPrice?: string | number | boolean;
        maxPrice?: string | number | boolean;
        minBeds?: string | number | boolean;
        maxBeds?: string | number | boolean;
        minFloorArea?: string | number | boolean;
        maxFloorArea?: string | number | boolean;
        propertyTypes?: string | number | (string | number)[];
        areaCodes?: string | number | (string | number)[];
        districts?: string | number | (string | number)[];
        postCodes?: string | number | (string | number)[];
        searchText?: string | number | boolean;
        latitude?: string | number | boolean;
        longitude?: string | number | boolean;
        radius?: string | number | boolean;
        center?: string | number | boolean;
        polygon?: string | number | boolean;
        status?: string | number | (string | number)[];
        soldSTC?: string | number | boolean;
        minSchoolDist?: string | number | boolean;
        maxSchoolDist?: string | number | boolean;
        minBusDist?: string | number | boolean;
        maxBusDist?: string | number | boolean;
        minTrainDist?: string | number | boolean;
        maxTrainDist?: string | number | boolean;
        minPlotArea?: string | number | boolean;
        maxPlotArea?: string | number | boolean;
        minDeprivationIndex?: string | number | boolean;
        maxDeprivationIndex?: string | number | boolean;
        minMarketValue?: string | number | boolean;
        maxMarketValue?: string | number | boolean;
        matchAnyKeywords?: string | number | (string | number)[];
        matchAllKeywords?: string | number | (string | number)[];
        schoolRating?: string | number | (string | number)[];
        rentalDemand?: string | number | (string | number)[];
        negativeEquity?: string | number | boolean;
        bmv?: string | number | boolean;
        commercial?: string | number | boolean;
        withSaleHistory?: string | number | boolean;
        propertiesAfter?: string | number | boolean;
        inSelectedLocation?: string | number | boolean;
        isCountRequired?: string | number | boolean;
        page?: string | number | boolean;
        size?: string | number | boolean;
        sort?: string | number | boolean;
        source?: string | number | boolean;
        minYield?: string | number | boolean;
        maxYield?: string | number | boolean;
        minRoi?: string | number | boolean;
        maxRoi?: string | number | boolean;
        confidence?: string | number | (string | number)[];
        noPriceWarnings?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PloItemPage'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertySPropertyPlo: {
    parameters: {
      query?: {
        minPrice?: string | number | boolean;
        maxPrice?: string | number | boolean;
        minBeds?: string | number | boolean;
        maxBeds?: string | number | boolean;
        minFloorArea?: string | number | boolean;
        maxFloorArea?: string | number | boolean;
        propertyTypes?: string | number | (string | number)[];
        areaCodes?: string | number | (string | number)[];
        districts?: string | number | (string | number)[];
        postCodes?: string | number | (string | number)[];
        searchText?: string | number | boolean;
        latitude?: string | number | boolean;
        longitude?: string | number | boolean;
        radius?: string | number | boolean;
        center?: string | number | boolean;
        polygon?: string | number | boolean;
        status?: string | number | (string | number)[];
        soldSTC?: string | number | boolean;
        minSchoolDist?: string | number | boolean;
        maxSchoolDist?: string | number | boolean;
        minBusDist?: string | number | boolean;
        maxBusDist?: string | number | boolean;
        minTrainDist?: string | number | boolean;
        maxTrainDist?: string | number | boolean;
        minPlotArea?: string | number | boolean;
        maxPlotArea?: string | number | boolean;
        minDeprivationIndex?: string | number | boolean;
        maxDeprivationIndex?: string | number | boolean;
        minMarketValue?: string | number | boolean;
        maxMarketValue?: string | number | boolean;
        matchAnyKeywords?: string | number | (string | number)[];
        matchAllKeywords?: string | number | (string | number)[];
        schoolRating?: string | number | (string | number)[];
        rentalDemand?: string | number | (string | number)[];
        negativeEquity?: string | number | boolean;
        bmv?: string | number | boolean;
        commercial?: string | number | boolean;
        withSaleHistory?: string | number | boolean;
        propertiesAfter?: string | number | boolean;
        inSelectedLocation?: string | number | boolean;
        isCountRequired?: string | number | boolean;
        page?: string | number | boolean;
        size?: string | number | boolean;
        sort?: string | number | boolean;
        source?: string | number | boolean;
        minYield?: string | number | boolean;
        maxYield?: string | number | boolean;
        minRoi?: string | number | boolean;
        maxRoi?: string | number | boolean;
        confidence?: string | number | (string | number)[];
        noPriceWarnings?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PloItemHits'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertySPropertyPloMap: {
    parameters: {
      query?: {
        minPrice?: string | number | boolean;
        maxPrice?: string | number | boolean;
        minBeds?: string | number | boolean;
        maxBeds?: string | number | boolean;
        minFloorArea?: string | number | boolean;
        maxFloorArea?: string | number | boolean;
        propertyTypes?: string | number | (string | number)[];
        areaCodes?: string | number | (string | number)[];
        districts?: string | number | (string | number)[];
        postCodes?: string | number | (string | number)[];
        searchText?: string | number | boolean;
        latitude?: string | number | boolean;
        longitude?: string | number | boolean;
        radius?: string | number | boolean;
        center?: string | number | boolean;
        polygon?: string | number | boolean;
        status?: string | number | (string | number)[];
        soldSTC?: string | number | boolean;
        minSchoolDist?: string | number | boolean;
        maxSchoolDist?: string | number | boolean;
        minBusDist?: string | number | boolean;
        maxBusDist?: string | number | boolean;
        minTrainDist?: string | number | boolean;
        maxTrainDist?: string | number | boolean;
        minPlotArea?: string | number | boolean;
        maxPlotArea?: string | number | boolean;
        minDeprivationIndex?: string | number | boolean;
        maxDeprivationIndex?: string | number | boolean;
        minMarketValue?: string | number | boolean;
        maxMarketValue?: string | number | boolean;
        matchAnyKeywords?: string | number | (string | number)[];
        matchAllKeywords?: string | number | (string | number)[];
        schoolRating?: string | number | (string | number)[];
        rentalDemand?: string | number | (string | number)[];
        negativeEquity?: string | number | boolean;
        bmv?: string | number | boolean;
        commercial?: string | number | boolean;
        withSaleHistory?: string | number | boolean;
        propertiesAfter?: string | number | boolean;
        inSelectedLocation?: string | number | boolean;
        isCountRequired?: string | number | boolean;
        page?: string | number | boolean;
        size?: string | number | boolean;
        sort?: string | number | boolean;
        source?: string | number | boolean;
        minYield?: string | number | boolean;
        maxYield?: string | number | boolean;
        minRoi?: string | number | boolean;
        maxRoi?: string | number | boolean;
        confidence?: string | number | (string | number)[];
        noPriceWarnings?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PloMarkerHits'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyPloDetails: {
    parameters: {
      query?: {
        salePropertyId?: string | number | boolean;
        rentPropertyId?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PloDetail'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getPropertyPloSimilar: {
    parameters: {
      query?: {
        latitude?: string | number | boolean;
        longitude?: string | number | boolean;
        propertyType?: string | number | boolean;
        salePropertyId?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PloSimilarItems'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getFavoritePloProperties: {
    parameters: {
      query?: {
        minPrice?: string | number | boolean;
        maxPrice?: string | number | boolean;
        minBeds?: string | number | boolean;
        maxBeds?: string | number | boolean;
        minFloorArea?: string | number | boolean;
        maxFloorArea?: string | number | boolean;
        propertyTypes?: string | number | (string | number)[];
        areaCodes?: string | number | (string | number)[];
        districts?: string | number | (string | number)[];
        postCodes?: string | number | (string | number)[];
        searchText?: string | number | boolean;
        latitude?: string | number | boolean;
        longitude?: string | number | boolean;
        radius?: string | number | boolean;
        center?: string | number | boolean;
        polygon?: string | number | boolean;
        status?: string | number | (string | number)[];
        soldSTC?: string | number | boolean;
        minSchoolDist?: string | number | boolean;
        maxSchoolDist?: string | number | boolean;
        minBusDist?: string | number | boolean;
        maxBusDist?: string | number | boolean;
        minTrainDist?: string | number | boolean;
        maxTrainDist?: string | number | boolean;
        minPlotArea?: string | number | boolean;
        maxPlotArea?: string | number | boolean;
        minDeprivationIndex?: string | number | boolean;
        maxDeprivationIndex?: string | number | boolean;
        minMarketValue?: string | number | boolean;
        maxMarketValue?: string | number | boolean;
        matchAnyKeywords?: string | number | (string | number)[];
        matchAllKeywords?: string | number | (string | number)[];
        schoolRating?: string | number | (string | number)[];
        rentalDemand?: string | number | (string | number)[];
        negativeEquity?: string | number | boolean;
        bmv?: string | number | boolean;
        commercial?: string | number | boolean;
        withSaleHistory?: string | number | boolean;
        propertiesAfter?: string | number | boolean;
        inSelectedLocation?: string | number | boolean;
        isCountRequired?: string | number | boolean;
        page?: string | number | boolean;
        size?: string | number | boolean;
        sort?: string | number | boolean;
        source?: string | number | boolean;
        minYield?: string | number | boolean;
        maxYield?: string | number | boolean;
        minRoi?: string | number | boolean;
        maxRoi?: string | number | boolean;
        confidence?: string | number | (string | number)[];
        noPriceWarnings?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PloItemPage'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getOperatorFeeds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            feeds: {
              name: string;
              /** @enum {string} */
              kind: 'blm' | 'jsonl';
              location: string;
              every: string;
              full: boolean;
              enabled: boolean;
              nextRunAt: string;
              createdAt: string;
              runs: {
                id: number;
                /** @enum {string} */
                trigger: 'schedule' | 'manual' | 'cli';
                /** @enum {string} */
                status: 'running' | 'succeeded' | 'failed';
                startedAt: string;
                finishedAt: string | null;
                files: number;
                filesFailed: number;
                rowsRead: number;
                rowsNew: number;
                rowsUpdated: number;
                rowsWithdrawn: number;
                rowsRejected: number;
                rejections: {
                  file?: string;
                  line: number;
                  reason: string;
                }[];
                progress: {
                  done: number;
                  total: number;
                } | null;
                message: string | null;
                error: string | null;
              }[];
            }[];
          };
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getOperatorFeedsByNameRuns: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            runs: {
              id: number;
              /** @enum {string} */
              trigger: 'schedule' | 'manual' | 'cli';
              /** @enum {string} */
              status: 'running' | 'succeeded' | 'failed';
              startedAt: string;
              finishedAt: string | null;
              files: number;
              filesFailed: number;
              rowsRead: number;
              rowsNew: number;
              rowsUpdated: number;
              rowsWithdrawn: number;
              rowsRejected: number;
              rejections: {
                file?: string;
                line: number;
                reason: string;
              }[];
              progress: {
                done: number;
                total: number;
              } | null;
              message: string | null;
              error: string | null;
            }[];
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postOperatorFeedsByNameRun: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            runId: number;
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_REGISTERED, API_KEY_LIMIT, PAYMENT_PENDING, CONFLICT, DEAL_EXISTS */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putIngestListingsBySourceByRef: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        source: string;
        ref: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              source?: string;
              ref?: string;
              /** @enum {string} */
              transactionType: 'sale' | 'rent';
              /**
               * @default available
               * @enum {string}
               */
              status?:
                | 'available'
                | 'sold_stc'
                | 'under_offer'
                | 'reserved'
                | 'let_agreed'
                | 'sold'
                | 'let'
                | 'withdrawn';
              price: number | null;
              priceQualifier?: string | null;
              rentFrequency?: ('weekly' | 'monthly' | 'quarterly' | 'annual' | 'pppw') | null;
              deposit?: number | null;
              address: {
                display?: string | null;
                saon?: string | null;
                paon?: string | null;
                street?: string | null;
                locality?: string | null;
                town?: string | null;
                postcode: string;
              };
              location?: {
                lat: number;
                lng: number;
              } | null;
              propertyType?: ('D' | 'S' | 'T' | 'F' | 'O') | null;
              propertySubType?: string | null;
              bedrooms?: number | null;
              bathrooms?: number | null;
              receptionRooms?: number | null;
              floorAreaM2?: number | null;
              tenure?: string | null;
              newHome?: boolean | null;
              furnished?: string | null;
              letType?: string | null;
              availableFrom?: string | null;
              summary?: string | null;
              description?: string | null;
              /** @default [] */
              features?: string[];
              /** @default [] */
              images?: string[];
              /** @default [] */
              floorPlans?: string[];
              url?: string | null;
              agent?: {
                ref: string;
                name: string;
                phone?: string | null;
                email?: string | null;
                website?: string | null;
                logoUrl?: string | null;
                address?: string | null;
                postcode?: string | null;
              } | null;
              listedOn?: string | null;
              updatedAt?: string | null;
            }
          | {
              ref?: string;
              /** @enum {string} */
              status: 'withdrawn';
              source?: string;
            };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IngestListingResult'];
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IngestListingResult'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteIngestListingsBySourceByRef: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        source: string;
        ref: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IngestListingResult'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postIngestListingsBySource: {
    parameters: {
      query?: {
        full?: 'true' | 'false';
      };
      header?: never;
      path: {
        source: string;
      };
      cookie?: never;
    };
    /** @description NDJSON: one listing (or withdrawal) per line */
    requestBody: {
      content: {
        'application/x-ndjson': string;
        'text/plain': string;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IngestBatchResult'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSavedSearches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['SavedSearch'][];
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postSavedSearches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @enum {string} */
          kind: 'estimates' | 'plo';
          /** @description The search filter: the search parameters by name, as a typed JSON object (numbers as numbers, lists as arrays, toggles as booleans) or in the URL form (every value a string, lists comma-separated). */
          filter: {
            [key: string]: (string | number | boolean) | (string | number)[];
          };
          /**
           * @default instant
           * @enum {string}
           */
          alert?: 'instant' | 'daily' | 'weekly' | 'off';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putSavedSearchesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /** @enum {string} */
          kind?: 'estimates' | 'plo';
          /** @description The search filter: the search parameters by name, as a typed JSON object (numbers as numbers, lists as arrays, toggles as booleans) or in the URL form (every value a string, lists comma-separated). */
          filter?: {
            [key: string]: (string | number | boolean) | (string | number)[];
          };
          /** @enum {string} */
          alert?: 'instant' | 'daily' | 'weekly' | 'off';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedSearch'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteSavedSearchesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSavedSearchesByIdMatches: {
    parameters: {
      query?: {
        since?: string;
        page?: string | number | boolean;
        size?: string | number | boolean;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            since: string;
            page: components['schemas']['PageInfo'];
            items: {
              event: string;
              matchedAt: string;
              card: components['schemas']['EstimateCard'];
            }[];
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            unread: number;
            items: components['schemas']['Notification'][];
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids?: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            marked: number;
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAlertsSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlertSettings'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putAlertsSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AlertSettingsInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlertSettings'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAlertsUnsubscribe: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page (text/html) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAlertsUnsubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                unsubscribed: boolean;
                what: string;
              }
            | string;
          'text/html':
            | {
                unsubscribed: boolean;
                what: string;
              }
            | string;
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INVALID_WEBHOOK_SIGNATURE */
      498: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postOperatorAlertsSendDigests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            events: number;
            composed: number;
            sent: number;
            failed: number;
          };
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAnalyseParse: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnalyseParseBodyInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ParsedListingText'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAnalyseAddresses: {
    parameters: {
      query?: {
        postcode?: string | number | boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KnownAddresses'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAnalyse: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnalyseInputInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnalyseResult'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getDeals: {
    parameters: {
      query?: {
        stage?: 'considering' | 'viewing' | 'offer-made' | 'offer-accepted' | 'purchased' | 'lost';
        kind?: 'listing' | 'plo' | 'analysis';
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealList'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postDeals: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateDealInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deal'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_REGISTERED, API_KEY_LIMIT, PAYMENT_PENDING, CONFLICT, DEAL_EXISTS */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getDealsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deal'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteDealsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  patchDealsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateDealInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deal'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postDealsByIdOffers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewDealOfferInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deal'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_REGISTERED, API_KEY_LIMIT, PAYMENT_PENDING, CONFLICT, DEAL_EXISTS */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteDealsByIdOffersByEntryId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        entryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deal'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  patchDealsByIdOffersByEntryId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        entryId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DealOfferUpdateInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deal'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postDealsByIdViewings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewDealViewingInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deal'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_REGISTERED, API_KEY_LIMIT, PAYMENT_PENDING, CONFLICT, DEAL_EXISTS */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteDealsByIdViewingsByEntryId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        entryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Deal'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getDealsByIdPackPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deal pack (application/pdf) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postDealsByIdShare: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DealShareRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealShare'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: PAYLOAD_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNSUPPORTED_MEDIA_TYPE */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: HOST_NOT_ALLOWED */
      421: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteDealsByIdShare: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSharedDealsByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SharedDeal'];
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getSharedDealsByTokenPackPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deal pack (application/pdf) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description An error of the catalogue: VALIDATION_FAILED, CAPTCHA_FAILED, INVALID_TOKEN, OAUTH_FAILED, PAYMENT_FAILED, PAYMENT_MANDATE_REFUSED, PAYMENT_COLLECTION_FAILED, PAYMENT_CANCELLED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: URI_TOO_LONG */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getOperatorJobs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            jobs: {
              name: string;
              description: string;
              everySeconds: number | null;
              enabled: boolean;
              /** @enum {string} */
              claim: 'work' | 'run' | 'process';
              once: string;
              lastRun: {
                /** @description ISO 8601 date and time */
                startedAt: string;
                finishedAt: string | null;
                /** @enum {string} */
                outcome: 'running' | 'succeeded' | 'failed';
                summary: string | null;
                process: string;
                failedAt: string | null;
                error: string | null;
              } | null;
            }[];
          };
        };
      };
      /** @description An error of the catalogue: UNAUTHENTICATED, INVALID_CREDENTIALS, OPERATOR_UNAUTHENTICATED, API_KEY_INVALID, API_KEY_REQUIRED */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: EMAIL_NOT_VERIFIED, API_KEY_NOT_ALLOWED, API_KEY_SCOPE, OPERATOR_REQUIRED, FORBIDDEN, MEMBERSHIP_EXPIRED, CSRF_REJECTED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: RATE_LIMITED */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: INTERNAL */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description An error of the catalogue: SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
}

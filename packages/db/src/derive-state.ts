/**
 * The derive step's state row in `app_settings` (packages/engine/src/derive/run-derive.ts writes
 * it after every run): `{ version, salesAsOf, listingsAsOf, hpiMonth, startedAt }`. Readers
 * (the API's rent evidence) take the evidence dates the figures were derived with from it.
 */
export const DERIVE_STATE_KEY = 'derive.state';

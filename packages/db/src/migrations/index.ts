import type { Migration } from 'kysely';
import * as m0001 from './0001_app_settings.ts';
import * as m0002 from './0002_reference_data.ts';
import * as m0003 from './0003_listings.ts';
import * as m0040 from './0040_derive_support.ts';
import * as m0050 from './0050_accounts.ts';
import * as m0060 from './0060_favourites.ts';
import * as m0061 from './0061_search_indexes.ts';
import * as m0070 from './0070_property_details.ts';
import * as m0071 from './0071_rents_figure_flags.ts';
import * as m0080e from './0080_estimates_estimator.ts';
import * as m0081 from './0081_listings_non_residential.ts';
import * as m0082 from './0082_estimate_band_limits.ts';
import * as m0085 from './0085_plo_indexes.ts';
import * as m0086 from './0086_plo_paired.ts';
import * as m0087 from './0087_plo_rent_withdrawn.ts';
import * as m0090 from './0090_membership_payments.ts';
import * as m0095 from './0095_reports.ts';
import * as m0096 from './0096_membership_plan_wording.ts';
import * as m0097 from './0097_price_warnings.ts';
import * as m0100 from './0100_hpi_provenance.ts';
import * as m0101 from './0101_listing_events.ts';
import * as m0102 from './0102_api_keys.ts';
import * as m0103 from './0103_listing_homes.ts';
import * as m0105 from './0105_feeds.ts';
import * as m0106 from './0106_sold_event_once.ts';
import * as m0107 from './0107_derive_sale_evidence.ts';
import * as m0108 from './0108_saved_searches_alerts.ts';
import * as m0114 from './0114_deals.ts';
import * as m0115 from './0115_plo_live_pairs.ts';
import * as m0116 from './0116_search_indexes_cover_default_filters.ts';
import * as m0117 from './0117_plo_count_index.ts';
import * as m0118 from './0118_saved_search_filter_version.ts';
import * as m0120 from './0120_job_runs.ts';
import * as m0121 from './0121_estimate_model.ts';

/**
 * Every migration, in order. Names sort lexically; never rename or edit one that has
 * shipped: add a new one instead.
 */
export const migrations: Record<string, Migration> = {
  '0001_app_settings': m0001,
  '0002_reference_data': m0002,
  '0003_listings': m0003,
  '0040_derive_support': m0040,
  '0050_accounts': m0050,
  '0060_favourites': m0060,
  '0061_search_indexes': m0061,
  '0070_property_details': m0070,
  '0071_rents_figure_flags': m0071,
  '0080_estimates_estimator': m0080e,
  '0081_listings_non_residential': m0081,
  '0082_estimate_band_limits': m0082,
  '0085_plo_indexes': m0085,
  '0086_plo_paired': m0086,
  '0087_plo_rent_withdrawn': m0087,
  '0090_membership_payments': m0090,
  '0095_reports': m0095,
  '0096_membership_plan_wording': m0096,
  '0097_price_warnings': m0097,
  '0100_hpi_provenance': m0100,
  '0101_listing_events': m0101,
  '0102_api_keys': m0102,
  '0103_listing_homes': m0103,
  '0105_feeds': m0105,
  '0106_sold_event_once': m0106,
  '0107_derive_sale_evidence': m0107,
  '0108_saved_searches_alerts': m0108,
  '0114_deals': m0114,
  '0115_plo_live_pairs': m0115,
  '0116_search_indexes_cover_default_filters': m0116,
  '0117_plo_count_index': m0117,
  '0118_saved_search_filter_version': m0118,
  '0120_job_runs': m0120,
  '0121_estimate_model': m0121,
};

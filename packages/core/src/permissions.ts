/**
 * Permission attributes carried by a session (docs/product.md#permissions). The server checks them on every endpoint;
 * the web app uses them only to decide which menus to show.
 */
export const PERMISSION_ATTRIBUTES = [
  'property_estimates_es',
  'property_plo_es',
  'valuation',
  'area_analytics',
  'favorite_properties',
  'favorite_plo_properties',
  'membership',
  'area_polygon',
] as const;

export type PermissionAttribute = (typeof PERMISSION_ATTRIBUTES)[number];

export function hasAttribute(
  attributes: readonly string[] | undefined,
  attribute: PermissionAttribute,
): boolean {
  return attributes?.includes(attribute) ?? false;
}

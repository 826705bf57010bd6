import { hasAttribute } from '@yardstick/core/permissions';

export interface MenuLink {
  label: string;
  to: string;
}
export interface MenuEntry {
  label: string;
  to?: string;
  children?: MenuLink[];
}

/**
 * The header menus for a session's attributes (docs/product.md#header-menus): entries appear
 * only for attributes the session carries; Deals for every signed-in member; Reports always
 * offers House Price Index, except to
 * an expired member, whom every menu would send back to /subscription: they get none.
 */
export function buildMenus(
  attributes: readonly string[] | undefined,
  membershipExpired = false,
): MenuEntry[] {
  const menus: MenuEntry[] = [];
  if (membershipExpired) return menus;
  if (hasAttribute(attributes, 'property_estimates_es')) {
    menus.push({
      label: 'Estimates',
      children: [
        { label: 'Grid view', to: '/estimates-es' },
        { label: 'Map view', to: '/estimates-map-es' },
        { label: 'Analyse a property', to: '/analyse' },
      ],
    });
  }
  if (hasAttribute(attributes, 'property_plo_es')) {
    menus.push({
      label: 'PLO',
      children: [
        { label: 'List', to: '/plo' },
        { label: 'Grid view', to: '/plo-es' },
        { label: 'Map view', to: '/plo-map-es' },
      ],
    });
  }
  if (hasAttribute(attributes, 'valuation')) menus.push({ label: 'Valuation', to: '/valuation' });
  if (hasAttribute(attributes, 'area_analytics')) {
    menus.push({ label: 'Area Analytics', to: '/area-analytics' });
  }
  const favourites: MenuLink[] = [];
  if (hasAttribute(attributes, 'favorite_properties')) {
    favourites.push({ label: 'Favourite properties', to: '/favorite-properties' });
  }
  if (hasAttribute(attributes, 'favorite_plo_properties')) {
    favourites.push({ label: 'Favourite PLO properties', to: '/favorite-plo-properties' });
  }
  if (
    hasAttribute(attributes, 'property_estimates_es') ||
    hasAttribute(attributes, 'property_plo_es')
  ) {
    favourites.push({ label: 'Saved searches', to: '/saved-searches' });
  }
  if (favourites.length) menus.push({ label: 'Favourites', children: favourites });
  // Deals (issue 29): every signed-in member (a visitor has no attributes at all).
  if (attributes !== undefined) menus.push({ label: 'Deals', to: '/deals' });
  const reports: MenuLink[] = [{ label: 'House Price Index', to: '/hpi-reports' }];
  if (hasAttribute(attributes, 'valuation')) {
    reports.push({ label: 'Valuation Report', to: '/valuation-reports' });
  }
  menus.push({ label: 'Reports', children: reports });
  return menus;
}

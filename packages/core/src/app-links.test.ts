import { describe, expect, it } from 'vitest';
import {
  dealUrl,
  favouritesUrl,
  listingUrl,
  membershipUrl,
  ploDetailsUrl,
  propertyDetailsUrl,
  propertyIdFromParams,
  resetPasswordUrl,
  savedSearchUrl,
  sharedDealUrl,
  subscriptionUrl,
  unsubscribeUrl,
  verifyEmailUrl,
} from './app-links.ts';
import { findRoute } from './routes.ts';

describe('app links', () => {
  it('makes each page path, relative or under a base', () => {
    expect(propertyDetailsUrl(12)).toBe('/property-details?id=12');
    expect(propertyDetailsUrl('12', 'https://y.example/')).toBe(
      'https://y.example/property-details?id=12',
    );
    expect(ploDetailsUrl(1, '2')).toBe('/plo-details?saleId=1&rentId=2');
    expect(listingUrl('1', '2', 'https://y.example')).toBe(
      'https://y.example/plo-details?saleId=1&rentId=2',
    );
    expect(listingUrl('1', null)).toBe('/property-details?id=1');
    expect(listingUrl(null, null)).toBeNull();
    expect(savedSearchUrl()).toBe('/saved-searches');
    expect(savedSearchUrl(7, 'http://h:1')).toBe('http://h:1/saved-searches?open=7');
    expect(favouritesUrl()).toBe('/favorite-properties');
    expect(dealUrl('9')).toBe('/deals?deal=9');
    expect(sharedDealUrl('a-b_c')).toBe('/shared/deals/a-b_c');
    expect(unsubscribeUrl('x.y', 'https://y.example')).toBe(
      'https://y.example/api/alerts/unsubscribe?token=x.y',
    );
    expect(verifyEmailUrl('t')).toBe('/validate-email?token=t');
    expect(resetPasswordUrl('t')).toBe('/forgot-password?token=t');
    expect(membershipUrl()).toBe('/membership');
    expect(subscriptionUrl()).toBe('/subscription');
  });

  it('keeps a base path (PUBLIC_URL served under a folder) and encodes tokens', () => {
    expect(propertyDetailsUrl(3, 'https://y.example/app')).toBe(
      'https://y.example/app/property-details?id=3',
    );
    expect(resetPasswordUrl('a+b/c=')).toBe('/forgot-password?token=a%2Bb%2Fc%3D');
  });

  it('names only pages of the route table', () => {
    const paths = [
      propertyDetailsUrl(1),
      ploDetailsUrl(1, 2),
      savedSearchUrl(1),
      favouritesUrl(),
      dealUrl(1),
      verifyEmailUrl('t'),
      resetPasswordUrl('t'),
      membershipUrl(),
      subscriptionUrl(),
    ].map((u) => u.split('?')[0]!);
    for (const path of paths) expect(findRoute(path), path).toBeDefined();
    expect(findRoute('/shared/deals/:token')).toBeDefined();
  });

  it('reads the property id from id, or from the legacy propertyId of old emails', () => {
    expect(propertyIdFromParams(new URLSearchParams('id=5'))).toBe('5');
    expect(propertyIdFromParams(new URLSearchParams('propertyId=6'))).toBe('6');
    expect(propertyIdFromParams(new URLSearchParams('id=5&propertyId=6'))).toBe('5');
    expect(propertyIdFromParams(new URLSearchParams(''))).toBeNull();
  });
});

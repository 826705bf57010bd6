import { isNonResidential } from '@yardstick/core/estimates/estimate-scope';
import { FAVOURITE_MESSAGES } from '@yardstick/core/favourites';
import { searchFilterSchema } from '@yardstick/core/search/filter';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  generateListings,
  insertListings,
  seedGeography,
  signedInUser,
  type ListingFixture,
  type SignedInUser,
} from '../../../test/search-fixtures.ts';
import { onTheMarket, referenceSearch } from '../../../test/search-reference.ts';

const ALL = ['property_estimates_es', 'favorite_properties', 'favorite_plo_properties'];

describe('favourites', () => {
  let t: TestApp;
  let listings: ListingFixture[];
  let alice: SignedInUser;
  let bob: SignedInUser;
  let onSale: ListingFixture[];
  let rental: ListingFixture;

  beforeAll(async () => {
    t = await createTestApp();
    const postcodes = await seedGeography(t.database.db);
    listings = await insertListings(t.database.db, generateListings(8, 200, postcodes));
    alice = await signedInUser(t.database.db, ALL);
    bob = await signedInUser(t.database.db, ALL);
    onSale = listings.filter((l) => onTheMarket(l));
    rental = listings.find((l) => l.transaction_type === 'rent' && l.status !== 'withdrawn')!;
  });
  afterAll(() => t.close());

  const add = (user: SignedInUser | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/favorite-properties',
      payload,
      headers: user ? user.headers : { 'x-requested-with': 'yardstick' },
    });
  const remove = (user: SignedInUser, id: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/favorite-properties/${id}`,
      headers: user.headers,
    });
  const get = (user: SignedInUser | undefined, url: string, query: Record<string, string> = {}) =>
    t.app.inject({ url, query, headers: user ? { cookie: user.cookie } : {} });

  it('adds a favourite once (201, then 409) for the session user only', async () => {
    const target = onSale[0]!;
    const first = await add(alice, { estimatePropertyId: String(target.id), userId: bob.userId });
    expect(first.statusCode, first.body).toBe(201);
    const { favoriteId } = first.json();
    expect(favoriteId).toMatch(/^\d+$/);
    const again = await add(alice, { estimatePropertyId: target.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FAVOURITE_MESSAGES.alreadyAdded);
    const { rows } = await sql<{ user_id: string }>`
      SELECT user_id::text FROM favourites WHERE id = ${favoriteId}::bigint`.execute(t.database.db);
    expect(rows[0]!.user_id).toBe(alice.userId);
    // Bob may add the same property to his own list.
    expect((await add(bob, { estimatePropertyId: String(target.id) })).statusCode).toBe(201);
  });

  it('refuses anonymous, forged and malformed requests', async () => {
    const target = String(onSale[1]!.id);
    expect((await add(undefined, { estimatePropertyId: target })).statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/favorite-properties',
      payload: { estimatePropertyId: target },
      headers: { cookie: alice.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    for (const payload of [
      {},
      { estimatePropertyId: 'abc' },
      { ploSalePropertyId: target },
      { estimatePropertyId: target, ploSalePropertyId: target, ploRentPropertyId: target },
    ]) {
      expect((await add(alice, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const withdrawn = listings.find((l) => l.status === 'withdrawn')!;
    const gone = await add(alice, { estimatePropertyId: String(withdrawn.id) });
    expect(gone.statusCode).toBe(404);
    expect((await add(alice, { estimatePropertyId: '999999999' })).statusCode).toBe(404);
    expect((await add(alice, { estimatePropertyId: String(rental.id) })).statusCode).toBe(404);
  });

  it('lets only the owner remove a favourite', async () => {
    const added = await add(alice, { estimatePropertyId: String(onSale[2]!.id) });
    const id = added.json().favoriteId;
    const byBob = await remove(bob, id);
    expect(byBob.statusCode).toBe(404);
    expect((await remove(alice, id)).statusCode).toBe(204);
    expect((await remove(alice, id)).statusCode).toBe(404);
    expect((await remove(alice, 'abc')).statusCode).toBe(400);
  });

  it("lists the caller's favourites through the search filter", async () => {
    await sql`DELETE FROM favourites`.execute(t.database.db);
    // A saved commercial unit stays in the list: it is not estimated, not hidden.
    const commercial = onSale.find((l) =>
      isNonResidential({ propertySubType: l.property_sub_type }),
    )!;
    const chosen = [...onSale.slice(3, 23).filter((l) => l !== commercial), commercial];
    const favouriteIds = new Map<number, string>();
    for (const l of chosen) {
      favouriteIds.set(
        l.id,
        (await add(alice, { estimatePropertyId: String(l.id) })).json().favoriteId,
      );
    }
    await add(bob, { estimatePropertyId: String(onSale[30]!.id) });
    const queries: Record<string, string>[] = [
      {},
      { sort: 'list_price,asc' },
      { minBeds: '2', size: '5', page: '1' },
    ];
    for (const query of queries) {
      const res = await get(alice, '/api/favorite/properties', query);
      expect(res.statusCode, res.body).toBe(200);
      const filter = searchFilterSchema.parse(query);
      const expected = referenceSearch(listings, filter, { only: new Set(favouriteIds.keys()) });
      const start = filter.page * filter.size;
      const content = res.json().content;
      expect(content.map((c: { propertyId: string }) => Number(c.propertyId))).toEqual(
        expected.slice(start, start + filter.size).map((l) => l.id),
      );
      expect(res.json().page.totalElements).toBe(expected.length);
      for (const card of content)
        expect(card.favoriteId).toBe(favouriteIds.get(Number(card.propertyId)));
    }
    const all = await get(alice, '/api/favorite/properties', { size: '100' });
    expect(all.json().content.map((c: { propertyId: string }) => c.propertyId)).toContain(
      String(commercial.id),
    );
    const bobs = await get(bob, '/api/favorite/properties');
    expect(bobs.json().content.map((c: { propertyId: string }) => Number(c.propertyId))).toEqual([
      onSale[30]!.id,
    ]);
    expect((await get(undefined, '/api/favorite/properties')).statusCode).toBe(401);
    const noPermission = await signedInUser(t.database.db, ['property_estimates_es']);
    expect((await get(noPermission, '/api/favorite/properties')).statusCode).toBe(403);
  });

  it('keeps PLO favourites apart, listed as PLO items while the pair is held', async () => {
    const sale = onSale[40]!;
    await t.database.db
      .insertInto('plo_pairs')
      .values({ sale_listing_id: sale.id, rent_listing_id: rental.id })
      .execute();
    const added = await add(alice, {
      ploSalePropertyId: String(sale.id),
      ploRentPropertyId: String(rental.id),
    });
    expect(added.statusCode, added.body).toBe(201);
    const plo = await get(alice, '/api/favorite/plo/properties');
    expect(plo.json().content).toHaveLength(1);
    expect(plo.json().content[0]).toMatchObject({
      salePropertyId: String(sale.id),
      rentPropertyId: String(rental.id),
      ploId: { salePropertyId: String(sale.id), rentPropertyId: String(rental.id) },
      favoriteId: added.json().favoriteId,
    });
    const status = await get(alice, '/api/property/favorite', {
      propertyId: String(sale.id),
      type: 'plo',
      rentPropertyId: String(rental.id),
    });
    expect(status.json()).toEqual({ favoriteId: added.json().favoriteId, isFavorite: true });
    const asEstimate = await get(alice, '/api/property/favorite', { propertyId: String(sale.id) });
    expect(asEstimate.json()).toEqual({ favoriteId: null, isFavorite: false });
    const missingRent = await get(alice, '/api/property/favorite', {
      propertyId: String(sale.id),
      type: 'plo',
    });
    expect(missingRent.statusCode).toBe(400);
    // Withdrawing the rental removes the pair from the list.
    await sql`UPDATE listings SET status = 'withdrawn' WHERE id = ${rental.id}`.execute(
      t.database.db,
    );
    expect((await get(alice, '/api/favorite/plo/properties')).json().content).toHaveLength(0);
    await sql`UPDATE listings SET status = 'available' WHERE id = ${rental.id}`.execute(
      t.database.db,
    );
    // A pair the derive no longer holds leaves the list too.
    expect((await get(alice, '/api/favorite/plo/properties')).json().content).toHaveLength(1);
    await t.database.db.deleteFrom('plo_pairs').execute();
    expect((await get(alice, '/api/favorite/plo/properties')).json().content).toHaveLength(0);
  });

  it('tells whether a property is a favourite of the caller', async () => {
    const target = onSale[50]!;
    const added = (await add(bob, { estimatePropertyId: String(target.id) })).json().favoriteId;
    const forBob = await get(bob, '/api/property/favorite', {
      propertyId: String(target.id),
      type: 'sale',
    });
    expect(forBob.json()).toEqual({ favoriteId: added, isFavorite: true });
    const forAlice = await get(alice, '/api/property/favorite', { propertyId: String(target.id) });
    expect(forAlice.json()).toEqual({ favoriteId: null, isFavorite: false });
    expect((await get(undefined, '/api/property/favorite', { propertyId: '1' })).statusCode).toBe(
      401,
    );
  });
});

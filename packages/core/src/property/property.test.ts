import { describe, expect, it } from 'vitest';
import { moreDeprivedPercent } from '../estimates/figures.ts';
import { deprivationWording, nationCountOf, nationOfLsoa } from './deprivation.ts';
import { schoolPhaseLabel, schoolsBodySchema } from './nearby.ts';
import {
  DESCRIPTION_PREVIEW_LENGTH,
  previewDescription,
  splitImageList,
} from './property-details.ts';
import { recentSoldBodySchema } from './recent-sold.ts';
import { reloadQuerySchema } from './reload.ts';
import { parseAreaCode, similarQuerySchema } from './similar.ts';

describe('property details helpers', () => {
  it('cuts a description longer than 500 characters and flags it not loaded', () => {
    const long = 'x'.repeat(DESCRIPTION_PREVIEW_LENGTH + 1);
    expect(previewDescription(long)).toEqual({ summary: 'x'.repeat(500), isDescLoaded: false });
    const exact = 'y'.repeat(500);
    expect(previewDescription(exact)).toEqual({ summary: exact, isDescLoaded: true });
    expect(previewDescription('')).toEqual({ summary: '', isDescLoaded: true });
  });

  it('never splits a surrogate pair at the cut', () => {
    const text = `${'a'.repeat(499)}😀${'b'.repeat(10)}`;
    const { summary } = previewDescription(text);
    expect(summary).toBe('a'.repeat(499));
  });

  it("splits image lists, 'NA' meaning none", () => {
    expect(splitImageList('a.jpg, b.jpg,,')).toEqual(['a.jpg', 'b.jpg']);
    expect(splitImageList('NA')).toEqual([]);
    expect(splitImageList('')).toEqual([]);
    expect(splitImageList(null)).toEqual([]);
  });

  it("shows the phase 'Not applicable' as Other", () => {
    expect(schoolPhaseLabel('Not applicable')).toBe('Other');
    expect(schoolPhaseLabel(null)).toBe('Other');
    expect(schoolPhaseLabel('Primary')).toBe('Primary');
  });

  it('computes moreDeprived as (rank - 1) / (count - 1) x 100, one decimal', () => {
    expect(moreDeprivedPercent(1, 32_844)).toBe(0);
    expect(moreDeprivedPercent(32_844, 32_844)).toBe(100);
    expect(moreDeprivedPercent(16_423, 32_844)).toBe(50);
    expect(moreDeprivedPercent(10, 100)).toBe(9.1);
    expect(moreDeprivedPercent(200, 100)).toBeNull();
  });

  it('words the index the way the IoD ranks: rank 1 is the most deprived', () => {
    // Issue 14: rank 5,608 of 32,844 (decile 2) read "More deprived than 17.1% of areas".
    const index = moreDeprivedPercent(5_608, 32_844)!;
    expect(index).toBe(17.1);
    expect(deprivationWording(index, 'England')).toEqual({
      headline: 'More deprived than 82.9% of neighbourhoods',
      detail: '17.1% of neighbourhoods in England are more deprived',
    });
    expect(deprivationWording(moreDeprivedPercent(1, 32_844)!, 'England').headline).toBe(
      'The most deprived neighbourhood in England',
    );
    expect(deprivationWording(moreDeprivedPercent(32_844, 32_844)!).headline).toBe(
      'The least deprived neighbourhood in the nation',
    );
    expect(deprivationWording(50).headline).toBe('More deprived than 50.0% of neighbourhoods');
  });

  it('names the nation of an LSOA code', () => {
    expect(nationOfLsoa('E01016000')).toBe('England');
    expect(nationOfLsoa('W01000001')).toBe('Wales');
    expect(nationOfLsoa('X01000001')).toBeNull();
  });

  it("takes the nation's LSOA count from the code prefix unless more are held", () => {
    expect(nationCountOf('E01000001', null)).toBe(32_844);
    expect(nationCountOf('W01000001', 2_000)).toBe(2_000);
    expect(nationCountOf('X01000001', 12)).toBe(12);
    expect(nationCountOf('X01000001', null)).toBeNull();
  });
});

describe('property data request schemas', () => {
  it('accepts postcode areas and districts as area codes', () => {
    for (const code of ['RG', 'rg1', 'SW1A', 'W1D', 'EC1A', 'RG10']) {
      expect(parseAreaCode(code).ok).toBe(true);
    }
    for (const code of ['RG1 1AA', '1RG', 'RG1AAA', '']) expect(parseAreaCode(code).ok).toBe(false);
  });

  it('needs a point or a postcode for similar properties', () => {
    expect(similarQuerySchema.safeParse({}).success).toBe(false);
    expect(similarQuerySchema.safeParse({ latitude: '51.4' }).success).toBe(false);
    expect(similarQuerySchema.safeParse({ postCode: 'rg1 1ab' }).data?.postCode).toBe('RG1 1AB');
    expect(similarQuerySchema.safeParse({ latitude: '51.4', longitude: '-0.9' }).success).toBe(
      true,
    );
  });

  it('defaults the schools limit to 10 and refuses more', () => {
    expect(schoolsBodySchema.parse({ latitude: 51, longitude: 0 }).limit).toBe(10);
    expect(schoolsBodySchema.safeParse({ latitude: 51, longitude: 0, limit: 11 }).success).toBe(
      false,
    );
  });

  it('reads only the needed fields of the details body for recent sales', () => {
    const parsed = recentSoldBodySchema.parse({
      postCode: 'rg1 1ab',
      latitude: 51.45,
      longitude: -0.97,
      propertyType: null,
      summary: 'ignored',
    });
    expect(parsed).toEqual({
      postCode: 'RG1 1AB',
      latitude: 51.45,
      longitude: -0.97,
      propertyType: null,
    });
  });

  it('needs rentPropertyId to reload a PLO item', () => {
    expect(reloadQuerySchema.safeParse({ propertyId: '1', type: 'plo' }).success).toBe(false);
    expect(
      reloadQuerySchema.safeParse({ propertyId: '1', type: 'plo', rentPropertyId: '2' }).success,
    ).toBe(true);
    expect(reloadQuerySchema.parse({ propertyId: '1' }).type).toBe('sale');
  });
});

import { BMV_CHECK_FLAG } from '@yardstick/core/estimates/bmv-check';
import { describe, expect, it } from 'vitest';
import { markerPopup } from './marker-popup.ts';
import type { EstimateMarker } from './markers.ts';

const marker = (over: Partial<EstimateMarker> = {}): EstimateMarker => ({
  id: '42',
  lat: 51.45,
  lng: -0.97,
  title: '1 High St, RG1 1AA',
  estimate: 250000,
  bmv: -43,
  roi: 6.1,
  type: 'T',
  price: 142500,
  bmvCheck: false,
  priceWarnings: [],
  ...over,
});

/** The popup's BMV value: its figure, its tone class and its flag word. */
function bmvRow(popup: HTMLElement) {
  const dt = [...popup.querySelectorAll('dt')].find((d) => d.textContent === 'BMV')!;
  const dd = dt.nextElementSibling as HTMLElement;
  return {
    text: dd.firstChild?.textContent,
    tone: dd.className,
    flag: dd.querySelector('.ys-flag')?.textContent,
  };
}

describe("a marker's info window shows the BMV as the card does", () => {
  it('says "check the estimate" in orange when the one BMV rule checks it', () => {
    expect(bmvRow(markerPopup(marker({ bmvCheck: true }), undefined))).toEqual({
      text: '-43.0%',
      tone: 'ys-warning',
      flag: BMV_CHECK_FLAG,
    });
  });

  it('says "warning" beside a price warning', () => {
    const warned = marker({ priceWarnings: [{ code: 'tenanted', label: 'Tenanted' }] });
    expect(bmvRow(markerPopup(warned, undefined))).toMatchObject({
      tone: 'ys-warning',
      flag: 'warning',
    });
  });

  it('shows a BMV the evidence supports in green, without a flag', () => {
    expect(bmvRow(markerPopup(marker({ bmv: -5 }), undefined))).toEqual({
      text: '-5.0%',
      tone: 'ys-good',
      flag: undefined,
    });
  });
});

import { YIELD_CHECK_TEXT } from '@yardstick/core/estimates/yield-band';
import type { PropertyDetails } from '@yardstick/core/property/property-details';
import {
  bmvDisplay,
  roiTone,
  signedPercent,
  TONE_COLOURS,
} from '../../components/estimates/figures.ts';
import { formatGBP, formatPercent } from '../../lib/format.ts';
import type { Figure } from '../../components/property/FigureList.tsx';

type Flags = Pick<
  PropertyDetails,
  | 'residential'
  | 'avgBmv'
  | 'roi'
  | 'avgYield'
  | 'rentEstimate'
  | 'yieldFlag'
  | 'bmvLowConfidence'
  | 'priceWarnings'
>;

export const NOT_ESTIMATED = 'Not estimated';

/** The gross yield as shown: 'check' beside it when outside the plausible band. */
export function yieldFigure(p: Flags): Figure {
  if (!p.residential) return { label: 'Gross yield', value: NOT_ESTIMATED, tip: 'not-estimated' };
  const check = p.yieldFlag === true;
  return {
    label: 'Gross yield',
    value: check ? `${formatPercent(p.avgYield)} · check` : formatPercent(p.avgYield),
    tip: 'rent',
    colour: check ? TONE_COLOURS.warning : undefined,
    note: check ? YIELD_CHECK_TEXT : undefined,
    testId: 'details-yield',
  };
}

/**
 * BMV, ROI, gross yield and rent estimate of the details (docs/methodology.md): "Not
 * estimated" for commercial, mixed-use, land and parking; a BMV beyond what its estimate supports
 * says "check the estimate" (bmvDisplay), and a yield outside the plausible band (with the ROI on the same rent) says "check".
 */
export function investmentFigures(p: Flags): Figure[] {
  if (!p.residential) {
    return ['BMV', 'ROI', 'Gross yield', 'Rent estimate'].map((label) => ({
      label,
      value: NOT_ESTIMATED,
      tip: 'not-estimated',
    }));
  }
  const warnings = p.avgBmv === null ? [] : p.priceWarnings;
  const bmv = bmvDisplay(p.avgBmv, warnings, p.bmvLowConfidence);
  const check = p.yieldFlag === true;
  return [
    {
      label: 'BMV',
      value:
        warnings.length > 0
          ? `${bmv.figure.text} · ${warnings.map((w) => w.label.toLowerCase()).join(', ')}`
          : bmv.figure.flag
            ? `${bmv.figure.text} · ${bmv.figure.flag}`
            : bmv.figure.text,
      tip: 'bmv',
      colour: bmv.figure.colour,
      note: bmv.note,
      testId: 'details-bmv-figure',
    },
    {
      label: 'ROI',
      value: check ? `${signedPercent(p.roi)} · check` : signedPercent(p.roi),
      tip: 'roi',
      colour: check ? TONE_COLOURS.warning : TONE_COLOURS[roiTone(p.roi)],
      note: check ? YIELD_CHECK_TEXT : undefined,
    },
    yieldFigure(p),
    {
      label: 'Rent estimate',
      value: p.rentEstimate === null ? '-' : `${formatGBP(p.rentEstimate)} pcm`,
      tip: 'rent',
    },
  ];
}

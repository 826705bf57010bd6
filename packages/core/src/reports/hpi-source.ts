import { z } from 'zod';

/**
 * Where the House Price Index figures a page shows come from (docs/methodology.md "Where the
 * HPI figures come from"). Each month held is labelled (`hpi.provenance`, migration 0100):
 * 'published', a row of HM Land Registry's UK HPI file or app download, or 'demo', a month
 * the demo generator drew through the sampled real UK HPI months it ships with. A figure or
 * page reads 'mixed' when the months it stands on are of both kinds.
 */
export const HPI_PROVENANCES = ['published', 'demo'] as const;
export type HpiProvenance = (typeof HPI_PROVENANCES)[number];
export const HPI_SOURCES = ['published', 'demo', 'mixed'] as const;
export type HpiSource = (typeof HPI_SOURCES)[number];
export const hpiSourceSchema = z.enum(HPI_SOURCES).meta({ id: 'HpiSource' });

/** What a page says its HPI figures are. */
export const HPI_SOURCE_LABELS: Record<HpiSource, string> = {
  published: 'UK HPI (HM Land Registry, ONS)',
  demo: 'Demo series drawn through sampled UK HPI months — not the published UK HPI',
  mixed:
    'UK HPI (HM Land Registry, ONS) where imported; elsewhere demo series drawn through sampled UK HPI months',
};

/** A short name of the index for a sentence or a legend ('the UK HPI', 'the demo HPI'). */
export const HPI_SOURCE_NAMES: Record<HpiSource, string> = {
  published: 'the UK HPI',
  demo: 'the demo HPI (drawn through sampled UK HPI months)',
  mixed: 'the UK HPI (demo series where not imported)',
};

/** The source of figures standing on months of these provenances; null when none. */
export function hpiSourceOf(provenances: Iterable<string>): HpiSource | null {
  let published = false;
  let demo = false;
  for (const p of provenances) {
    if (p === 'demo') demo = true;
    else published = true;
  }
  if (demo && published) return 'mixed';
  return demo ? 'demo' : published ? 'published' : null;
}

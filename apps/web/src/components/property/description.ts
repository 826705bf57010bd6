import { DESCRIPTION_PREVIEW_LENGTH } from '@yardstick/core/property/property-details';

/**
 * Description truncation (docs/product.md#details-tabs): the first 500 characters plus '...', or the full
 * text. The details call may answer only the first 500 characters (`isDescLoaded: false`);
 * the full text then comes from the reload that Show More makes first.
 */
export const DESCRIPTION_LIMIT = DESCRIPTION_PREVIEW_LENGTH;

export interface DescriptionView {
  text: string;
  /** Show More / Show Less is offered only when the text is longer than the limit. */
  canToggle: boolean;
}

export function descriptionView(
  summary: string | null | undefined,
  options: { expanded: boolean; isDescLoaded?: boolean },
  limit = DESCRIPTION_LIMIT,
): DescriptionView {
  const text = (summary ?? '').trim();
  const cut = options.isDescLoaded === false && text.length >= limit;
  const canToggle = cut || text.length > limit;
  if (!canToggle || (options.expanded && !cut)) return { text, canToggle };
  return { text: `${text.slice(0, limit)}...`, canToggle };
}

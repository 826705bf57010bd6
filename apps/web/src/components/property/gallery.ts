import { splitImageList } from '@yardstick/core/property/property-details';

/**
 * The image gallery's rules (docs/product.md#image-gallery): the pictures of a listing and
 * an index that wraps at both ends.
 */

/** The listing's pictures (the details' comma list), the main image first when missing. */
export function galleryImages(images: string | null | undefined, mainImage?: string | null) {
  const unique = [...new Set(splitImageList(images))];
  const main = mainImage?.trim();
  if (main && !unique.includes(main)) unique.unshift(main);
  return unique;
}

/** The index `step` pictures away from `index`: past the last comes the first, and back. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

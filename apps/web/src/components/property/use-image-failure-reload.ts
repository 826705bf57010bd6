import { useEffect, useRef } from 'react';
import { useReloadProperty } from './api/reload-property.ts';

/** How long after an image fails the property is reloaded (docs/product.md#image-gallery). */
export const IMAGE_RELOAD_DELAY_MS = 2000;

/**
 * An image that fails to load reloads the property after 2 seconds (its pictures may have
 * moved at the listing source). Each image URL triggers it once, so a picture that is gone
 * for good cannot start a loop of reloads.
 */
export function useImageFailureReload(
  propertyId: string,
  pair?: { rentPropertyId: string; onReloaded: () => void },
): (url: string) => void {
  const reload = useReloadProperty();
  const failed = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mutate = reload.mutate;
  useEffect(() => () => clearTimeout(timer.current), []);
  return (url: string) => {
    if (failed.current.has(url)) return;
    failed.current.add(url);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        pair
          ? mutate(
              { propertyId, rentPropertyId: pair.rentPropertyId },
              { onSettled: pair.onReloaded },
            )
          : mutate({ propertyId }),
      IMAGE_RELOAD_DELAY_MS,
    );
  };
}

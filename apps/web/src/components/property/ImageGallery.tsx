import { ActionIcon, AspectRatio, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconHome } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import classes from './PropertyDetails.module.css';
import { wrapIndex } from './gallery.ts';

export interface ImageGalleryProps {
  images: readonly string[];
  /** Describes the pictures ('Picture 2 of 9 of {label}'). */
  label: string;
  onImageError: (url: string) => void;
}

/**
 * The listing's pictures one at a time, with previous and next that wrap at both ends
 * (docs/product.md#image-gallery); the arrow keys page too while the gallery has focus.
 */
export function ImageGallery({ images, label, onImageError }: ImageGalleryProps) {
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const url = images[current];
  const step = (by: 1 | -1) => setIndex((i) => wrapIndex(Math.min(i, count - 1), by, count));

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  }

  return (
    <section
      className={classes.gallery}
      aria-roledescription="carousel"
      aria-label={`Pictures of ${label}`}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={count > 1 ? onKeyDown : undefined}
      data-testid="gallery"
    >
      <AspectRatio ratio={3 / 2}>
        {url && !broken.has(url) ? (
          <img
            key={url}
            className={classes.galleryImage}
            src={url}
            alt={`Picture ${current + 1} of ${count} of ${label}`}
            onError={() => {
              setBroken((b) => new Set(b).add(url));
              onImageError(url);
            }}
            data-testid="gallery-image"
          />
        ) : (
          <div className={classes.galleryPlaceholder} role="img" aria-label="No picture">
            <IconHome size={64} stroke={1.2} />
          </div>
        )}
      </AspectRatio>
      {count > 1 && (
        <>
          <ActionIcon
            className={classes.galleryPrev}
            variant="white"
            radius="xl"
            size="xl"
            aria-label="Previous picture"
            onClick={() => step(-1)}
          >
            <IconChevronLeft />
          </ActionIcon>
          <ActionIcon
            className={classes.galleryNext}
            variant="white"
            radius="xl"
            size="xl"
            aria-label="Next picture"
            onClick={() => step(1)}
          >
            <IconChevronRight />
          </ActionIcon>
          <Text className={classes.galleryCount} size="sm" fw={600} aria-live="polite">
            <span data-testid="gallery-position">
              {current + 1} / {count}
            </span>
          </Text>
        </>
      )}
    </section>
  );
}

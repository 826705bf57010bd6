import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import classes from './CardCarousel.module.css';

/**
 * A horizontally scrolling row of cards that snaps to whole cards, with previous and next
 * buttons (a page of cards at a time). Touch and trackpads scroll it directly.
 */
export function CardCarousel({ children, label }: { children: ReactNode[]; label: string }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: children.length <= 1 });

  function update() {
    const el = viewport.current;
    if (!el) return;
    setEdges({
      start: el.scrollLeft <= 4,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4,
    });
  }

  function scroll(direction: 1 | -1) {
    const el = viewport.current;
    if (!el) return;
    el.scrollBy({ left: direction * el.clientWidth, behavior: 'smooth' });
  }

  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <Group justify="flex-end" gap="xs" mb="xs">
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label="Previous properties"
          disabled={edges.start}
          onClick={() => scroll(-1)}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label="Next properties"
          disabled={edges.end}
          onClick={() => scroll(1)}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <div
        ref={viewport}
        className={classes.viewport}
        onScroll={update}
        onMouseEnter={update}
        tabIndex={0}
        role="group"
        aria-label={`${label}: scroll sideways`}
      >
        {children}
      </div>
    </section>
  );
}

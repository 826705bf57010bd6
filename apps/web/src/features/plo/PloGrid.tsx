import { SimpleGrid } from '@mantine/core';
import type { PloItem } from '@yardstick/core/plo/plo';
import { useState } from 'react';
import {
  confirmAddFavourite,
  confirmRemoveFavourite,
} from '../../components/estimates/use-favourite-confirm.tsx';
import { pairId } from './pair-id.ts';
import { PloCard } from './PloCard.tsx';
import {
  useAddPloFavourite,
  useRemovePloFavourite,
} from '../../components/plo/api/plo-favourite.ts';

export interface PloGridProps {
  items: readonly PloItem[];
  /** 'add' on /plo and /plo-es; 'remove' on /favorite-plo-properties (spec: where removal shows). */
  favourite: 'add' | 'remove';
  /** After a removal was asked (the favourites page's own paging). */
  onRemoved?: (item: PloItem) => void;
}

/**
 * What a PLO card's favourite control does: on a favourites list ('remove') the card leaves at
 * once (back if the call fails); elsewhere ('add') an empty heart adds the pair and a filled one
 * removes it, each after its confirmation. `removed` holds the favourites taken off the list.
 */
export function usePloFavourite(favourite: 'add' | 'remove', onRemoved?: (item: PloItem) => void) {
  const add = useAddPloFavourite();
  const remove = useRemovePloFavourite();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const onFavourite = (it: PloItem) => {
    if (favourite === 'remove') {
      const id = it.favoriteId!;
      setRemoved((set) => new Set(set).add(id));
      remove.mutate(id, {
        onError: () =>
          setRemoved((set) => {
            const next = new Set(set);
            next.delete(id);
            return next;
          }),
      });
      onRemoved?.(it);
    } else if (it.favoriteId) {
      // A filled heart: the same confirmation as everywhere, then removed.
      const id = it.favoriteId;
      confirmRemoveFavourite(() => remove.mutate(id));
    } else {
      confirmAddFavourite(pairId(it), (done) => add.mutate(it, { onSettled: done }));
    }
  };
  return { removed, onFavourite };
}

/** PLO cards in the 3-column grid (2 on tablets, 1 on phones), with the favourite controls. */
export function PloGrid({ items, favourite, onRemoved }: PloGridProps) {
  const { removed, onFavourite } = usePloFavourite(favourite, onRemoved);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="plo-grid">
      {items
        .filter((i) => !removed.has(i.favoriteId ?? ''))
        .map((item) => (
          <PloCard key={pairId(item)} item={item} favourite={favourite} onFavourite={onFavourite} />
        ))}
    </SimpleGrid>
  );
}

import { PloListPage } from './PloListPage.tsx';

/** /plo: the PLO grid with the sort dropdown and infinite scroll. */
export function PloPage() {
  return <PloListPage kind="plo" />;
}

/** /plo-es: the PLO grid with column sort links and MAP VIEW. */
export function PloEsPage() {
  return <PloListPage kind="plo-es" />;
}

/** /favorite-plo-properties: the /plo screen over the caller's PLO favourites, with removal. */
export function FavouritePloPropertiesPage() {
  return <PloListPage kind="favourites" />;
}

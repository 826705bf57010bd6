import type { SortField } from '@yardstick/core/search/constants';

/** A column of the list beside the map. */
export interface MapListColumn {
  header: string;
  /** The sort its header sets (a header without one does not sort). */
  sort?: SortField;
  /** Left out on phones, so the table fits 390 px. */
  wide?: boolean;
}

/** A figure of a row (one per column after the first). */
export interface MapListCell {
  text: string;
  /** A Mantine colour for a figure with a tone (BMV, ROI). */
  colour?: string | undefined;
  /** A word under the figure ('check' beside an implausible yield). */
  flag?: string | undefined;
}

/** One row of the list, as a presenter builds it from its answer's shape. */
export interface MapListRow {
  /** The marker it belongs to. */
  id: string;
  /** Where its link goes (opened in a new tab). */
  href: string;
  title: string;
  /** The dimmed line under the title. */
  subtitle: string;
  /** The row's figures, in the order of the columns after 'Property'. */
  cells: MapListCell[];
}

/** How a page's list shows its answer: the columns and each row's presenter. */
export interface MapListPresenter<R> {
  /** The figure columns (the first column, the property, comes with the list). */
  columns: readonly MapListColumn[];
  present: (row: R) => MapListRow;
}

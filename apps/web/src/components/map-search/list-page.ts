/** A page of the list beside the map, in the answer's own shape (an estimate card, a PLO item). */
export interface ListPage<R> {
  rows: R[];
  /** Every match (the paging's count); undefined when the call did not count. */
  total: number | undefined;
}

/** A page asked for: `pageNo` from 1, `pageSize` rows. */
export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/** One page of a listing, with the listing's total. */
export interface Page<T> extends PageQuery {
  elements: T[];
  totalElements: number;
}

/**
 * Reads one page: the rows from the page's offset, then the total (one after the other: inside a
 * transaction they share one connection anyway), each row mapped.
 */
export async function readPage<R, T>(
  page: PageQuery,
  rows: (offset: number, limit: number) => Promise<R[]>,
  total: () => Promise<number>,
  map: (r: R) => T,
): Promise<Page<T>> {
  const read = await rows((page.pageNo - 1) * page.pageSize, page.pageSize);
  const totalElements = await total();
  return { elements: read.map(map), pageNo: page.pageNo, pageSize: page.pageSize, totalElements };
}

import type { Paged, PagingQuery } from '@app/contract';
import { lastPage, resolvePaging } from '@app/contract';

/** Run a page query and its count, and wrap them in the paged envelope. */
export async function paginate<T>(
  query: PagingQuery,
  defaultSize: number,
  fetch: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Paged<T>> {
  const { page, perPage, offset } = resolvePaging(query, defaultSize);
  const [data, total] = await Promise.all([fetch(perPage, offset), count()]);
  return {
    success: true,
    data,
    current_page: page,
    last_page: lastPage(total, perPage),
    total,
    per_page: perPage,
  };
}

/** Escape LIKE wildcards so a search for "50%" means the text "50%". */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

import { useListHref } from '../lib/list-href.ts';
import { BackButton } from './detail-header.tsx';

/**
 * A record page's Back to its list as the user left it (search, filters, page: list-href.ts);
 * `also` names other lists the page may have been opened from.
 */
export function ListBackButton({ list, also }: { list: string; also?: readonly string[] }) {
  return <BackButton to={useListHref(list, also)} />;
}

import { SearchInput } from './search-input.tsx';

/** A list's search box bound to the URL's `search` filter (what ListFilters puts first). */
export function ListSearch(props: {
  params: { filters: { search: string }; setFilter: (key: 'search', value: string) => void };
  placeholder: string;
}) {
  const { params } = props;
  return (
    <SearchInput
      value={params.filters.search}
      onChange={(v) => params.setFilter('search', v)}
      placeholder={props.placeholder}
    />
  );
}

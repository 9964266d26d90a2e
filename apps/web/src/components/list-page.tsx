import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ExportList } from '@app/contract';
import type { PermissionKey } from '@app/contract/constants';
import { can } from '@app/contract/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSavedId } from '../lib/after-save.tsx';
import { useCurrentUser } from '../lib/session.ts';
import type { IgnoredParam } from '../lib/list-params.ts';
import type { Column, UseRecord } from './data-table.tsx';
import { DataTable, pagedFooter } from './data-table.tsx';
import type { PagerMode } from './pager.tsx';
import { ListExportButton } from './export-button.tsx';
import { FilterBar } from './filter-bar.tsx';
import { PageHeader } from './page-header.tsx';
import { SearchInput } from './search-input.tsx';
import { ParamsNotice } from './states.tsx';

/** What the list pieces use of `useListParams` (use-list-params.ts). */
export interface ListState {
  filters: { search: string };
  query: string;
  sort: string;
  ignored: IgnoredParam[];
  setFilter: (key: 'search', value: string) => void;
  setSort: (value: string) => void;
  setPage: (page: number) => void;
  dropIgnored: () => void;
}

/** A "New …" / "Add …" button. */
export function CreateButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} leftSection={<IconPlus size={16} />}>
      {label}
    </Button>
  );
}

/**
 * A list's header: title and subtitle, then Export (when the list has one), the page's other
 * actions, and its create button when the user may create.
 */
export function ListHeader(props: {
  title: string;
  subtitle: string | undefined;
  /** The list's export (export-button.tsx), sent with the screen's query. */
  exportList?: { list: ExportList; query: string };
  create?: { to: string; label: string } | false;
  children?: ReactNode;
}) {
  const { children } = props;
  const any = props.exportList || props.create || (children !== false && children !== undefined);
  return (
    <PageHeader
      title={props.title}
      subtitle={props.subtitle}
      actions={
        any && (
          <>
            {props.exportList && <ListExportButton {...props.exportList} />}
            {children}
            {props.create && <CreateButton {...props.create} />}
          </>
        )
      }
    />
  );
}

/** The notice for what the URL held that was not understood, then search first and the filters. */
export function ListFilters(props: {
  params: ListState;
  placeholder: string;
  children?: ReactNode;
}) {
  const { params } = props;
  return (
    <>
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <FilterBar>
        <SearchInput
          value={params.filters.search}
          onChange={(v) => params.setFilter('search', v)}
          placeholder={props.placeholder}
        />
        {props.children}
      </FilterBar>
    </>
  );
}

interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
}

/**
 * What a paged list opens with, declared once per list: its title and subtitle, its search box's
 * placeholder, and its create button with the permission that shows it (none: always shown).
 */
export interface ListHeaderSpec {
  title: string;
  subtitle: string;
  search: string;
  create?: { perm?: PermissionKey; to: string; label: string };
}

/**
 * A paged list's table besides its rows: its caption, the spec's text when no row matches, its
 * export (these rows as a file, with the screen's query; the button sits in the header) and its
 * pager.
 */
export interface ListTableSpec {
  caption: string;
  empty: string;
  exportList?: ExportList;
  pager?: PagerMode;
  /** Narrower cell padding, for a list whose money and status must fit at 1280 px. */
  dense?: boolean;
}

/** A list's URL order and page, and its query's answer (`useListPage`, use-list-params.ts). */
interface ListPageState<P> {
  params: ListState;
  list: { data: P | undefined; isPending: boolean };
}

/**
 * A paged list screen: the header (title, Export with the screen's query, the page's other
 * actions, the create button when the user may create), what goes over the filters (figures),
 * the URL's notice, search and filters, and the table.
 */
export function ListPage<T extends { id: number }, P extends Paged<T>>(props: {
  header: ListHeaderSpec;
  page: ListPageState<P>;
  /** Header buttons before the create button. */
  actions?: ReactNode;
  /** Between the header and the filters, e.g. the list's figures. */
  above?: ReactNode;
  filters?: ReactNode;
  table: ListTableSpec;
  /** The detail query, for the record just saved when it is not on this page. */
  useRecord: UseRecord<T>;
  columns: Column<T>[];
  /** The count line over the pager. */
  summary: (page: P) => ReactNode;
}) {
  const { header, page, table } = props;
  const { params } = page;
  const { create } = header;
  const user = useCurrentUser();
  return (
    <>
      <ListHeader
        title={header.title}
        subtitle={header.subtitle}
        exportList={table.exportList && { list: table.exportList, query: params.query }}
        create={create && (create.perm === undefined || can(user, create.perm)) && create}
      >
        {props.actions}
      </ListHeader>
      {props.above}
      <ListFilters params={params} placeholder={header.search}>
        {props.filters}
      </ListFilters>
      <ListTable {...props} />
    </>
  );
}

/**
 * A paged table: the URL's order on its sortable columns, the record just saved first when given
 * its detail query (after-save.tsx), the spec's empty text, and the count line with the pager
 * below. ListPage's, and the account statement's and pending approvals' on their own pages.
 */
export function ListTable<T extends { id: number }, P extends Paged<T>>(props: {
  page: {
    params: Pick<ListState, 'sort' | 'setSort' | 'setPage'>;
    list: ListPageState<P>['list'];
  };
  table: ListTableSpec;
  /** The detail query, for the record just saved when it is not on this page. */
  useRecord?: UseRecord<T>;
  columns: Column<T>[];
  /** The count line over the pager. */
  summary: (page: P) => ReactNode;
}) {
  const { params, list } = props.page;
  const { table, useRecord } = props;
  const savedId = useSavedId();
  return (
    <DataTable
      sort={{ value: params.sort, onChange: params.setSort }}
      caption={table.caption}
      columns={props.columns}
      rows={list.data?.data}
      rowKey={(r) => r.id}
      saved={useRecord && { id: savedId, useRecord }}
      loading={list.isPending}
      emptyText={table.empty}
      footer={pagedFooter(list.data, params.setPage, props.summary, table.pager)}
      dense={table.dense}
    />
  );
}

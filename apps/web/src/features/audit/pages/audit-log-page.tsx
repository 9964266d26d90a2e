import { Select, TextInput } from '@mantine/core';
import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPE_LABELS,
  AUDIT_RECORD_TYPES,
  choiceRule,
  dateRule,
  idFilterRule,
  LIST_SORTS,
  sortValues,
} from '@app/contract/constants';
import { DataTable, pagedFooter } from '../../../components/data-table.tsx';
import { ClearFiltersButton, FilterBar } from '../../../components/filter-bar.tsx';
import { ParamsNotice } from '../../../components/states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListExportButton } from '../../../components/export-button.tsx';
import { totalText } from '../../../lib/format.ts';
import { useUserOptions } from '../../../lib/options.ts';
import type { ParamRules } from '../../../lib/list-params.ts';
import { useListParams, usePageInRange } from '../../../lib/use-list-params.ts';
import type { AUDIT_FILTERS } from '../api/audit-api.ts';
import { useAuditEvents } from '../api/audit-api.ts';
import { actionName, auditColumns } from '../components/audit-columns.tsx';

const RECORD_TYPE_OPTIONS = AUDIT_RECORD_TYPES.map((t) => ({
  value: t,
  label: AUDIT_RECORD_TYPE_LABELS[t],
}));
const RULES: ParamRules<(typeof AUDIT_FILTERS)[number]> = {
  user_id: idFilterRule,
  record_type: choiceRule(AUDIT_RECORD_TYPES, 'record type'),
  action: choiceRule(AUDIT_ACTIONS, 'action'),
  from: dateRule('from'),
  to: dateRule('to'),
};
const SORTS = sortValues(LIST_SORTS.auditEvents);
const ACTION_OPTIONS = AUDIT_ACTIONS.map((a) => ({ value: a, label: actionName(a) }));

/** Who changed what and when, for admins. */
export default function AuditLogPage() {
  const params = useListParams(RULES, SORTS);
  const { page, filters, setFilter, setPage, clear } = params;
  const list = useAuditEvents(page, filters, params.sort);
  usePageInRange(params, list.data);
  const users = useUserOptions();
  const userOptions = (users.data?.data ?? []).map((u) => ({ value: String(u.id), label: u.name }));

  const select = (
    key: (typeof AUDIT_FILTERS)[number],
    label: string,
    data: { value: string; label: string }[],
    w: number,
  ) => (
    <Select
      label={label}
      placeholder="All"
      w={{ base: '100%', xs: w }}
      clearable
      searchable
      value={filters[key] || null}
      onChange={(v) => setFilter(key, v ?? '')}
      data={data}
      nothingFoundMessage="No matches"
    />
  );
  const date = (key: 'from' | 'to', label: string) => (
    <TextInput
      label={label}
      type="date"
      w={{ base: '100%', xs: 160 }}
      value={filters[key]}
      onChange={(e) => setFilter(key, e.currentTarget.value)}
    />
  );

  const data = list.data;
  return (
    <>
      <PageHeader
        title="Audit log"
        subtitle="Who changed what and when, newest first"
        actions={<ListExportButton list="auditEvents" query={params.query} />}
      />
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <FilterBar>
        {select('user_id', 'Person', userOptions, 200)}
        {select('record_type', 'Record type', RECORD_TYPE_OPTIONS, 170)}
        {select('action', 'Action', ACTION_OPTIONS, 190)}
        {date('from', 'From')}
        {date('to', 'To')}
        <ClearFiltersButton onClick={clear} />
      </FilterBar>
      <DataTable
        caption="Audit log"
        sort={{ value: params.sort, onChange: params.setSort }}
        columns={auditColumns}
        rows={data?.data}
        loading={list.isPending}
        emptyText={list.isError ? list.error.message : 'No events found'}
        footer={pagedFooter(data, setPage, (d) => `${totalText(d)} events`)}
      />
    </>
  );
}

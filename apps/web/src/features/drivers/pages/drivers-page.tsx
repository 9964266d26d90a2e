import { Group, Stack, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import type { Driver } from '@app/contract';
import { can, DRIVER_OK, enumRule, textRule } from '@app/contract/constants';
import { activeToggleColumn } from '../../../components/active-toggle-column.tsx';
import { actionsColumn } from '../../../components/columns.tsx';
import type { Column } from '../../../components/data-table.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { FilterSelects } from '../../../components/filter-select.tsx';
import { ListHeader } from '../../../components/list-page.tsx';
import { IconAction, RecordActions } from '../../../components/row-actions.tsx';
import { ListSearch } from '../../../components/list-search.tsx';
import { ParamsNotice } from '../../../components/states.tsx';
import { useSavedId } from '../../../lib/after-save.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useConfirmDelete } from '../../../lib/use-confirm-delete.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useDeleteDriver, useDriver, useDrivers } from '../api/drivers-api.ts';
import { useToggleDriver } from '../api/toggle-driver.ts';

const RULES = {
  search: textRule(100),
  active: enumRule(['true', 'false', ''], 'The active filter must be true or false.'),
};
const ROUTES = { perm: 'day_plans', edit: paths.driverEdit };
const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

/** Drivers: the list day plans pick from, each with a link to the day's duty sheet. */
export default function DriversPage() {
  const user = useCurrentUser();
  const params = useListParams(RULES);
  const { filters } = params;
  const list = useDrivers({
    search: filters.search,
    active: filters.active as '' | 'true' | 'false',
  });
  const savedId = useSavedId();
  const toggle = useToggleDriver();
  const canEdit = can(user, 'edit_day_plans');
  const askDelete = useConfirmDelete(useDeleteDriver(), {
    title: 'Delete Driver',
    done: DRIVER_OK.deleted,
  });

  const columns: Column<Driver>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (d) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {d.name}
          </Text>
          {d.email && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {d.email}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'mobile',
      header: 'Mobile',
      nowrap: true,
      cell: (d) => (d.mobile ? <a href={`tel:${d.mobile}`}>{d.mobile}</a> : '—'),
    },
    { key: 'vehicle', header: 'Vehicle', nowrap: true, cell: (d) => d.vehicle_number ?? '—' },
    activeToggleColumn({ active: (d) => d.active, canEdit, toggle, input: (d) => d }),
    actionsColumn((d) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <IconAction
          tip="Duty sheet"
          label={`Duty sheet of ${d.name}`}
          icon={IconClipboardList}
          to={paths.driverDutySheet(d.id)}
        />
        <RecordActions
          routes={ROUTES}
          row={d}
          name={d.name}
          onDelete={() =>
            askDelete(
              d.id,
              `Delete ${d.name}? A driver with services cannot be deleted; set them inactive instead.`,
            )
          }
        />
      </Group>
    )),
  ];

  const rows = list.data?.data;
  return (
    <>
      <ListHeader
        title="Drivers"
        subtitle="Who drives the day's services, and their duty sheets"
        create={can(user, 'create_day_plans') && { to: paths.driverCreate, label: 'Add Driver' }}
      />
      <ParamsNotice ignored={params.ignored} onClose={params.dropIgnored} />
      <FilterBar>
        <FilterSelects
          params={params}
          selects={[
            { key: 'active', label: 'Status', all: 'All Drivers', w: 170, data: ACTIVE_OPTIONS },
          ]}
        />
        <ListSearch params={params} placeholder="Search name, mobile or vehicle" />
      </FilterBar>
      <DataTable
        caption="Drivers"
        columns={columns}
        rows={rows}
        saved={{ id: savedId, useRecord: useDriver }}
        loading={list.isPending}
        emptyText="No drivers found"
        footer={
          rows && rows.length > 0 ? (
            <Text size="sm" c="dimmed">
              {rows.length} {rows.length === 1 ? 'driver' : 'drivers'}
            </Text>
          ) : undefined
        }
      />
    </>
  );
}

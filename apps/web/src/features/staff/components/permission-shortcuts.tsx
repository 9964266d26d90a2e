import { Button, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { StaffMember } from '@app/contract';
import { labelOf, ROLE_DEFAULT_PERMISSIONS } from '@app/contract/constants';
import { useStaffPick } from '../api/staff-api.ts';

/**
 * Two ways to fill the matrix at once: the member's role defaults (what a new member starts
 * with), or another member's keys. Either only changes the ticks; nothing is saved until the
 * admin presses Update Permissions.
 */
export function PermissionShortcuts({
  member,
  onReplace,
}: {
  member: StaffMember;
  onReplace: (keys: readonly string[]) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const pick = useStaffPick(debounced);
  const [note, setNote] = useState('');
  const others = (pick.data?.data ?? []).filter((s) => s.id !== member.id);
  const role = labelOf('role', member.user.role);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Button
        variant="default"
        onClick={() => {
          onReplace(ROLE_DEFAULT_PERMISSIONS[member.user.role]);
          setNote(`Reset to the ${role} role's defaults. Update Permissions to save.`);
        }}
      >
        Reset to role defaults
      </Button>
      <Select
        label="Copy permissions from…"
        placeholder="Type a name, email or employee ID"
        searchable
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        // The server already matched name, email and employee id; keep what it found.
        filter={({ options }) => options}
        nothingFoundMessage={pick.isFetching ? 'Loading...' : 'No staff found'}
        data={others.map((s) => ({
          value: String(s.id),
          label: `${s.user.name} (${s.employee_id}) · ${labelOf('role', s.user.role)}`,
        }))}
        onChange={(id) => {
          const from = others.find((s) => String(s.id) === id);
          if (!from) return;
          onReplace(from.permissions);
          setSearch('');
          setNote(`Copied from ${from.user.name}. Update Permissions to save.`);
        }}
        w={320}
      />
      <Text size="sm" c="dimmed" role="status" style={{ flex: '1 1 200px' }}>
        {note}
      </Text>
    </Group>
  );
}

import type { StaffMember } from '@app/contract';
import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MANAGER_ONLY_KEYS, MATRIX_MODULES, STAFF_OK } from '@app/contract/constants';
import { PageHeader } from '../../../components/page-header.tsx';
import { recordDetailPage } from '../../../components/record-detail-page.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useStaffMember, useUpdatePermissions } from '../api/staff-api.ts';
import { PermissionShortcuts } from '../components/permission-shortcuts.tsx';
import { staffNotFound } from '../../../components/record-not-found.tsx';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const SHOWN = new Set(
  MATRIX_MODULES.flatMap(({ module, actions }) => actions.map((a) => `${a}_${module}`)),
);

function Matrix({ member }: { member: StaffMember }) {
  const id = member.id;
  const [granted, setGranted] = useState(() => new Set(member.permissions));
  const save = useUpdatePermissions();
  const navigate = useNavigate();
  const toggle = (keys: string[], on: boolean) =>
    setGranted((prev) => {
      const next = new Set(prev);
      keys.forEach((k) => (on ? next.add(k) : next.delete(k)));
      return next;
    });
  /** Every shown box as `keys` say; keys of modules not shown stay as they are. */
  const replaceShown = (keys: readonly string[]) =>
    setGranted(
      (prev) =>
        new Set([...[...prev].filter((k) => !SHOWN.has(k)), ...keys.filter((k) => SHOWN.has(k))]),
    );

  const submit = () =>
    save.mutate(
      { id, permissions: [...granted].sort() },
      {
        onSuccess: (r) => {
          if (!r.success) return notifyError(r.message);
          notifySuccess(STAFF_OK.permissions);
          void navigate(paths.staffDetail(id));
        },
      },
    );

  return (
    <Stack gap="lg">
      <PermissionShortcuts member={member} onReplace={replaceShown} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {/* Keys of modules not shown (students, leads) stay as they are: `granted` keeps them. */}
        {MATRIX_MODULES.map(({ module, label, actions }) => {
          const keys = actions.map((a) => `${a}_${module}`);
          const count = keys.filter((k) => granted.has(k)).length;
          return (
            <Card
              key={module}
              withBorder
              radius="md"
              padding="lg"
              component="fieldset"
              style={{ margin: 0 }}
            >
              <Group justify="space-between" mb="sm">
                <Title order={3} size="h5" component="legend" style={{ float: 'left', padding: 0 }}>
                  {label}
                </Title>
                <Checkbox
                  label="Select All"
                  aria-label={`Select All ${label}`}
                  checked={count === keys.length}
                  indeterminate={count > 0 && count < keys.length}
                  onChange={(e) => toggle(keys, e.currentTarget.checked)}
                />
              </Group>
              <Stack gap="xs" style={{ clear: 'both' }}>
                {keys.map((k, i) => (
                  <Checkbox
                    key={k}
                    label={capital(actions[i]!)}
                    description={MANAGER_ONLY_KEYS.includes(k) ? 'Managers only' : undefined}
                    aria-label={`${capital(actions[i]!)} ${label}`}
                    checked={granted.has(k)}
                    onChange={(e) => toggle([k], e.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button component={Link} to={paths.staffDetail(id)} variant="default">
          Cancel
        </Button>
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Update Permissions'}
        </Button>
      </Group>
    </Stack>
  );
}

export default recordDetailPage(useStaffMember, staffNotFound, (m) => <StaffPermissions m={m} />);

function StaffPermissions({ m }: { m: StaffMember }) {
  return (
    <>
      <PageHeader
        title="Manage Permissions"
        subtitle={
          <Text span>
            {m.user.name} ·{' '}
            {m.user.role === 'admin'
              ? 'Admins may do everything whatever is ticked here.'
              : 'Tick what this person may do.'}
          </Text>
        }
      />
      <Matrix member={m} />
    </>
  );
}

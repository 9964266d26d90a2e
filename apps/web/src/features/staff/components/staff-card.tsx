import { Avatar, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { IconEdit, IconEye, IconKey, IconTrash } from '@tabler/icons-react';
import type { StaffMember } from '@app/contract';
import { IconAction } from '../../../components/row-actions.tsx';
import { ActiveBadge, RoleBadge } from '../../../components/status-badge.tsx';
import { avatarColour, initials } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

export function StaffCard(props: {
  member: StaffMember;
  onToggle: (m: StaffMember) => void;
  onDelete: (m: StaffMember) => void;
  toggling: boolean;
}) {
  const { member: m } = props;
  const name = m.user.name;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group wrap="nowrap" gap="md" miw={0}>
          <Avatar size={48} radius="xl" color={avatarColour(name)}>
            {initials(name)}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed">
              {m.position}
            </Text>
          </Stack>
        </Group>
        <Switch
          aria-label={`Active: ${name}`}
          checked={m.user.is_active}
          disabled={props.toggling}
          onChange={() => props.onToggle(m)}
        />
      </Group>
      <Stack gap={4} mt="md">
        {/* Wraps rather than cut short: the address is what people copy from here. */}
        <Text size="sm">{m.user.email}</Text>
        <Text size="sm" c="dimmed">
          ID: {m.employee_id} · {m.branch?.name ?? 'Unassigned'}
        </Text>
      </Stack>
      <Group justify="space-between" mt="md">
        <Group gap={6}>
          <RoleBadge role={m.user.role} />
          <ActiveBadge active={m.user.is_active} />
        </Group>
        <Group gap={2}>
          <IconAction
            tip="View"
            label={`View ${name}`}
            icon={IconEye}
            to={paths.staffDetail(m.id)}
          />
          <IconAction
            tip="Edit"
            label={`Edit ${name}`}
            icon={IconEdit}
            to={paths.staffEdit(m.id)}
          />
          <IconAction
            tip="Permissions"
            label={`Permissions of ${name}`}
            icon={IconKey}
            color="grape"
            to={paths.staffPermissions(m.id)}
          />
          <IconAction
            tip="Delete"
            label={`Delete ${name}`}
            icon={IconTrash}
            color="red"
            onClick={() => props.onDelete(m)}
          />
        </Group>
      </Group>
    </Card>
  );
}

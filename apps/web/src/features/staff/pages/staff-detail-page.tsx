import type { StaffMember } from '@app/contract';
import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DetailList } from '../../../components/detail-list.tsx';
import { EditButton } from '../../../components/detail-header.tsx';
import { ListBackButton } from '../../../components/list-back-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { recordDetailPage } from '../../../components/record-detail-page.tsx';
import { ActiveBadge, RoleBadge } from '../../../components/status-badge.tsx';
import { HistoryPanel } from '../../../components/history-panel.tsx';
import { avatarColour, formatDate, formatInr, initials } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useStaffMember } from '../api/staff-api.ts';
import { labelOf } from '@app/contract/constants';
import { staffNotFound } from '../../../components/record-not-found.tsx';

export default recordDetailPage(useStaffMember, staffNotFound, (m) => <StaffDetail m={m} />);

function StaffDetail({ m }: { m: StaffMember }) {
  const address = [m.address, m.city, m.state, m.postal_code, m.country].filter(Boolean).join(', ');
  const emergency = m.emergency_contact
    ? `${m.emergency_contact}${m.emergency_contact_name ? ` (${m.emergency_contact_name})` : ''}`
    : null;

  return (
    <>
      <PageHeader
        title="Staff Details"
        actions={
          <>
            <ListBackButton list={paths.staff} />
            <Button
              component={Link}
              to={paths.staffPermissions(m.id)}
              variant="light"
              color="grape"
              leftSection={<IconKey size={16} />}
            >
              Manage Permissions
            </Button>
            <EditButton to={paths.staffEdit(m.id)} />
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack align="center" gap="xs">
            <Avatar size={80} radius="xl" color={avatarColour(m.user.name)}>
              {initials(m.user.name)}
            </Avatar>
            <Title order={3}>{m.user.name}</Title>
            <Text c="dimmed" size="sm" ta="center" maw="100%">
              {m.user.email}
            </Text>
            <Group gap={6}>
              <RoleBadge role={m.user.role} />
              <ActiveBadge active={m.user.is_active} />
            </Group>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" style={{ gridColumn: 'span 2' }}>
          <Title order={3} size="h4" mb="md">
            Staff Information
          </Title>
          <DetailList
            items={[
              ['Employee ID', m.employee_id],
              ['Phone', m.phone],
              ['Date of Birth', formatDate(m.date_of_birth)],
              ['Gender', m.gender ? labelOf('gender', m.gender) : null],
              ['Branch', m.branch?.name ?? 'Unassigned'],
              ['Designation', m.position],
              ['Department', m.department],
              ['Date of Joining', formatDate(m.date_of_joining)],
              ['Salary', m.salary === null ? null : formatInr(m.salary)],
              ['Blood Group', m.blood_group],
              ['Address', address],
              ['Emergency Contact', emergency],
            ]}
          />
        </Card>
      </SimpleGrid>
      <HistoryPanel recordType="staff" id={m.id} />
    </>
  );
}

import { Avatar, Card, em, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBook, IconCash, IconSchool, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { ActiveBadge, RoleBadge } from '../../../components/status-badge.tsx';
import { avatarColour, formatInr, initials } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useToday } from '../api/get-today.ts';
import { TodayLists } from '../components/today-lists.tsx';

/** The four placeholder counters of spec section 1: fixed at 0 by the spec. */
const COUNTERS: { label: string; value: string; icon: ReactNode; color: string }[] = [
  { label: 'Total Leads', value: '0', icon: <IconUsers size={22} />, color: 'blue' },
  { label: 'Total Students', value: '0', icon: <IconSchool size={22} />, color: 'teal' },
  { label: 'Active Courses', value: '0', icon: <IconBook size={22} />, color: 'grape' },
  { label: 'Total Revenue', value: formatInr(0), icon: <IconCash size={22} />, color: 'orange' },
];

/** The spec's four counters, fixed at 0. */
function Counters() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {COUNTERS.map((c) => (
        <StatCard key={c.label} {...c} />
      ))}
    </SimpleGrid>
  );
}

/**
 * The live "Today" panel: the counters, then the lists of what needs
 * doing. Pending approvals are counted by their list's total, so the counter of
 * the same name is left out: each fact once (decision 013).
 */
function TodayPanel() {
  const today = useToday();
  const counters = today.data?.data.filter((item) => item.key !== 'pending_approvals') ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="today-title">
      <Title order={3} size="h4" mb="md" id="today-title">
        Today
      </Title>
      <Stack gap="md">
        {today.isPending ? (
          <Skeleton h={60} />
        ) : (
          counters.length > 0 && (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              {counters.map((item) => (
                <Card
                  key={item.key}
                  component={Link}
                  to={item.link}
                  withBorder
                  radius="md"
                  padding="md"
                >
                  <Text size="sm" c="dimmed">
                    {item.label}
                  </Text>
                  <Text fw={700} size="xl">
                    {item.count}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          )
        )}
        <TodayLists />
      </Stack>
    </Card>
  );
}

export default function DashboardPage() {
  const user = useCurrentUser();
  // On a phone the live work comes first, before four zeros: the page is built in that order
  // (not moved by CSS), so reading order is the order on screen. Read on the first render,
  // so the page does not jump.
  const phone = useMediaQuery(`(max-width: ${em(575.98)})`, false, {
    getInitialValueInEffect: false,
  });
  if (!user) return null;
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Your agency at a glance" />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Group gap="lg" wrap="nowrap">
            <Avatar size={64} radius="xl" color={avatarColour(user.name)}>
              {initials(user.name)}
            </Avatar>
            <Stack gap={6}>
              <Title order={3}>Welcome, {user.name}</Title>
              <Text c="dimmed" size="sm">
                {user.email}
              </Text>
              {/* Each fact once: the role badge reads 'Administrator' or 'Manager' (the spec's
                  is_admin / is_manager badges, decision 013), then the account's status. */}
              <Group gap="xs" data-testid="welcome-badges">
                <RoleBadge role={user.role} />
                <ActiveBadge active={user.is_active} />
              </Group>
            </Stack>
          </Group>
        </Card>
        {phone ? (
          <>
            <TodayPanel />
            <Counters />
          </>
        ) : (
          <>
            <Counters />
            <TodayPanel />
          </>
        )}
      </Stack>
    </>
  );
}

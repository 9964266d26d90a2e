import { Anchor, Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { Agent } from '@app/contract';
import { can } from '@app/contract/constants';
import { Link } from 'react-router';
import { DetailList } from '../../../components/detail-list.tsx';
import { EditButton } from '../../../components/detail-header.tsx';
import { ListBackButton } from '../../../components/list-back-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { recordDetailPage } from '../../../components/record-detail-page.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { HistoryPanel } from '../../../components/history-panel.tsx';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useAgent } from '../api/agents-api.ts';
import { agentNotFound } from '../../../components/record-not-found.tsx';
import { AgentStatementCard } from '../components/agent-statement.tsx';
import { AgentCreditCard } from '../components/agent-credit.tsx';

export default recordDetailPage(useAgent, agentNotFound, (a) => <AgentDetail a={a} />);

function AgentDetail({ a }: { a: Agent }) {
  const user = useCurrentUser();
  const address = [a.address, a.city, a.state, a.pincode, a.country].filter(Boolean).join(', ');
  return (
    <>
      <PageHeader
        title="Agent Details"
        actions={
          <>
            <ListBackButton list={paths.agents} />
            {can(user, 'edit_agents') && <EditButton to={paths.agentEdit(a.id)} />}
          </>
        }
      />
      {/* Two thirds and one third from md; one column, each card the page's width, below it. */}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="lg" h="100%">
            <Group justify="space-between" align="flex-start" mb="md">
              <Stack gap={2}>
                <Title order={3}>{a.name}</Title>
                <Text c="dimmed">{a.company_name ?? 'Independent agent'}</Text>
              </Stack>
              <Group gap={6}>
                <Badge variant="outline">{a.code}</Badge>
                <ValueBadge kind="agentStatus" value={a.status} />
                {a.is_vendor && <Badge color="grape">VENDOR</Badge>}
              </Group>
            </Group>
            <DetailList
              items={[
                ['Commission Rate', `${a.commission_rate}%`],
                ['Primary Mobile', a.primary_mobile],
                ['Secondary Mobile', a.secondary_mobile],
                ['Primary Email', a.primary_email],
                ['Secondary Email', a.secondary_email],
                ['Vendor Email', a.vendor_email],
                ['Address', address],
                ['GST Number', a.gst_number],
                ['PAN Number', a.pan_number],
                ['Notes', a.notes],
              ]}
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {/* Anyone who may view the agent sees its credit; only admins set the limits. */}
            <AgentCreditCard agentId={a.id} editable={can(user, 'admin')} />
            <Card withBorder radius="md" padding="lg">
              <Title order={3} size="h4" mb="md">
                Recent Enquiries
              </Title>
              {a.enquiries?.length ? (
                <Stack gap="sm">
                  {a.enquiries.map((e) => (
                    <Group key={e.id} justify="space-between" wrap="nowrap">
                      <div>
                        <Anchor component={Link} to={paths.enquiryDetail(e.id)} fw={600} size="sm">
                          {e.enquiry_number}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {e.customer_name}
                          {e.destination ? ` · ${e.destination}` : ''} ·{' '}
                          {formatDate(e.created_at.slice(0, 10))}
                        </Text>
                      </div>
                      <ValueBadge kind="enquiryStatus" value={e.status} />
                    </Group>
                  ))}
                </Stack>
              ) : (
                <Text c="dimmed" size="sm">
                  No enquiries yet
                </Text>
              )}
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      {/* The statement is read from the books: for those who may read them. */}
      {can(user, 'view_books') && <AgentStatementCard agentId={a.id} />}
      <HistoryPanel recordType="agent" id={a.id} />
    </>
  );
}

import {
  Badge,
  Button,
  Card,
  Group,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconEdit, IconFileArrowRight, IconMessagePlus } from '@tabler/icons-react';
import type { EnumValue, LabelKind } from '@app/contract/constants';
import { can, labelOf } from '@app/contract/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { DetailList } from '../../../components/detail-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader, RecordNotFound } from '../../../components/states.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { HistoryPanel } from '../../../components/history-panel.tsx';
import { formatDate, formatDateTime, formatInr } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
import { useListHref } from '../../../lib/list-href.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useEnquiry } from '../api/enquiries-api.ts';
import { CommunicationModal } from '../components/communication-modal.tsx';
import { convertHref } from '../../trips/convert.ts';
import { FileLinks } from '../../trips/components/file-links.tsx';

/** A stored code as its label (issue 17); empty stays empty. */
const label = <K extends LabelKind>(kind: K, s: EnumValue<K> | null) =>
  s ? labelOf(kind, s) : null;

const notFound = (
  <RecordNotFound title="Enquiry not found" list={paths.enquiries} backLabel="Back to Enquiries" />
);

export default function EnquiryDetailPage() {
  return <WithRouteId notFound={notFound}>{(id) => <EnquiryDetail id={id} />}</WithRouteId>;
}

function EnquiryDetail({ id }: { id: number }) {
  const back = useListHref(paths.enquiries);
  const q = useEnquiry(id);
  const [adding, setAdding] = useState(false);
  const user = useCurrentUser();
  const mayEdit = can(user, 'edit_enquiries');
  if (q.isPending) return <PageLoader />;
  if (!q.data) return notFound;
  const e = q.data.data;
  const card = (title: string, children: React.ReactNode) => (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
  return (
    <>
      <PageHeader
        title="Enquiry Details"
        subtitle={
          <Group gap="xs" component="span">
            {e.enquiry_number}
            <ValueBadge kind="enquiryType" value={e.enquiry_type} />
            <ValueBadge kind="enquiryStatus" value={e.status} />
            <ValueBadge kind="enquiryPriority" value={e.priority} />
            <FileLinks files={e.bookings} />
          </Group>
        }
        actions={
          <>
            <Button
              component={Link}
              to={back}
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
            >
              Back
            </Button>
            {mayEdit && (
              <Button
                component={Link}
                to={
                  e.enquiry_type === 'agent'
                    ? paths.agentEnquiryEdit(e.id)
                    : paths.enquiryEdit(e.id)
                }
                leftSection={<IconEdit size={16} />}
              >
                Edit
              </Button>
            )}
            {can(user, 'create_bookings') && (
              <Button
                component={Link}
                to={convertHref(e.id)}
                variant="light"
                leftSection={<IconFileArrowRight size={16} />}
              >
                Convert to booking
              </Button>
            )}
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
        <Stack gap="lg" style={{ gridColumn: 'span 2' }}>
          {card(
            'Customer',
            <DetailList
              items={[
                ['Name', e.customer_name],
                ['Email', e.customer_email],
                ['Mobile', e.customer_mobile],
                ['Alternate Mobile', e.customer_alternate_mobile],
              ]}
            />,
          )}
          {card(
            'Agent and Assignment',
            <DetailList
              items={[
                [
                  'Agent',
                  e.agent ? (
                    <Link
                      key="a"
                      to={paths.agentDetail(e.agent.id)}
                    >{`${e.agent.name} (${e.agent.code})`}</Link>
                  ) : (
                    'Direct customer'
                  ),
                ],
                ['Assigned To', e.assigned_user?.name ?? 'Unassigned'],
                ['Source', label('enquirySource', e.source)],
                ['Follow-up Date', formatDate(e.follow_up_date)],
              ]}
            />,
          )}
          {card(
            'Travel Details',
            <DetailList
              items={[
                ['Destination', e.destination],
                ['Travel Type', label('travelType', e.travel_type)],
                [
                  'Dates',
                  e.travel_start_date
                    ? `${formatDate(e.travel_start_date)} – ${formatDate(e.travel_end_date)}`
                    : null,
                ],
                [
                  'Passengers',
                  `${e.number_of_adults} adults${e.number_of_children ? `, ${e.number_of_children} children` : ''}`,
                ],
                ['Accommodation', label('accommodation', e.accommodation_preference)],
              ]}
            />,
          )}
          {card(
            'Budget',
            <DetailList
              items={[
                [
                  'Estimated Budget',
                  e.estimated_budget
                    ? `${formatInr(e.estimated_budget)} (${label('budgetType', e.budget_type)})`
                    : null,
                ],
                ...(e.enquiry_type === 'agent'
                  ? ([
                      [
                        'Expected Sale',
                        e.expected_sale_amount ? formatInr(e.expected_sale_amount) : null,
                      ],
                      [
                        'Agent Commission',
                        e.agent_commission_amount
                          ? `${formatInr(e.agent_commission_amount)} (${e.agent_commission_rate}%)`
                          : null,
                      ],
                    ] as [string, string | null][])
                  : []),
              ]}
            />,
          )}
          {card(
            'Notes',
            <DetailList
              cols={1}
              items={[
                ['Special Requirements', e.special_requirements],
                ['Enquiry Details', e.enquiry_details],
                ['Internal Notes', e.internal_notes],
              ]}
            />,
          )}
        </Stack>
        <Card withBorder radius="md" padding="lg" component="aside" aria-label="Communications">
          <Group justify="space-between" mb="sm">
            <Title order={3} size="h5">
              Communications <Badge variant="light">{e.communications?.length ?? 0}</Badge>
            </Title>
            {mayEdit && (
              <Button
                size="xs"
                leftSection={<IconMessagePlus size={14} />}
                onClick={() => setAdding(true)}
              >
                Add
              </Button>
            )}
          </Group>
          <ScrollArea.Autosize mah={600} type="auto">
            <Stack gap="sm">
              {e.communications?.length ? (
                e.communications.map((c) => (
                  <Card key={c.id} withBorder radius="sm" padding="sm">
                    <Group justify="space-between" mb={4}>
                      <Badge size="sm" variant="light">
                        {labelOf('communicationType', c.type)}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(c.communication_date)}
                      </Text>
                    </Group>
                    {c.subject && (
                      <Text fw={600} size="sm">
                        {c.subject}
                      </Text>
                    )}
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {c.message}
                    </Text>
                    <Text size="xs" c="dimmed" mt={4}>
                      {c.user?.name ?? 'Unknown'}
                    </Text>
                  </Card>
                ))
              ) : (
                <Text size="sm" c="dimmed">
                  No communications yet
                </Text>
              )}
            </Stack>
          </ScrollArea.Autosize>
        </Card>
      </SimpleGrid>
      <HistoryPanel recordType="enquiry" id={e.id} />
      <CommunicationModal enquiryId={e.id} opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}

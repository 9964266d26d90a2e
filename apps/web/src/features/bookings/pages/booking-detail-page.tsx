import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { can } from '@app/contract/constants';
import { Link } from 'react-router';
import { FigureGrid } from '../../../components/figure-grid.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader, RecordNotFound } from '../../../components/states.tsx';
import { ValueBadge } from '../../../components/status-badge.tsx';
import { HistoryPanel } from '../../../components/history-panel.tsx';
import { formatAed, formatDate } from '../../../lib/format.ts';
import { useListHref } from '../../../lib/list-href.ts';
import { paths } from '../../../lib/paths.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useBooking } from '../api/bookings-api.ts';
import { AgentSettlement } from '../components/agent-settlement.tsx';
import { BookingMessages } from '../components/booking-messages.tsx';
import { BookingTables } from '../components/booking-tables.tsx';
import { PaymentHistory } from '../components/payment-history.tsx';
import { VoucherActions } from '../components/voucher-actions.tsx';
import { BookingServices } from '../../trips/components/booking-services.tsx';
import { EnquiryLinkText } from '../../trips/components/enquiry-link.tsx';

function Money({
  label,
  value,
  caption,
  colour,
}: {
  label: string;
  value: string;
  caption?: string;
  colour?: string;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="md" c={colour} style={{ whiteSpace: 'nowrap' }}>
        {formatAed(value)}
      </Text>
      {caption && (
        <Text size="xs" c="dimmed">
          {caption}
        </Text>
      )}
    </Card>
  );
}

const notFound = (
  <RecordNotFound title="Booking not found" list={paths.bookings} backLabel="Back to Bookings" />
);

export default function BookingDetailPage() {
  return <WithRouteId notFound={notFound}>{(id) => <BookingDetail id={id} />}</WithRouteId>;
}

function BookingDetail({ id }: { id: number }) {
  const q = useBooking(id);
  const user = useCurrentUser();
  const back = useListHref(paths.bookings);
  if (q.isPending) return <PageLoader />;
  if (!q.data) return notFound;
  const b = q.data.data;
  const pax = `${b.total_adults} A${b.total_children > 0 ? ` + ${b.total_children} C` : ''}${b.total_infants > 0 ? ` + ${b.total_infants} I` : ''}`;
  const showNet = b.agent !== null && Number(b.agent_commission_amount ?? 0) > 0;

  return (
    <>
      <PageHeader
        title={b.file_number}
        subtitle={
          <Group gap="xs" component="span">
            <ValueBadge kind="bookingStatus" value={b.status} />
            <ValueBadge kind="paymentStatus" value={b.payment_status} />
            <Text span size="sm" c="dimmed">
              Booked {formatDate(b.booking_date)}
            </Text>
            <EnquiryLinkText booking={b} />
          </Group>
        }
        actions={
          <>
            <VoucherActions booking={b} />
            {can(user, 'edit_bookings') && (
              <Button
                component={Link}
                to={paths.bookingEdit(b.id)}
                leftSection={<IconEdit size={16} />}
              >
                Edit
              </Button>
            )}
            <Button
              component={Link}
              to={back}
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
            >
              Back
            </Button>
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
        <Stack gap="lg" style={{ gridColumn: 'span 2' }}>
          <SimpleGrid cols={{ base: 1, sm: b.agent || b.destination ? 3 : 1 }}>
            <Card
              withBorder
              radius="md"
              padding="lg"
              component="section"
              aria-label="Guest Information"
            >
              <Title order={3} size="h5" mb="xs">
                Guest Information
              </Title>
              <Text fw={600}>{b.guest_name}</Text>
              {b.guest_email && <Text size="sm">{b.guest_email}</Text>}
              {b.guest_mobile && <Text size="sm">{b.guest_mobile}</Text>}
              <Text size="sm" c="dimmed" mt={4}>
                Passengers: <span style={{ whiteSpace: 'nowrap' }}>{pax}</span>
              </Text>
            </Card>
            {b.agent && (
              <Card withBorder radius="md" padding="lg" component="section" aria-label="Agent">
                <Title order={3} size="h5" mb="xs">
                  Agent
                </Title>
                <Text fw={600}>{b.agent.name}</Text>
                <Text size="sm" c="dimmed">
                  {b.agent.code}
                </Text>
              </Card>
            )}
            {b.destination && (
              <Card
                withBorder
                radius="md"
                padding="lg"
                component="section"
                aria-label="Destination"
              >
                <Title order={3} size="h5" mb="xs">
                  Destination
                </Title>
                <Text fw={600}>{b.destination}</Text>
                {b.travel_start_date && (
                  <Text size="sm" c="dimmed">
                    {formatDate(b.travel_start_date)} – {formatDate(b.travel_end_date)}
                  </Text>
                )}
              </Card>
            )}
          </SimpleGrid>
          <section aria-label="Financial Summary">
            <Title order={3} size="h5" mb="xs">
              Financial Summary
            </Title>
            <FigureGrid min="9rem">
              <Money label="Sale Amount" value={b.sale_amount} />
              <Money label="Purchase" value={b.purchase_amount} />
              <Money
                label="Gross Profit"
                value={b.profit_amount}
                colour={Number(b.profit_amount) < 0 ? 'red.9' : 'teal.9'}
              />
              {showNet && (
                <Money
                  label="Net Profit"
                  value={b.net_profit}
                  caption="After Commission"
                  colour={Number(b.net_profit) < 0 ? 'red.9' : 'teal.9'}
                />
              )}
              <Money
                label="Balance Due"
                value={b.balance_due}
                colour={Number(b.balance_due) > 0 ? 'red.9' : 'teal.9'}
              />
            </FigureGrid>
          </section>
          <BookingTables booking={b} />
          <BookingServices booking={b} />
          {b.agent && can(user, 'view_agent_payments') && <AgentSettlement booking={b} />}
          {(b.special_notes || b.internal_notes) && (
            <Card withBorder radius="md" padding="lg">
              {b.special_notes && (
                <Text size="sm">
                  <strong>Special notes:</strong> {b.special_notes}
                </Text>
              )}
              {b.internal_notes && (
                <Text size="sm" mt="xs">
                  <strong>Internal notes:</strong> {b.internal_notes}
                </Text>
              )}
            </Card>
          )}
        </Stack>
        <div>
          <PaymentHistory booking={b} />
        </div>
      </SimpleGrid>
      <BookingMessages booking={b} />
      <HistoryPanel recordType="booking" id={b.id} />
    </>
  );
}

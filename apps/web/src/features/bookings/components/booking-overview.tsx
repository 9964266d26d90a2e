import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { Booking } from '@app/contract';
import { FigureGrid } from '../../../components/figure-grid.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { GST_TREATMENT_CHOICES } from '@app/contract/constants';

const paxOf = (b: Booking) =>
  `${b.total_adults} A${b.total_children > 0 ? ` + ${b.total_children} C` : ''}${b.total_infants > 0 ? ` + ${b.total_infants} I` : ''}`;

/** The guest, and the agent and destination when the file has them. */
export function BookingPeople({ b }: { b: Booking }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: b.agent || b.destination ? 3 : 1 }}>
      <SectionCard title="Guest Information" named gap="xs">
        <Text fw={600}>{b.guest_name}</Text>
        {b.guest_email && <Text size="sm">{b.guest_email}</Text>}
        {b.guest_mobile && <Text size="sm">{b.guest_mobile}</Text>}
        {b.guest_pan && <Text size="sm">PAN {b.guest_pan}</Text>}
        {b.guest_state && <Text size="sm">{b.guest_state}</Text>}
        <Text size="sm">GST: {GST_TREATMENT_CHOICES[b.gst_treatment ?? '']}</Text>
        {(b.guest_foreign || b.travel_abroad) && (
          <Text size="sm" c="dimmed">
            {[b.guest_foreign && 'Foreign tourist', b.travel_abroad && 'Tour outside India']
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
        <Text size="sm" c="dimmed" mt={4}>
          Passengers: <span style={{ whiteSpace: 'nowrap' }}>{paxOf(b)}</span>
        </Text>
      </SectionCard>
      {b.agent && (
        <SectionCard title="Agent" named gap="xs">
          <Text fw={600}>{b.agent.name}</Text>
          <Text size="sm" c="dimmed">
            {b.agent.code}
          </Text>
        </SectionCard>
      )}
      {b.destination && (
        <SectionCard title="Destination" named gap="xs">
          <Text fw={600}>{b.destination}</Text>
          {b.travel_start_date && (
            <Text size="sm" c="dimmed">
              {formatDate(b.travel_start_date)} – {formatDate(b.travel_end_date)}
            </Text>
          )}
        </SectionCard>
      )}
    </SimpleGrid>
  );
}

function Money(props: {
  label: string;
  value: string;
  currency: string;
  caption?: string;
  colour?: string;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text fw={700} size="md" c={props.colour} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(props.value, props.currency)}
      </Text>
      {props.caption && (
        <Text size="xs" c="dimmed">
          {props.caption}
        </Text>
      )}
    </Card>
  );
}

/** Red below zero (a loss); for the balance, red while anything is owed. */
const signColour = (v: string | null, bad: 'negative' | 'positive') =>
  (bad === 'negative' ? Number(v) < 0 : Number(v) > 0) ? 'red.9' : 'teal.9';

/**
 * Sale, purchase, profits and balance; net profit only when an agent earns commission. Once a
 * service has a cost, the purchase is the services' costs in the file's currency (the server's
 * sum), and the gross profit the sale less them. A cancelled file earns only the charge it keeps
 * (decision 052; the books and the sales report hold that, and its Settlement card shows it):
 * its sale is said to be from before the cancellation and no profit of that sale is shown.
 */
export function FinancialSummary({ b, fromServices }: { b: Booking; fromServices?: boolean }) {
  const cancelled = b.status === 'cancelled';
  const showNet = !cancelled && b.agent !== null && Number(b.agent_commission_amount ?? 0) > 0;
  return (
    <section aria-label="Financial Summary">
      <Title order={3} size="h5" mb="xs">
        Financial Summary
      </Title>
      <FigureGrid min="9rem">
        <Money
          currency={b.currency}
          label="Sale Amount"
          value={b.sale_amount}
          {...(cancelled && { caption: 'Before cancellation' })}
        />
        <Money
          currency={b.currency}
          label="Purchase"
          value={b.purchase_amount}
          {...(fromServices && { caption: "From the services' costs" })}
        />
        {!cancelled && (
          <Money
            currency={b.currency}
            label="Gross Profit"
            value={b.profit_amount}
            colour={signColour(b.profit_amount, 'negative')}
          />
        )}
        {showNet && (
          <Money
            currency={b.currency}
            label="Net Profit"
            value={b.net_profit}
            caption="After Commission"
            colour={signColour(b.net_profit, 'negative')}
          />
        )}
        <Money
          currency={b.currency}
          label="Balance Due"
          value={b.balance_due}
          colour={signColour(b.balance_due, 'positive')}
        />
      </FigureGrid>
    </section>
  );
}

/** The special notes (on the voucher) and the internal ones, when there are any. */
export function BookingNotes({ b }: { b: Booking }) {
  if (!b.special_notes && !b.internal_notes) return null;
  return (
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
  );
}

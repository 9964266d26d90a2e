import { useDeferredValue } from 'react';
import { Alert, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TodayPanel } from '@app/contract';
import {
  addDays,
  labelOf,
  PAYABLES_DUE_DAYS,
  SERVICE_STATE_LABELS,
  TRAVEL_SOON_DAYS,
  UNCONFIRMED_SOON_DAYS,
} from '@app/contract/constants';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useTodayLists } from '../api/get-today-lists.ts';
import { TodayItem, TodaySection } from './today-section.tsx';

const dayPlansOn = (day: string) => `${paths.dayPlans}?date=${day}`;
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

type ListKey = Exclude<keyof TodayPanel, 'date' | 'tomorrow'>;
type ItemOf<K extends ListKey> = NonNullable<TodayPanel[K]>['items'][number];

/** One list in the order its card shows it: heading, each record, the lines under them. */
interface SectionSpec<K extends ListKey> {
  title: string;
  /** The full list, when the app has one (bookings filtered, a day's plan, pending approvals). */
  titleTo?: (t: TodayPanel) => string;
  item: (x: ItemOf<K>, t: TodayPanel) => ReactNode;
  /** What shows instead of the items when there are none. */
  empty: string;
  /** What the cut-off line under the items counts, e.g. "follow-ups". */
  noun: string;
}

/** One list as a function of the panel; nothing when the server did not send that list. */
function section<K extends ListKey>(key: K, spec: SectionSpec<K>) {
  return (t: TodayPanel) => {
    const list = t[key];
    if (!list) return null;
    const { item, titleTo, ...head } = spec;
    return (
      <TodaySection<ItemOf<K>> key={key} {...head} titleTo={titleTo?.(t)} list={list}>
        {(x) => item(x, t)}
      </TodaySection>
    );
  };
}

/** The lists in the panel's order. */
const SECTIONS = [
  section('follow_ups', {
    title: 'Follow-ups due',
    item: (e, t) => (
      <TodayItem
        key={e.id}
        to={paths.enquiryDetail(e.id)}
        title={joined(e.enquiry_number, e.customer_name)}
        detail={joined(
          labelOf('enquiryPriority', e.priority),
          e.assigned_user?.name ?? 'Unassigned',
        )}
        end={
          e.follow_up_date < t.date ? (
            <Text size="xs" c="red.9" fw={600}>
              Overdue since {formatDate(e.follow_up_date)}
            </Text>
          ) : (
            <Text size="xs">Due today</Text>
          )
        }
      />
    ),
    empty: 'No follow-ups due.',
    noun: 'follow-ups',
  }),
  section('travelling_with_balance', {
    title: `Travelling in the next ${TRAVEL_SOON_DAYS} days with a balance due`,
    titleTo: (t) =>
      `${paths.bookings}?${new URLSearchParams({
        balance: 'due',
        date_from: t.date,
        date_to: addDays(t.date, TRAVEL_SOON_DAYS),
      }).toString()}`,
    item: (b) => (
      <TodayItem
        key={b.id}
        to={paths.bookingDetail(b.id)}
        title={joined(b.file_number, b.guest_name)}
        detail={`Travels ${formatDate(b.travel_start_date)}`}
        end={
          <Text size="sm" fw={600} c="red.9">
            {formatMoney(b.balance_due, b.currency)}
          </Text>
        }
      />
    ),
    empty: `No file travels in the next ${TRAVEL_SOON_DAYS} days with a balance due.`,
    noun: 'files',
  }),
  section('unconfirmed_services', {
    title: `Services not confirmed, next ${UNCONFIRMED_SOON_DAYS} days`,
    titleTo: () => `${paths.bookings}?services=unconfirmed`,
    item: (s) => (
      <TodayItem
        key={`${s.kind}-${s.line_id}`}
        to={paths.bookingDetail(s.booking_id)}
        title={joined(s.file_number, s.service)}
        detail={joined(
          `${SERVICE_STATE_LABELS[s.service_state]} ${formatDate(s.service_date)}`,
          s.supplier?.name ?? 'No supplier',
        )}
        end={
          <Text size="sm" fw={600} c="red.9">
            Not confirmed
          </Text>
        }
      />
    ),
    empty: `Every service in the next ${UNCONFIRMED_SOON_DAYS} days is confirmed.`,
    noun: 'services',
  }),
  section('payables_due', {
    title: `Supplier payments due in the next ${PAYABLES_DUE_DAYS} days`,
    // Payables Due's own filter (the overdue and the next seven days): the same services.
    titleTo: () => `${paths.payables}?due=week`,
    item: (p, t) => (
      <TodayItem
        key={p.id}
        to={paths.supplierDetail(p.supplier.id)}
        title={joined(p.supplier.name, p.file_number)}
        detail={joined(
          p.service,
          p.due_date < t.date
            ? `Overdue since ${formatDate(p.due_date)}`
            : `Due ${formatDate(p.due_date)}`,
        )}
        end={
          <Text size="sm" fw={600} c={p.due_date < t.date ? 'red.9' : undefined}>
            {formatMoney(p.amount, p.currency)}
          </Text>
        }
      />
    ),
    empty: `Nothing falls due to a supplier in the next ${PAYABLES_DUE_DAYS} days.`,
    noun: 'payables',
  }),
  section('agents_near_credit_limit', {
    title: 'Agents near their credit limit',
    // The agents list's own filter, by the same rule: the same agents.
    titleTo: () => `${paths.agents}?credit=near`,
    item: (c) => (
      <TodayItem
        key={`${c.agent.id}-${c.currency}`}
        to={paths.agentDetail(c.agent.id)}
        title={joined(c.agent.code, c.agent.name)}
        detail={`Limit ${formatMoney(c.credit_limit, c.currency)}`}
        end={
          <Text size="sm" fw={600} c="red.9">
            {formatMoney(c.outstanding, c.currency)}
          </Text>
        }
      />
    ),
    empty: 'No agent is near its credit limit.',
    noun: 'agents',
  }),
  section('arrivals_tomorrow', {
    title: 'Arrivals tomorrow',
    item: (a) => (
      <TodayItem
        key={a.flight_id}
        to={paths.bookingDetail(a.booking_id)}
        title={joined(a.file_number, a.guest_name)}
        detail={joined(
          `${a.airline} ${a.flight_number}`,
          a.from_city || a.to_city ? `${a.from_city ?? '—'} → ${a.to_city ?? '—'}` : null,
        )}
      />
    ),
    empty: 'No arrivals tomorrow.',
    noun: 'arrivals',
  }),
  section('services_without_driver', {
    title: "Tomorrow's services without a driver",
    titleTo: (t) => dayPlansOn(t.tomorrow),
    item: (s) => (
      <TodayItem
        key={s.id}
        to={dayPlansOn(s.plan_date)}
        title={joined(s.service_time ?? 'No time set', s.service_description)}
        detail={joined(s.guest_name, s.file_number, s.hotel_name)}
      />
    ),
    empty: 'Every service tomorrow has a driver.',
    noun: 'services',
  }),
  section('driver_clashes', {
    title: 'Driver clashes',
    item: ({ services: [a, b], ...c }) => (
      <TodayItem
        key={`${a.id}-${b.id}`}
        to={dayPlansOn(c.plan_date)}
        title={`${c.driver_name || 'Driver'}: ${formatDate(c.plan_date)}, ${c.minutes_apart} min apart`}
        detail={`${joined(a.service_time, a.service_description)} and ${joined(
          b.service_time,
          b.service_description,
        )}`}
      />
    ),
    empty: 'No driver has two services within an hour.',
    noun: 'clashes',
  }),
  section('pending_approvals', {
    title: 'Pending approvals',
    titleTo: () => paths.pendingApprovals,
    item: (x) => (
      <TodayItem
        key={x.id}
        to={paths.transactionDetail(x.id)}
        title={x.description || `Transaction ${x.id}`}
        detail={joined(
          formatDate(x.transaction_date),
          labelOf('transactionType', x.type),
          x.account.name,
          x.created_by ? `by ${x.created_by.name}` : null,
        )}
        end={
          <Text size="sm" fw={600}>
            {formatMoney(x.amount, x.currency)}
          </Text>
        }
      />
    ),
    empty: 'Nothing is waiting for your approval.',
    noun: 'transactions',
  }),
];

/**
 * The Today panel's six lists, each only when the server sends it (what the user may
 * see; pending approvals only to those who may approve). Every item links to its record: an
 * enquiry, a booking, the day plan of its date, a transaction. Balances still due on files
 * about to travel are in red, as is a follow-up that is overdue.
 */
export function TodayLists() {
  const q = useTodayLists();
  // Built as a background render in slices, as a record's page is (decision 061).
  const shown = useDeferredValue(q.data);
  if (q.isError)
    return (
      <Alert color="red" variant="light">
        {q.error.message}
      </Alert>
    );
  if (!shown) return <Skeleton h={160} aria-busy="true" />;
  const t: TodayPanel = shown.data;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {SECTIONS.map((render) => render(t))}
    </SimpleGrid>
  );
}

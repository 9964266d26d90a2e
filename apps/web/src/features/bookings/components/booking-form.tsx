import { Stack, Tabs, Text } from '@mantine/core';
import type { BookingWithLines } from '@app/contract';
import { FormShell, formGuard } from '../../../components/form-shell.tsx';
import { listHref } from '../../../lib/list-href.ts';
import { paths } from '../../../lib/paths.ts';
import type { BookingTab } from './booking-form-values.ts';
import { lineTitle, tabOf } from './booking-form-values.ts';
import { BasicInfoTab } from './booking-basic-tab.tsx';
import { LinesTabOf } from './booking-lines-tabs.tsx';
import { useBookingForm } from './use-booking-form.ts';
import type { Conversion } from '../../trips/convert.ts';

/** The tabs of lines, after Basic Info: the tab, its name, its list of lines, its fields. */
const LINE_TABS = [
  { tab: 'hotels', text: 'Hotels', list: 'accommodations' },
  { tab: 'tours', text: 'Tours', list: 'tours' },
  { tab: 'flights', text: 'Flights', list: 'flights' },
] as const;

/** A tab's name, its line count, and a red dot when it holds an error. */
function TabLabel({ text, n, bad }: { text: string; n: number | null; bad: boolean }) {
  return (
    <Text span c={bad ? 'red' : undefined} fw={bad ? 700 : undefined}>
      {text}
      {n === null ? '' : ` (${n})`}
      {bad ? ' •' : ''}
    </Text>
  );
}

/** Booking form (spec: tabs Basic Info, Hotels, Tours, Flights); lines save with the booking. */
export function BookingForm({
  booking,
  start,
  conversion,
}: {
  booking?: BookingWithLines;
  /** Values to start from (an enquiry's prefill). */
  start?: Record<string, string>;
  /** Saving converts this enquiry. */
  conversion?: Conversion;
}) {
  const { form, save, tab, setTab, submit } = useBookingForm({ booking, start, conversion });
  const v = form.getValues();
  const errorTabs = new Set(Object.keys(form.errors).map(tabOf));
  const label = (text: string, key: BookingTab, n: number | null) => (
    <TabLabel text={text} n={n} bad={errorTabs.has(key)} />
  );

  return (
    <FormShell
      onSubmit={submit}
      submitLabel={booking ? 'Update Booking' : 'Create Booking'}
      busy={save.isPending}
      cancelTo={
        conversion?.cancelTo ??
        (booking ? paths.bookingDetail(booking.id) : listHref(paths.bookings))
      }
      {...formGuard(form, save)}
      reveal={(path) => setTab(tabOf(path))}
      prefix={lineTitle}
    >
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="basic">{label('Basic Info', 'basic', null)}</Tabs.Tab>
          {LINE_TABS.map((l) => (
            <Tabs.Tab key={l.tab} value={l.tab}>
              {label(l.text, l.tab, v[l.list].length)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="basic">
          <BasicInfoTab form={form} paid={booking?.paid_amount ?? 0} />
        </Tabs.Panel>
        {LINE_TABS.map(({ tab, list }) => (
          <Tabs.Panel key={tab} value={tab}>
            <Stack>
              <LinesTabOf form={form} list={list} saved={booking?.[list]} />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </FormShell>
  );
}

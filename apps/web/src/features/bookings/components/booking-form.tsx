import {
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Booking } from '@app/contract';
import { bookingInput, computeBookingTotals } from '@app/contract';
import { BOOKING_OK, labelOptions } from '@app/contract/constants';
import { amountClass, FigureGrid } from '../../../components/figure-grid.tsx';
import { FormSection, FormShell } from '../../../components/form-shell.tsx';
import { MoneyInput } from '../../../components/money-input.tsx';
import { showSaveFailure, zodValidate } from '../../../lib/form.ts';
import { formatAed } from '../../../lib/format.ts';
import { afterSave } from '../../../lib/after-save.tsx';
import { listHref } from '../../../lib/list-href.ts';
import { paths } from '../../../lib/paths.ts';
import { useAgentOptions, useUserOptions } from '../../../lib/options.ts';
import { useSaveBooking } from '../api/bookings-api.ts';
import type { BookingFormValues } from './booking-form-values.ts';
import {
  bookingFormValues,
  firstTabWithError,
  lineTitle,
  tabOf,
  toBookingInput,
} from './booking-form-values.ts';
import { FlightsTab, HotelsTab, ToursTab } from './booking-lines-tabs.tsx';
import type { Conversion } from '../../trips/convert.ts';
import { conversionBody } from '../../trips/convert.ts';

/** Booking form (spec: tabs Basic Info, Hotels, Tours, Flights); lines save with the booking. */
export function BookingForm({
  booking,
  start,
  conversion,
}: {
  booking?: Booking;
  /** Values to start from (an enquiry's prefill, issue 18). */
  start?: Record<string, string>;
  /** Saving converts this enquiry (issue 18). */
  conversion?: Conversion;
}) {
  const navigate = useNavigate();
  const save = useSaveBooking(booking?.id);
  const agents = useAgentOptions();
  const users = useUserOptions();
  const [tab, setTab] = useState<string | null>('basic');
  const form = useForm<BookingFormValues>({
    initialValues: { ...bookingFormValues(booking), ...start },
    validate: zodValidate(bookingInput),
    onValuesChange: (values, previous) => {
      if (values.agent_id !== previous.agent_id) {
        const agent = agents.data?.data.find((a) => String(a.id) === values.agent_id);
        form.setFieldValue('agent_commission_rate', agent ? agent.commission_rate : '');
      }
    },
  });
  const v = form.getValues();
  const errorTabs = new Set(Object.keys(form.errors).map(tabOf));
  const preview = (() => {
    try {
      const num = (x: unknown) => (typeof x === 'string' || typeof x === 'number' ? x || 0 : 0);
      return computeBookingTotals({
        sale: num(v.sale_amount),
        purchase: num(v.purchase_amount),
        hasAgent: Boolean(v.agent_id),
        commissionRate: num(v.agent_commission_rate),
        paid: booking?.paid_amount ?? 0,
      });
    } catch {
      return null; // half-typed numbers
    }
  })();

  const send = (values: BookingFormValues, addAnother = false): void =>
    save.mutate(
      conversion
        ? conversionBody(toBookingInput(values), conversion, addAnother)
        : toBookingInput(values),
      {
        onSuccess: (r) => {
          // 409: the enquiry already has a file; the page shows it, and may add another.
          if (!r.success && conversion && r.status === 409)
            return conversion.onConflict(() => send(values, true));
          if (!r.success) return showSaveFailure(r, form.setErrors);
          conversion?.onSaved();
          afterSave(navigate, {
            message: booking ? BOOKING_OK.updated : BOOKING_OK.created,
            list: paths.bookings,
            id: r.data.id,
            open: paths.bookingDetail(r.data.id),
          });
        },
      },
    );
  const submit = form.onSubmit(
    (values) => send(values),
    // Show the first tab that holds an error; FormShell then focuses its first field.
    (errors) => setTab(firstTabWithError(Object.keys(errors))),
  );
  const field = (name: string) => ({ ...form.getInputProps(name), key: form.key(name) });
  const people = (users.data?.data ?? []).map((u) => ({ value: String(u.id), label: u.name }));
  const tabLabel = (text: string, n: number | null, bad: boolean) => (
    <Text span c={bad ? 'red' : undefined} fw={bad ? 700 : undefined}>
      {text}
      {n === null ? '' : ` (${n})`}
      {bad ? ' •' : ''}
    </Text>
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
      errors={form.errors}
      reveal={(path) => setTab(tabOf(path))}
      prefix={lineTitle}
      isDirty={() => form.isDirty()}
      saved={save.data?.success === true}
    >
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="basic">{tabLabel('Basic Info', null, errorTabs.has('basic'))}</Tabs.Tab>
          <Tabs.Tab value="hotels">
            {tabLabel('Hotels', v.accommodations.length, errorTabs.has('hotels'))}
          </Tabs.Tab>
          <Tabs.Tab value="tours">
            {tabLabel('Tours', v.tours.length, errorTabs.has('tours'))}
          </Tabs.Tab>
          <Tabs.Tab value="flights">
            {tabLabel('Flights', v.flights.length, errorTabs.has('flights'))}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basic">
          <Stack gap="lg">
            <FormSection legend="Guest">
              <TextInput label="Guest Name" required {...field('guest_name')} />
              <TextInput label="Guest Email" type="email" {...field('guest_email')} />
              <TextInput label="Guest Mobile" type="tel" {...field('guest_mobile')} />
              <Textarea label="Guest Address" autosize minRows={1} {...field('guest_address')} />
              <NumberInput
                clampBehavior="none"
                label="Adults"
                required
                min={0}
                allowDecimal={false}
                {...field('total_adults')}
              />
              <NumberInput
                clampBehavior="none"
                label="Children"
                min={0}
                allowDecimal={false}
                {...field('total_children')}
              />
              <NumberInput
                clampBehavior="none"
                label="Infants"
                min={0}
                allowDecimal={false}
                {...field('total_infants')}
              />
              <TextInput label="Children Ages" placeholder="e.g. 7,5" {...field('children_ages')} />
              <NumberInput
                clampBehavior="none"
                label="Rooms"
                min={0}
                allowDecimal={false}
                {...field('total_rooms')}
              />
            </FormSection>
            <FormSection legend="Trip">
              <TextInput label="Booking Date" type="date" {...field('booking_date')} />
              <TextInput label="Destination" {...field('destination')} />
              <TextInput label="Travel Start" type="date" {...field('travel_start_date')} />
              <TextInput label="Travel End" type="date" {...field('travel_end_date')} />
              <TextInput label="Check-in" type="date" {...field('check_in_date')} />
              <TextInput label="Check-out" type="date" {...field('check_out_date')} />
              <TextInput label="Package Name" {...field('package_name')} />
              <Select
                label="Package Type"
                allowDeselect={false}
                data={labelOptions('packageType')}
                {...field('package_type')}
              />
            </FormSection>
            <FormSection legend="Money and People">
              <MoneyInput label="Sale Amount" required currency="AED" {...field('sale_amount')} />
              <MoneyInput
                label="Purchase Amount"
                required
                currency="AED"
                {...field('purchase_amount')}
              />
              <Select
                label="Currency"
                allowDeselect={false}
                data={['AED']}
                {...field('currency')}
              />
              <Select
                label="Status"
                required
                allowDeselect={false}
                data={labelOptions('bookingStatus')}
                {...field('status')}
              />
              <Select
                label="Agent"
                clearable
                searchable
                placeholder="Direct booking (no agent)"
                data={(agents.data?.data ?? []).map((a) => ({
                  value: String(a.id),
                  label: `${a.name} (${a.code})`,
                }))}
                {...field('agent_id')}
              />
              <NumberInput
                clampBehavior="none"
                label="Agent Commission Rate (%)"
                disabled={!v.agent_id}
                min={0}
                max={100}
                step={0.01}
                decimalScale={2}
                {...field('agent_commission_rate')}
              />
              <Select
                label="Sales Person"
                clearable
                searchable
                data={people}
                {...field('sales_person_id')}
              />
              <Select
                label="Ops Person"
                clearable
                searchable
                data={people}
                {...field('ops_person_id')}
              />
            </FormSection>
            {preview && (
              <Card
                withBorder
                radius="md"
                padding="md"
                bg="var(--mantine-color-gray-0)"
                aria-label="Figures preview"
              >
                <FigureGrid min="8rem">
                  <Figure label="Gross Profit" value={formatAed(preview.profit_amount)} />
                  <Figure
                    label="Agent Commission"
                    value={
                      preview.agent_commission_amount
                        ? formatAed(preview.agent_commission_amount)
                        : '—'
                    }
                  />
                  <Figure label="Net Profit" value={formatAed(preview.net_profit)} />
                  <Figure label="Balance Due" value={formatAed(preview.balance_due)} />
                </FigureGrid>
              </Card>
            )}
            <FormSection legend="Notes">
              <Textarea
                label="Special Notes"
                description="Printed on the voucher"
                autosize
                minRows={2}
                {...field('special_notes')}
              />
              <Textarea label="Internal Notes" autosize minRows={2} {...field('internal_notes')} />
            </FormSection>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="hotels">
          <Stack>
            <HotelsTab form={form} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="tours">
          <Stack>
            <ToursTab form={form} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="flights">
          <Stack>
            <FlightsTab form={form} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </FormShell>
  );
}

function Figure({ label: text, value }: { label: string; value: string }) {
  return (
    <Group gap={4} wrap="nowrap" style={{ flexDirection: 'column', alignItems: 'flex-start' }}>
      <Text size="xs" c="dimmed">
        {text}
      </Text>
      <Text fw={600} className={amountClass}>
        {value}
      </Text>
    </Group>
  );
}

import type {
  AccommodationLine,
  BookingDetail,
  FlightLine,
  SupplierOption,
  TourLine,
} from '@app/contract';
import { CREDIT_MESSAGES, SUPPLIER_MESSAGES } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answers } from '../../../../test/fake-api.ts';
import { renderRoute, userOf } from '../../../../test/render-route.tsx';
import { bookingDetail } from '../../../../test/booking-fixture.ts';

/**
 * A file's services with their suppliers, on the booking's pages over the typed fake
 * API: the form sends each line's id, supplier and cost (and no purchase once a cost is set),
 * shows the server's refusal under the line's field and holds a confirmed line's cost; the
 * detail shows where each service stands, marks one not confirmed within a week, and records a
 * confirmation through its dialog.
 */

// Only the clock is faked (timers stay real): today is 20 November 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

const SUPPLIERS: SupplierOption[] = [
  { id: 3, name: 'Kerala Stays', code: 'SUP-003', kind: 'hotel', currency: 'INR' },
  { id: 4, name: 'Desert Routes DMC', code: 'SUP-004', kind: 'dmc', currency: 'AED' },
];

const noService = {
  supplier: null,
  cost: null,
  cost_currency: null,
  service_state: 'to_request',
  confirmation_number: null,
  confirmation_date: null,
  confirmation_notes: null,
  cancellation_charge: null,
  refunded_amount: '0.00',
  state_changed_at: null,
  state_changed_by: null,
} as const;

const hotel = (o: Partial<AccommodationLine> = {}): AccommodationLine => ({
  id: 11,
  hotel_name: 'Sea View',
  check_in_date: '2026-11-23',
  check_out_date: '2026-11-26',
  number_of_nights: 3,
  number_of_rooms: 1,
  room_type: null,
  meal_plan: 'BB',
  ...noService,
  ...o,
});
const tour = (o: Partial<TourLine> = {}): TourLine => ({
  id: 21,
  service_name: 'Backwater cruise',
  service_date: '2026-11-24',
  pickup_time: '09:00',
  transfer_type: 'PVT',
  adult_count: 2,
  child_count: 0,
  ...noService,
  ...o,
});
const flight = (o: Partial<FlightLine> = {}): FlightLine => ({
  id: 31,
  flight_type: 'arrival',
  airline: 'IndiGo',
  flight_number: '6E-123',
  flight_date: '2026-11-22',
  departure_time: null,
  arrival_time: null,
  from_city: null,
  to_city: null,
  pnr_number: null,
  ...noService,
  ...o,
});

/** The shared file with a hotel and a tour. */
const booking = (o: Partial<BookingDetail> = {}): BookingDetail =>
  bookingDetail({ accommodations: [hotel()], tours: [tour()], ...o });

const reads = (b: BookingDetail): Answers => ({
  'GET /bookings/:id': { success: true, data: b },
  'GET /suppliers/list': { success: true, data: SUPPLIERS },
});

/** Types a whole value at once, as pasted (typing is slow here). */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

/** The message shown under a field (Mantine's error element, named by aria-describedby). */
const messageUnder = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/);
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.id.endsWith('-error'));
  return error?.textContent ?? null;
};

async function chooseSupplier(user: UserEvent, name: RegExp) {
  await user.click(screen.getByLabelText('Supplier', { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('the booking form: each line with its supplier and cost', () => {
  it('sends every line back with its id, the supplier and cost, and no purchase once a cost is set', async () => {
    const sent: unknown[] = [];
    const user = userEvent.setup();
    renderRoute('/bookings/5/edit', {
      answers: {
        ...reads(booking()),
        'PUT /bookings/:id': ({ body }) => {
          sent.push(body);
          return { success: true, message: 'Booking updated successfully!', data: booking() };
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Hotels (1)' }));
    await chooseSupplier(user, /Desert Routes DMC/);
    // The cost is in the chosen supplier's currency.
    const cost = screen.getByRole('textbox', { name: 'Cost' });
    expect(screen.getByText("Net, in the supplier's currency (AED)")).toBeInTheDocument();
    await fill(user, cost, '1,500.50');

    await user.click(screen.getByRole('tab', { name: 'Basic Info' }));
    const purchase = screen.getByRole('textbox', { name: 'Purchase Amount' });
    expect(purchase).toBeDisabled();
    expect(purchase).toHaveValue('');
    expect(screen.getByText("From the services' costs")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Booking' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      purchase_amount: null,
      accommodations: [{ id: '11', supplier_id: '4', cost: '1500.50', hotel_name: 'Sea View' }],
      tours: [{ id: '21', supplier_id: '', cost: '' }],
      flights: [],
    });
  });

  it('keeps the typed purchase when no line has a cost', async () => {
    const sent: unknown[] = [];
    const user = userEvent.setup();
    renderRoute('/bookings/5/edit', {
      answers: {
        ...reads(booking()),
        'PUT /bookings/:id': ({ body }) => {
          sent.push(body);
          return { success: true, message: 'Booking updated successfully!', data: booking() };
        },
      },
    });
    const purchase = await screen.findByRole('textbox', { name: 'Purchase Amount' });
    expect(purchase).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Update Booking' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      purchase_amount: '40000.00',
      accommodations: [{ id: '11', supplier_id: '', cost: '' }],
    });
  });

  it("holds a confirmed line's supplier and cost, and shows the server's refusal under its cost", async () => {
    const confirmed = hotel({
      supplier: { id: 3, code: 'SUP-003', name: 'Kerala Stays', email: null },
      cost: '12000.00',
      cost_currency: 'INR',
      service_state: 'confirmed',
      confirmation_number: 'CNF-4010',
    });
    const refusal = SUPPLIER_MESSAGES.serviceFixed('confirmed');
    const user = userEvent.setup();
    const { api } = renderRoute('/bookings/5/edit', {
      answers: {
        ...reads(booking({ accommodations: [confirmed], purchase_amount: '12000.00' })),
        'PUT /bookings/:id': {
          status: 422,
          message: refusal,
          errors: { 'accommodations.0.cost': [refusal] },
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Hotels (1)' }));
    const supplier = screen.getByRole('textbox', { name: 'Supplier' });
    const cost = screen.getByRole('textbox', { name: 'Cost' });
    expect(supplier).toHaveAttribute('readonly');
    expect(supplier).toHaveValue('Kerala Stays (SUP-003)');
    expect(cost).toHaveAttribute('readonly');
    expect(cost).toHaveValue('₹12,000.00');
    expect(
      screen.getByText(
        'Confirmed by the supplier: mark it changed on the booking page to change its cost.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Booking' }));
    await waitFor(() =>
      expect(messageUnder(screen.getByRole('textbox', { name: 'Cost' }))).toBe(refusal),
    );
    expect(api.callsTo('PUT /bookings/:id')).toHaveLength(1);
  });
});

describe("the booking form: over the agent's credit limit", () => {
  it('asks a manager for a reason when the server does, and sends it with the file', async () => {
    const over = `Skyline would owe AED 10,800.00, over its credit limit of AED 10,000.00.${CREDIT_MESSAGES.overrideHint}`;
    const sent: Record<string, unknown>[] = [];
    const user = userEvent.setup();
    renderRoute('/bookings/5/edit', {
      answers: {
        ...reads(booking()),
        'PUT /bookings/:id': ({ body }) => {
          sent.push(body as Record<string, unknown>);
          return sent.length === 1
            ? { status: 422, message: over, errors: { credit_override_reason: [over] } }
            : { success: true, message: 'Booking updated successfully!', data: booking() };
        },
      },
    });
    await screen.findByRole('textbox', { name: 'Purchase Amount' });
    // Not asked for until the server asks.
    expect(
      screen.queryByRole('textbox', { name: 'Reason for going over the credit limit' }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Booking' }));
    const reason = await screen.findByRole('textbox', {
      name: 'Reason for going over the credit limit',
    });
    expect(messageUnder(reason)).toBe(over);
    await fill(user, reason, 'Paid by cheque tomorrow');
    await user.click(screen.getByRole('button', { name: 'Update Booking' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.credit_override_reason).toBe('Paid by cheque tomorrow');
  });
});

describe("the booking's page: where each service stands with its supplier", () => {
  it('shows each state, marks a service not confirmed within a week, and records a confirmation', async () => {
    let current = booking({
      // Check-in in 3 days, nobody asked the hotel yet.
      accommodations: [
        hotel({
          supplier: { id: 3, code: 'SUP-003', name: 'Kerala Stays', email: null },
          cost: '12000.00',
          cost_currency: 'INR',
        }),
      ],
      tours: [
        tour({
          service_state: 'confirmed',
          confirmation_number: 'TR-9',
          state_changed_at: '2026-11-18T09:30:00.000Z',
          state_changed_by: { id: 2, name: 'Meera Nair' },
        }),
        // More than a week out: marked, not flagged red.
        tour({ id: 22, service_name: 'Desert safari', service_date: '2026-12-05' }),
      ],
      // Cancelled: not flagged although it is in two days.
      flights: [flight({ service_state: 'cancelled' })],
    });
    const bodies: unknown[] = [];
    const user = userEvent.setup();
    const { api } = renderRoute('/bookings/5', {
      answers: {
        'GET /bookings/:id': () => ({ success: true, data: current }),
        'POST /bookings/:id/services/:kind/:lineId/state': ({ params, body }) => {
          bodies.push({ params, body });
          const b = body as { confirmation_number: string; confirmation_date: string };
          current = {
            ...current,
            accommodations: [
              {
                ...current.accommodations[0]!,
                service_state: 'confirmed',
                confirmation_number: b.confirmation_number,
                confirmation_date: b.confirmation_date,
                state_changed_at: '2026-11-20T04:30:00.000Z',
                state_changed_by: { id: 1, name: 'Test admin' },
              },
            ],
          };
          const { enquiry: _e, services: _s, services_differing: _d, ...answer } = current;
          return { success: true, message: 'Service updated successfully!', data: answer };
        },
      },
    });
    const hotels = await screen.findByRole('region', { name: 'Accommodations' });
    const tours = screen.getByRole('region', { name: 'Tours / Services' });
    const flights = screen.getByRole('region', { name: 'Flight Details' });
    expect(within(hotels).getByText('To request')).toBeInTheDocument();
    expect(within(hotels).getByText('Kerala Stays')).toBeInTheDocument();
    expect(within(hotels).getByText(/₹12,000.00/)).toBeInTheDocument();
    expect(within(hotels).getByText('Not confirmed · in 3 days')).toBeInTheDocument();
    expect(within(tours).getByText('Confirmed · TR-9')).toBeInTheDocument();
    expect(within(tours).getByText(/Meera Nair/)).toBeInTheDocument();
    // The safari's only: the confirmed tour has none, and none is red with days left.
    expect(within(tours).getAllByText('Not confirmed')).toHaveLength(1);
    expect(within(tours).queryByText(/Not confirmed ·/)).toBeNull();
    expect(within(tours).getByText('To request')).toBeInTheDocument();
    expect(within(flights).getByText('Cancelled')).toBeInTheDocument();
    expect(within(flights).queryByText(/Not confirmed/)).toBeNull();
    // A cancelled service offers no move.
    expect(within(flights).queryByRole('button', { name: /Update/ })).toBeNull();

    await user.click(within(hotels).getByRole('button', { name: 'Update Sea View' }));
    // The menu's items, as the payment dialog's options: jsdom has no layout, so Mantine's
    // floating dropdown counts as detached and hides (a browser shows it).
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((m) => m.textContent)).toEqual([
      'Mark requested',
      'Record confirmation',
      'Cancel service',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Record confirmation', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Record confirmation' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-11-20');
    // The number is required: nothing is sent without it.
    await user.click(within(dialog).getByRole('button', { name: 'Record confirmation' }));
    expect(
      within(dialog).getByText(SUPPLIER_MESSAGES.confirmationNumberRequired),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
    // Enter submits.
    await user.type(within(dialog).getByLabelText(/^Confirmation number/), 'CNF-77{Enter}');

    await waitFor(() => expect(within(hotels).getByText('Confirmed · CNF-77')).toBeInTheDocument());
    expect(within(hotels).queryByText(/Not confirmed/)).toBeNull();
    expect(bodies).toEqual([
      {
        params: { id: '5', kind: 'accommodations', lineId: '11' },
        body: {
          state: 'confirmed',
          confirmation_number: 'CNF-77',
          confirmation_date: '2026-11-20',
          notes: null,
        },
      },
    ]);
    expect(api.callsTo('POST /bookings/:id/services/:kind/:lineId/state')).toHaveLength(1);
  });

  it("shows the server's refusal in the dialog", async () => {
    const refusal = SUPPLIER_MESSAGES.stateMove('confirmed', 'confirmed');
    const user = userEvent.setup();
    renderRoute('/bookings/5', {
      answers: {
        'GET /bookings/:id': { success: true, data: booking() },
        'POST /bookings/:id/services/:kind/:lineId/state': {
          status: 422,
          message: refusal,
          errors: { state: [refusal] },
        },
      },
    });
    const hotels = await screen.findByRole('region', { name: 'Accommodations' });
    await user.click(within(hotels).getByRole('button', { name: 'Update Sea View' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Record confirmation', hidden: true }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record confirmation' });
    await user.type(within(dialog).getByLabelText(/^Confirmation number/), 'CNF-78{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('offers no moves to a user who may not edit bookings', async () => {
    renderRoute('/bookings/5', {
      user: userOf('staff', ['view_bookings']),
      answers: { 'GET /bookings/:id': { success: true, data: booking() } },
    });
    const hotels = await screen.findByRole('region', { name: 'Accommodations' });
    expect(within(hotels).getByText('Not confirmed · in 3 days')).toBeInTheDocument();
    expect(within(hotels).queryByRole('button', { name: /Update/ })).toBeNull();
  });
});

const keralaStays = {
  id: 3,
  code: 'SUP-003',
  name: 'Kerala Stays',
  email: 'stays@kerala.example',
} as const;

describe("the booking's page: Send request", () => {
  it("asks, then queues the service order to the supplier's email, and shows the service requested", async () => {
    let current = booking({
      accommodations: [hotel({ supplier: keralaStays, cost: '12000.00', cost_currency: 'INR' })],
      tours: [],
    });
    const sent: unknown[] = [];
    const user = userEvent.setup();
    const { api } = renderRoute('/bookings/5', {
      answers: {
        'GET /bookings/:id': () => ({ success: true, data: current }),
        'POST /bookings/:id/services/:kind/:lineId/request': ({ params }) => {
          sent.push(params);
          current = {
            ...current,
            accommodations: [{ ...current.accommodations[0]!, service_state: 'requested' }],
          };
          return {
            success: true,
            message: 'Service order emailed to the supplier',
            data: {
              id: 41,
              state: 'queued',
              to: 'stays@kerala.example',
              note: 'Queued for sending to stays@kerala.example. Its state (queued, sent or failed) shows with the record.',
            },
          };
        },
      },
    });
    const hotels = await screen.findByRole('region', { name: 'Accommodations' });
    await user.click(within(hotels).getByRole('button', { name: 'Send request for Sea View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send request' });
    expect(dialog).toHaveTextContent(
      'Send the service order for Sea View to Kerala Stays (stays@kerala.example)?',
    );
    // Nothing is sent before the user says so.
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(/^Queued for sending to stays@kerala\.example/)).toBeVisible();
    await waitFor(() => expect(within(hotels).getByText('Requested')).toBeInTheDocument());
    expect(sent).toEqual([{ id: '5', kind: 'accommodations', lineId: '11' }]);
    expect(api.callsTo('POST /bookings/:id/services/:kind/:lineId/request')).toHaveLength(1);
    // Still not confirmed, and may be sent again.
    expect(within(hotels).getByText('Not confirmed · in 3 days')).toBeInTheDocument();
    expect(
      within(hotels).getByRole('button', { name: 'Send request for Sea View' }),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const refusal = 'This booking is cancelled: no service order can be sent for it.';
    const user = userEvent.setup();
    renderRoute('/bookings/5', {
      answers: {
        'GET /bookings/:id': {
          success: true,
          data: booking({ accommodations: [hotel({ supplier: keralaStays })], tours: [] }),
        },
        'POST /bookings/:id/services/:kind/:lineId/request': {
          status: 422,
          message: refusal,
          errors: { status: [refusal] },
        },
      },
    });
    const hotels = await screen.findByRole('region', { name: 'Accommodations' });
    await user.click(within(hotels).getByRole('button', { name: 'Send request for Sea View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send request' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(refusal)).toBeVisible();
  });

  it('is offered only for a service not confirmed whose supplier has an email, on a file not cancelled, to those who edit bookings', async () => {
    const lines = {
      accommodations: [
        // Confirmed: what the supplier confirmed stands.
        hotel({ supplier: keralaStays, service_state: 'confirmed', confirmation_number: 'C-1' }),
      ],
      tours: [
        // No email to send it to.
        tour({ supplier: { ...keralaStays, email: null } }),
        // No supplier.
        tour({ id: 22, service_name: 'Desert safari' }),
        // Changed: to confirm again.
        tour({
          id: 23,
          service_name: 'Spice walk',
          supplier: keralaStays,
          service_state: 'changed',
        }),
      ],
    };
    const { unmount } = renderRoute('/bookings/5', {
      answers: { 'GET /bookings/:id': { success: true, data: booking(lines) } },
    });
    const hotels = await screen.findByRole('region', { name: 'Accommodations' });
    const tours = screen.getByRole('region', { name: 'Tours / Services' });
    expect(within(hotels).queryByRole('button', { name: /^Send request/ })).toBeNull();
    expect(within(tours).getAllByRole('button', { name: /^Send request/ })).toHaveLength(1);
    expect(
      within(tours).getByRole('button', { name: 'Send request for Spice walk' }),
    ).toBeEnabled();
    // The order's PDF for each service that has a supplier.
    expect(
      within(hotels).getAllByRole('button', { name: /^Download the service order/ }),
    ).toHaveLength(1);
    expect(
      within(tours).getAllByRole('button', { name: /^Download the service order/ }),
    ).toHaveLength(2);
    unmount();

    const { unmount: unmountCancelled } = renderRoute('/bookings/5', {
      answers: {
        'GET /bookings/:id': { success: true, data: booking({ ...lines, status: 'cancelled' }) },
      },
    });
    await screen.findByRole('region', { name: 'Accommodations' });
    expect(screen.queryByRole('button', { name: /^Send request/ })).toBeNull();
    unmountCancelled();

    renderRoute('/bookings/5', {
      user: userOf('staff', ['view_bookings']),
      answers: { 'GET /bookings/:id': { success: true, data: booking(lines) } },
    });
    await screen.findByRole('region', { name: 'Accommodations' });
    expect(screen.queryByRole('button', { name: /^Send request/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Download the service order/ })).toHaveLength(3);
  });
});

describe("the booking's page: the file's cost and profit", () => {
  it("says the purchase is the services' costs once a service has one, beside the gross profit", async () => {
    renderRoute('/bookings/5', {
      answers: {
        'GET /bookings/:id': {
          success: true,
          data: booking({
            sale_amount: '50000.10',
            purchase_amount: '39999.95',
            profit_amount: '10000.15',
            net_profit: '10000.15',
            accommodations: [
              hotel({ supplier: keralaStays, cost: '39999.95', cost_currency: 'INR' }),
            ],
          }),
        },
      },
    });
    const summary = await screen.findByRole('region', { name: 'Financial Summary' });
    expect(within(summary).getByText('₹50,000.10')).toBeInTheDocument();
    expect(within(summary).getByText('₹39,999.95')).toBeInTheDocument();
    expect(within(summary).getByText("From the services' costs")).toBeInTheDocument();
    expect(within(summary).getByText('₹10,000.15')).toBeInTheDocument();
    // The line's own cost, in its supplier's currency.
    const hotels = screen.getByRole('region', { name: 'Accommodations' });
    expect(within(hotels).getByText(/₹39,999\.95/)).toBeInTheDocument();
  });

  it('keeps the typed purchase without the caption when no service has a cost', async () => {
    renderRoute('/bookings/5', {
      answers: { 'GET /bookings/:id': { success: true, data: booking() } },
    });
    const summary = await screen.findByRole('region', { name: 'Financial Summary' });
    expect(within(summary).getByText('₹40,000.00')).toBeInTheDocument();
    expect(within(summary).queryByText("From the services' costs")).toBeNull();
  });
});

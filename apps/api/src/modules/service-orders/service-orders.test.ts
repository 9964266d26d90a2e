import { sql } from 'drizzle-orm';
import type { BookingWithLines } from '@app/contract';
import {
  bookingEndpoints,
  outboxEndpoints,
  serviceOrderEndpoints as ep,
  supplierEndpoints,
} from '@app/contract';
import { requestFile } from '../../../test/answers-files.ts';
import { describe, expect, test } from '../../../test/fixture.ts';
import { pdfPages } from '../../../test/pdf-text.ts';

/**
 * Send request: a file's service emailed to its supplier as a service order (a PDF through the
 * outbox), the service then requested, one event in the file's History; and the refusals.
 */
const it = test.extend('desk', { scope: 'file' }, async ({ app, callers }) => {
  const admin = await callers.admin();
  const supplier = async (name: string, email: string | null, kind = 'hotel') =>
    (
      await admin.call(supplierEndpoints.create, {
        payload: {
          name,
          kind,
          email,
          currency: 'INR',
          payment_terms: 'before_check_in',
          payment_days: 7,
        },
      })
    ).ok.data.id;
  const hotel = await supplier('Backwater Palms', 'reservations@backwater.example');
  const guide = await supplier('Spice Coast Guides', 'desk@spicecoast.example', 'guide');
  const noEmail = await supplier('Hill View Cabs', null, 'transport');
  const file = async (o: Record<string, unknown> = {}) =>
    (
      await admin.call(bookingEndpoints.create, {
        payload: {
          guest_name: 'Meera Iyer',
          total_adults: 2,
          total_children: 1,
          children_ages: '7',
          sale_amount: '90000.00',
          purchase_amount: null,
          currency: 'INR',
          status: 'confirmed',
          special_notes: 'Honeymoon: a lake-view room, flowers on arrival.',
          accommodations: [
            {
              hotel_name: 'Backwater Palms Kumarakom',
              check_in_date: '2026-12-10',
              check_out_date: '2026-12-13',
              number_of_rooms: 2,
              room_type: 'Lake View Villa',
              meal_plan: 'HB',
              supplier_id: hotel,
              cost: '42000.00',
            },
          ],
          tours: [
            {
              service_name: 'Spice plantation walk',
              service_date: '2026-12-11',
              pickup_time: '09:30',
              transfer_type: 'PVT',
              supplier_id: guide,
              cost: '3500.00',
            },
            { service_name: 'Airport transfer', transfer_type: 'PVT', supplier_id: noEmail },
            { service_name: 'Houseboat lunch', transfer_type: 'SIC' },
          ],
          ...o,
        },
      })
    ).ok.data;
  const request = (b: BookingWithLines, kind: 'accommodations' | 'tours', lineId: number) =>
    admin.call(ep.request, { params: { id: b.id, kind, lineId } });
  const detail = async (id: number) =>
    (await admin.call(bookingEndpoints.get, { params: { id } })).ok.data;
  const move = (b: BookingWithLines, lineId: number, body: object) =>
    admin.call(bookingEndpoints.serviceState, {
      params: { id: b.id, kind: 'accommodations', lineId },
      payload: body as never,
    });
  /** The file's queued messages with their attachments. */
  const messages = async (bookingId: number) =>
    (
      await app.db.execute<{
        id: number;
        kind: string;
        to_addresses: string[];
        subject: string;
        text_body: string;
        filename: string;
        content_type: string;
        content: Buffer;
      }>(sql`select m.id, m.kind, m.to_addresses, m.subject, m.text_body, a.filename,
          a.content_type, a.content
        from outbox_messages m join outbox_attachments a on a.message_id = m.id
        where m.booking_id = ${bookingId} order by m.id`)
    ).rows;
  /** The file's History events after `after` (an event id). */
  const events = async (bookingId: number, after = 0) =>
    (
      await app.db.execute<{ id: number; action: string; note: string | null }>(
        sql`select id, action, note from audit_events
          where record_type = 'booking' and record_id = ${bookingId} and id > ${after} order by id`,
      )
    ).rows;
  const lastEvent = async () =>
    Number(
      (await app.db.execute<{ n: number }>(sql`select coalesce(max(id), 0) as n from audit_events`))
        .rows[0]!.n,
    );
  return { admin, file, request, detail, move, messages, events, lastEvent };
});

describe('send request', () => {
  it('queues the service order to the supplier with its PDF, and the service is requested, in one History event', async ({
    desk: { file, request, detail, messages, events, lastEvent },
  }) => {
    const b = await file();
    const line = b.accommodations[0]!;
    expect(line.service_state).toBe('to_request');
    expect(line.supplier?.email).toBe('reservations@backwater.example');
    const before = await lastEvent();

    const res = await request(b, 'accommodations', line.id);
    expect(res.status).toBe(202);
    expect(res.ok).toMatchObject({
      success: true,
      message: 'Service order emailed to the supplier',
      data: { state: 'queued', to: 'reservations@backwater.example' },
    });

    const [mail, ...more] = await messages(b.id);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'service_order',
      to_addresses: ['reservations@backwater.example'],
      subject: `Service order ${b.file_number}: Backwater Palms Kumarakom – TravelDesk Tours & Travels`,
      filename: `Service-Order-${b.id}-accommodations-${line.id}.pdf`,
      content_type: 'application/pdf',
    });
    expect(mail!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfPages(mail!.content)).join(' ');
    for (const s of [
      'Service Order',
      'TravelDesk Tours & Travels',
      'Backwater Palms',
      b.file_number,
      'Meera Iyer',
      '2 Adults, 1 Child (ages 7)',
      'Backwater Palms Kumarakom',
      '10 Dec 2026',
      '13 Dec 2026',
      'Lake View Villa',
      'New booking',
      'Honeymoon: a lake-view room, flowers on arrival.',
      `quoting our reference ${b.file_number}`,
    ])
      expect(text, s).toContain(s);
    // What the agency pays is not the supplier's to read on our order.
    expect(text).not.toContain('42,000');
    expect(text).not.toContain('90,000');

    expect((await detail(b.id)).accommodations[0]!.service_state).toBe('requested');
    expect(await events(b.id, before)).toEqual([
      expect.objectContaining({
        action: 'service_order_email',
        note: 'Backwater Palms Kumarakom: To request → Requested. Service order to reservations@backwater.example',
      }),
    ]);
  });

  it('sends a requested service again without moving it; a changed one is requested again, its order an amendment', async ({
    desk: { file, request, detail, move, messages, events, lastEvent },
  }) => {
    const b = await file();
    const tour = b.tours[0]!;
    expect((await request(b, 'tours', tour.id)).status).toBe(202);
    const before = await lastEvent();
    expect((await request(b, 'tours', tour.id)).status).toBe(202);
    expect((await detail(b.id)).tours[0]!.service_state).toBe('requested');
    expect(await events(b.id, before)).toEqual([
      expect.objectContaining({
        action: 'service_order_email',
        note: 'Spice plantation walk: Service order to desk@spicecoast.example',
      }),
    ]);

    const hotel = b.accommodations[0]!;
    expect(
      (await move(b, hotel.id, { state: 'confirmed', confirmation_number: 'BP-1' })).status,
    ).toBe(200);
    expect((await move(b, hotel.id, { state: 'changed', notes: 'One more night' })).status).toBe(
      200,
    );
    expect((await request(b, 'accommodations', hotel.id)).status).toBe(202);
    expect((await detail(b.id)).accommodations[0]!.service_state).toBe('requested');
    const amendment = (await messages(b.id)).at(-1)!;
    expect((await pdfPages(amendment.content)).join(' ')).toContain('Amendment');
  });

  it('refuses, and queues nothing, for a service with no supplier, a supplier with no email, a confirmed or cancelled service and a cancelled file', async ({
    desk: { admin, file, request, move, messages, events, lastEvent },
  }) => {
    const b = await file();
    const before = await lastEvent();
    const noSupplier = await request(b, 'tours', b.tours[2]!.id);
    expect(noSupplier.status).toBe(422);
    expect(noSupplier.failure.errors).toEqual({
      supplier_id: ['This service has no supplier: choose its supplier on the booking first.'],
    });
    const noEmail = await request(b, 'tours', b.tours[1]!.id);
    expect(noEmail.status).toBe(422);
    expect(noEmail.failure.message).toBe(
      "Hill View Cabs has no email address: add one on the supplier's page first.",
    );
    // A line of another kind, or of another file, is not this file's service.
    expect((await request(b, 'tours', b.accommodations[0]!.id)).status).toBe(404);

    const hotel = b.accommodations[0]!.id;
    await move(b, hotel, { state: 'confirmed', confirmation_number: 'BP-2' });
    const confirmed = await request(b, 'accommodations', hotel);
    expect(confirmed.status).toBe(422);
    expect(confirmed.failure.message).toBe(
      'This service is confirmed: mark it changed to request it again.',
    );
    await move(b, hotel, { state: 'cancelled', notes: 'Guest changed plans' });
    expect((await request(b, 'accommodations', hotel)).status).toBe(422);

    const cancelledFile = await file();
    await admin.call(bookingEndpoints.cancel, {
      params: { id: cancelledFile.id },
      payload: { reason: 'Guest cancelled' },
    });
    const cancelled = await lastEvent();
    const refused = await request(
      cancelledFile,
      'accommodations',
      cancelledFile.accommodations[0]!.id,
    );
    expect(refused.status).toBe(422);
    expect(refused.failure.message).toBe(
      'This booking is cancelled: no service order can be sent for it.',
    );

    expect(await messages(b.id)).toEqual([]);
    expect(await messages(cancelledFile.id)).toEqual([]);
    // Only the two moves of the hotel wrote to the History.
    expect((await events(b.id, before)).map((e) => e.action)).toEqual(['update', 'update']);
    expect(await events(cancelledFile.id, cancelled)).toEqual([]);
  });

  it('is sent again from the outbox as a service order, refused once the file is cancelled', async ({
    desk: { admin, file, request },
  }) => {
    const b = await file();
    const sent = await request(b, 'tours', b.tours[0]!.id);
    const again = await admin.call(outboxEndpoints.sendAgain, { params: { id: sent.ok.data.id } });
    expect(again.status).toBe(202);
    await admin.call(bookingEndpoints.cancel, {
      params: { id: b.id },
      payload: { reason: 'Guest cancelled' },
    });
    const refused = await admin.call(outboxEndpoints.sendAgain, {
      params: { id: sent.ok.data.id },
    });
    expect(refused.status).toBe(422);
  });
});

describe('service order PDF', () => {
  it('downloads the order as its supplier would receive it, without sending it or moving the service', async ({
    app,
    desk: { admin, file, detail, messages },
  }) => {
    const b = await file();
    const tour = b.tours[0]!;
    const res = await requestFile(app.app, {
      url: `/api/bookings/${b.id}/services/tours/${tour.id}/service-order`,
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Service-Order-${b.id}-tours-${tour.id}.pdf"`,
    );
    const text = (await pdfPages(res.raw)).join(' ');
    for (const s of ['Spice Coast Guides', 'Spice plantation walk', '11 Dec 2026', '09:30'])
      expect(text, s).toContain(s);
    expect(await messages(b.id)).toEqual([]);
    expect((await detail(b.id)).tours[0]!.service_state).toBe('to_request');
  });
});

describe('two sends of one service at once', () => {
  it('are taken one after the other: both queued, the service requested once, each its own event', async ({
    desk: { file, request, detail, messages, events, lastEvent },
  }) => {
    const b = await file();
    const line = b.accommodations[0]!;
    const before = await lastEvent();
    // Two: a user renders two PDFs at a time.
    const sends = await Promise.all([1, 2].map(() => request(b, 'accommodations', line.id)));
    expect(sends.map((s) => s.status)).toEqual([202, 202]);
    expect(await messages(b.id)).toHaveLength(2);
    expect((await detail(b.id)).accommodations[0]!.service_state).toBe('requested');
    const notes = (await events(b.id, before)).map((e) => e.note);
    expect(notes.filter((n) => n?.includes('To request → Requested'))).toHaveLength(1);
    expect(notes).toHaveLength(2);
  });
});

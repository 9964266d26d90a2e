import { sql } from 'drizzle-orm';
import {
  bookingEndpoints,
  outboxEndpoints,
  taxDocumentEndpoints as ep,
  taxProfileEndpoints,
  TAX_DOCUMENT_MESSAGES,
} from '@app/contract';
import { requestFile } from '../../../test/answers-files.ts';
import { createAgent, createUser, tokenFor, TAX_PROFILE } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';
import { pdfPages } from '../../../test/pdf-text.ts';

/**
 * A tax document's PDF (CGST rule 46: the supplier's legal name, address, GSTIN and PAN; the
 * title, number and date; the recipient; SAC, values, rates, tax, total and its words; the place
 * of supply; reverse charge) and its email to the buyer through the outbox.
 */
const PROFILE = { ...TAX_PROFILE, email: 'accounts@harbourline.example' };

const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const admin = await callers.admin();
  expect((await admin.call(taxProfileEndpoints.set, { payload: PROFILE })).status).toBe(200);
  /** A confirmed rupee package (a hotel and a tour) sold for `sale`. */
  const file = async (sale: string, o: object = {}) =>
    (
      await admin.call(bookingEndpoints.create, {
        payload: {
          guest_name: 'Asha Kulkarni',
          guest_email: 'asha@guest.example',
          currency: 'INR',
          sale_amount: sale,
          purchase_amount: '1000.00',
          status: 'confirmed',
          accommodations: [
            { hotel_name: 'Sea Rock', check_in_date: '2027-01-10', check_out_date: '2027-01-12' },
          ],
          tours: [{ service_name: 'City tour', service_date: '2027-01-11', transfer_type: 'SIC' }],
          ...o,
        },
      })
    ).ok.data;
  const docs = async (id: number) => (await admin.call(ep.ofBooking, { params: { id } })).ok.data;
  const pdfText = async (id: number, token = admin.token) => {
    const res = await requestFile(t.app, { url: `/api/tax-documents/${id}/pdf`, token });
    return { res, text: res.status === 200 ? (await pdfPages(res.raw)).join(' ') : '' };
  };
  /** The file's queued messages with their attachments. */
  const messages = async (bookingId: number) =>
    (
      await t.db.execute<{
        id: number;
        kind: string;
        to_addresses: string[];
        subject: string;
        text_body: string;
        html_body: string;
        record_label: string;
        filename: string;
        content_type: string;
        content: Buffer;
      }>(sql`select m.id, m.kind, m.to_addresses, m.subject, m.text_body, m.html_body,
          m.record_label, a.filename, a.content_type, a.content
        from outbox_messages m join outbox_attachments a on a.message_id = m.id
        where m.booking_id = ${bookingId} order by m.id`)
    ).rows;
  return { t, admin, file, docs, pdfText, messages };
});

describe('tax document PDF', () => {
  it('prints the invoice to an unregistered guest with rule 46’s fields, CGST and SGST', async ({
    desk: { file, docs, pdfText },
  }) => {
    const b = await file('105000.00');
    const [inv] = await docs(b.id);
    const { res, text } = await pdfText(inv!.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Tax-Invoice-${inv!.number.replace(/\//g, '-')}.pdf"`,
    );
    for (const s of [
      'Harbour Line Holidays Private Limited',
      '12 Marine Drive',
      'Mumbai 400020',
      'GSTIN: 27AAFCT5521M1Z1',
      'PAN: AAFCT5521M',
      'Tax Invoice',
      inv!.number,
      'Asha Kulkarni',
      'Unregistered',
      'STATE CODE 27',
      'PLACE OF SUPPLY Maharashtra (27)',
      'REVERSE CHARGE No',
      '998555',
      '₹1,00,000.00',
      'CGST 2.5%',
      'SGST 2.5%',
      '₹2,500.00',
      '₹1,05,000.00',
      'Rupees One Lakh Five Thousand Only',
    ])
      expect(text, s).toContain(s);
    expect(text).not.toContain('IGST');
  });

  it('prints an agent’s GSTIN and IGST across states, and a note names its invoice', async ({
    desk: { t, admin, file, docs, pdfText },
  }) => {
    const agent = await createAgent(t.app, {
      name: 'Kochi Holidays',
      state: 'Kerala',
      gst_number: '32AABCK1234L1ZV',
      pan_number: 'AABCK1234L',
      commission_rate: '0',
    });
    const b = await file('52500.00', { agent_id: agent.id });
    const up = await admin.call(bookingEndpoints.update, {
      params: { id: b.id },
      payload: {
        guest_name: 'Asha Kulkarni',
        currency: 'INR',
        sale_amount: '63000.50',
        purchase_amount: '1000.00',
        status: 'confirmed',
        agent_id: agent.id,
        agent_commission_rate: '0',
        accommodations: b.accommodations.map((a) => ({ ...a })),
        tours: b.tours.map((x) => ({ ...x })),
      },
    });
    expect(up.status).toBe(200);
    const [inv, debit] = await docs(b.id);
    const invoice = (await pdfText(inv!.id)).text;
    for (const s of ['GSTIN 32AABCK1234L1ZV', 'IGST 5%', '₹2,500.00', 'Kerala (32)'])
      expect(invoice, s).toContain(s);
    expect(invoice).not.toContain('Unregistered');
    expect(invoice).not.toContain('CGST');
    const note = (await pdfText(debit!.id)).text;
    for (const s of [
      'Debit Note',
      debit!.number,
      `AGAINST INVOICE ${inv!.number}`,
      '₹10,500.50',
      'Rupees Ten Thousand Five Hundred and Fifty Paise Only',
    ])
      expect(note, s).toContain(s);
  });

  it('is read with the booking, and 404 for no such document', async ({
    app,
    desk: { file, docs, pdfText },
  }) => {
    const b = await file('2100.00');
    const [inv] = await docs(b.id);
    const clerk = await createUser(app.app, { role: 'staff', permissions: ['view_vouchers'] });
    expect((await pdfText(inv!.id, await tokenFor(app.app, clerk.id))).res.status).toBe(403);
    expect((await pdfText(999999)).res.status).toBe(404);
  });
});

describe('tax document email', () => {
  it('queues the document to the guest with its PDF attached, and Send again repeats it', async ({
    desk: { admin, file, docs, messages },
  }) => {
    const b = await file('105000.00');
    const [inv] = await docs(b.id);
    const res = await admin.call(ep.email, { params: { id: inv!.id } });
    expect(res.status).toBe(202);
    expect(res.ok.data).toMatchObject({ state: 'queued', to: 'asha@guest.example' });
    const [mail] = await messages(b.id);
    expect(mail).toMatchObject({
      kind: 'tax_document',
      to_addresses: ['asha@guest.example'],
      subject: `Tax Invoice ${inv!.number} – Harbour Line Holidays Private Limited`,
      record_label: inv!.number,
      content_type: 'application/pdf',
      filename: `Tax-Invoice-${inv!.number.replace(/\//g, '-')}.pdf`,
    });
    expect(mail!.text_body).toContain('Rupees One Lakh Five Thousand Only');
    expect(mail!.html_body).toContain('GSTIN: 27AAFCT5521M1Z1');
    const text = (await pdfPages(mail!.content)).join(' ');
    expect(text).toContain(inv!.number);
    expect(text).toContain('Rupees One Lakh Five Thousand Only');

    const again = await admin.call(outboxEndpoints.sendAgain, { params: { id: mail!.id } });
    expect(again.status).toBe(202);
    expect((await messages(b.id)).map((m) => m.kind)).toEqual(['tax_document', 'tax_document']);
  });

  it("goes to the agent's primary email for an agent's file", async ({
    app,
    desk: { admin, file, docs, messages },
  }) => {
    const agent = await createAgent(app.app, {
      primary_email: 'desk@kochi.example',
      commission_rate: '0',
    });
    const b = await file('2100.00', { agent_id: agent.id });
    const [inv] = await docs(b.id);
    expect((await admin.call(ep.email, { params: { id: inv!.id } })).status).toBe(202);
    expect((await messages(b.id))[0]!.to_addresses).toEqual(['desk@kochi.example']);
  });

  it('refuses a buyer with no email, a caller without the email key, and no such document', async ({
    app,
    desk: { admin, file, docs, messages },
  }) => {
    const b = await file('2100.00', { guest_email: null });
    const [inv] = await docs(b.id);
    const refused = await admin.call(ep.email, { params: { id: inv!.id } });
    expect(refused.status).toBe(422);
    expect(refused.failure.errors).toEqual({ email: [TAX_DOCUMENT_MESSAGES.noEmail] });
    expect(await messages(b.id)).toEqual([]);

    const reader = await createUser(app.app, { role: 'staff', permissions: ['view_bookings'] });
    const denied = await app.app.inject({
      method: 'POST',
      url: `/api/tax-documents/${inv!.id}/email`,
      headers: { authorization: `Bearer ${await tokenFor(app.app, reader.id)}` },
    });
    expect(denied.statusCode).toBe(403);
    expect((await admin.call(ep.email, { params: { id: 999999 } })).status).toBe(404);
  });
});

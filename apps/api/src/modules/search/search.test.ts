import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentEndpoints,
  bookingEndpoints,
  enquiryEndpoints,
  PERMISSION_KEYS,
  searchEndpoints,
  SEARCH_TYPES,
  staffEndpoints,
} from '@app/contract';
import type { Endpoint, SearchType } from '@app/contract';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import { callEndpoint } from '../../../test/answers.ts';
import {
  createAccount,
  createCategory,
  createTransaction,
  signIn,
  staffValues,
} from '../../../test/factories.ts';

/** GET /api/search?q= finds each kind of record, grouped, by permission. */
let t: TestContext;
type Who = Awaited<ReturnType<typeof signIn>>;
let admin: Who;
/**
 * Letters and digits no other record has. It starts with a letter: a search of digits alone is
 * read as a phone or a number's end (search-terms.ts), so an all-digit tag (one run in sixteen)
 * would not find the names it is written into.
 */
const hex = randomBytes(3).toString('hex');
const tag = `q${hex}`;
type Rec = { id: number; [k: string]: unknown };
type Key = 'booking' | 'receipt' | 'enquiry' | 'agent' | 'agentBooking' | 'agentPayment';
const r = {} as Record<Key | 'staff' | 'account' | 'transaction', Rec>;

/** A record made as the admin; `.ok` throws (with the answer) unless it was created. */
const made = async <E extends Endpoint>(e: E, payload: object) =>
  (await callEndpoint(t.app, e, { token: admin.token, payload })).ok;
/** The search's answer, parsed with its schema (test/answers.ts). */
const search = async (q: string, who: Who = admin) =>
  (await callEndpoint(t.app, searchEndpoints.search, { query: { q }, token: who.token })).ok.data;
const found = async (q: string, type: SearchType, who: Who = admin) =>
  (await search(q, who)).groups.find((g) => g.type === type)?.items.map((i) => i.id) ?? [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, { role: 'admin' });
  r.booking = (
    await made(bookingEndpoints.create, {
      guest_name: `Zubin Qadri ${tag}`,
      guest_mobile: '+91 99887 76655',
      guest_email: `zubin.${tag}@mail.example`,
      sale_amount: '5000.00',
      purchase_amount: '4000.00',
    })
  ).data;
  const paid = await callEndpoint(t.app, bookingEndpoints.addPayment, {
    params: { id: r.booking.id },
    payload: {
      payment_date: '2026-01-05',
      amount: '1234.50',
      payment_method: 'upi',
      transaction_reference: `UPI${tag}REF`,
    },
    token: admin.token,
  });
  r.receipt = paid.ok.data.payments[0]!;
  r.enquiry = (
    await made(enquiryEndpoints.create, {
      customer_name: `Leela Mathur ${tag}`,
      customer_email: `leela.${tag}@mail.example`,
      customer_mobile: '+91 91234 56780',
    })
  ).data;
  r.agent = (
    await made(agentEndpoints.create, {
      name: `Horizon ${tag} Holidays`,
      company_name: `Skyline Voyages ${tag} Pvt Ltd`,
      primary_mobile: '+91 98200 11111',
      primary_email: `horizon.${tag}@agents.example`,
      code: `AG${tag}`.toUpperCase(),
    })
  ).data;
  r.agentBooking = (
    await made(bookingEndpoints.create, {
      guest_name: 'Agent Guest',
      agent_id: r.agent.id,
      sale_amount: '2000.00',
      purchase_amount: '1500.00',
    })
  ).data;
  await callEndpoint(t.app, bookingEndpoints.addAgentPayment, {
    params: { id: r.agentBooking.id },
    token: admin.token,
    payload: {
      payment_date: '2026-01-05',
      amount: '100.00',
      transaction_reference: `NEFT${tag}AG`,
    },
  }).then((ap) => ap.ok); // throws (with the answer) unless it was recorded
  r.agentPayment = { id: (await t.db.query.agentPayments.findFirst())!.id };
  r.staff = (
    await made(staffEndpoints.create, staffValues({ name: `Tanvi Deshpande ${tag}` }))
  ).data;
  r.account = { ...(await createAccount(t.app, { name: `Petty Cash ${tag}`, code: `PC-${tag}` })) };
  const category = await createCategory(t.app);
  r.transaction = {
    ...(await createTransaction(t.app, r.account.id, category.id, {
      reference: `CHQ-${tag}-77`,
    })),
  };
});
afterAll(() => t.close());

describe('finds each type', () => {
  it('files by number, guest name, mobile and email', async () => {
    expect(await found(r.booking.file_number as string, 'booking')).toContain(r.booking.id);
    expect(await found(`zubin qadri ${tag}`, 'booking')).toEqual([r.booking.id]);
    expect(await found('99887 76655', 'booking')).toContain(r.booking.id);
    expect(await found(`zubin.${tag}@mail`, 'booking')).toEqual([r.booking.id]);
  });

  it('enquiries by number, name, mobile and email, with their kind', async () => {
    expect(await found(r.enquiry.enquiry_number as string, 'enquiry')).toEqual([r.enquiry.id]);
    expect(await found(`Leela Mathur ${tag}`, 'enquiry')).toEqual([r.enquiry.id]);
    expect(await found('91234 56780', 'enquiry')).toContain(r.enquiry.id);
    const g = (await search(`leela.${tag}`)).groups.find((x) => x.type === 'enquiry')!;
    expect(g.items[0]).toMatchObject({ id: r.enquiry.id, enquiry_type: 'direct' });
  });

  it('receipts by number and by transaction reference, opening their booking', async () => {
    const g = (await search(r.receipt.receipt_number as string)).groups.find(
      (x) => x.type === 'receipt',
    )!;
    expect(g.items).toEqual([
      {
        id: r.receipt.id,
        label: `${r.receipt.receipt_number as string} · AED 1,234.50`,
        detail: `${r.booking.file_number as string} · Zubin Qadri ${tag} · UPI${tag}REF`,
        booking_id: r.booking.id,
      },
    ]);
    expect(await found(`upi${tag}`, 'receipt')).toEqual([r.receipt.id]);
  });

  it('agent payments by transaction reference', async () => {
    expect(await found(`NEFT${tag}`, 'agent_payment')).toEqual([r.agentPayment.id]);
  });

  it('agents by name, code and company', async () => {
    expect(await found(`Horizon ${tag}`, 'agent')).toEqual([r.agent.id]);
    expect(await found(`AG${tag}`, 'agent')).toEqual([r.agent.id]);
    expect(await found(`Skyline Voyages ${tag}`, 'agent')).toEqual([r.agent.id]);
  });

  it('staff by name, employee id and email; accounts by name and code; transactions by reference', async () => {
    expect(await found(`Tanvi Deshpande ${tag}`, 'staff')).toEqual([r.staff.id]);
    expect(await found(r.staff.employee_id as string, 'staff')).toEqual([r.staff.id]);
    expect(await found(`Petty Cash ${tag}`, 'account')).toEqual([r.account.id]);
    expect(await found(`PC-${tag}`, 'account')).toEqual([r.account.id]);
    expect(await found(`CHQ-${tag}`, 'transaction')).toEqual([r.transaction.id]);
  });

  it("finds by a number's start, typed in any case (the prefix indexes)", async () => {
    const cases: [string, SearchType, number][] = [
      [r.booking.file_number as string, 'booking', r.booking.id],
      [r.enquiry.enquiry_number as string, 'enquiry', r.enquiry.id],
      [r.receipt.receipt_number as string, 'receipt', r.receipt.id],
    ];
    for (const [number, type, id] of cases) {
      expect(await found(number.toLowerCase(), type)).toContain(id);
      const start = number.slice(0, -1);
      const g = (await search(start.toLowerCase())).groups.find((x) => x.type === type)!;
      expect(g.items.length, `${type} by ${start}`).toBeGreaterThan(0);
      for (const item of g.items) expect(item.label.startsWith(start)).toBe(true);
    }
  });

  it('groups results by type, at most 5 each, saying when there are more', async () => {
    for (let i = 0; i < 6; i++)
      await made(bookingEndpoints.create, {
        guest_name: `Many ${tag} ${i}`,
        sale_amount: '10.00',
        purchase_amount: '5.00',
      });
    const res = await search(`many ${tag}`);
    expect(res.groups).toHaveLength(1);
    expect(res.groups[0]).toMatchObject({ type: 'booking', label: 'Bookings', has_more: true });
    expect(res.groups[0]!.items).toHaveLength(5);
    // Newest first.
    const idsFound = res.groups[0]!.items.map((i) => i.id);
    expect(idsFound).toEqual([...idsFound].sort((a, b) => b - a));
    expect((await search(`nothing${tag}here`)).groups).toEqual([]);
  });
});

describe('finds what people type', () => {
  // A mobile no other record has: 9, then nine digits of this run (none leading zeros).
  const local = `9${(parseInt(hex, 16) % 9e8) + 1e8}`;
  const spaced = `${local.slice(0, 5)} ${local.slice(5)}`;
  const list = async (e: Endpoint, search: string) =>
    (
      (await callEndpoint(t.app, e, { query: { search }, token: admin.token })).ok as unknown as {
        data: Rec[];
      }
    ).data.map((x) => x.id);
  let saved: Rec;
  let abroad: Rec;
  let enquiry: Rec;
  let agent: Rec;
  beforeAll(async () => {
    // Saved as typed on the phone, with a space; and one saved with its country code.
    saved = (
      await made(bookingEndpoints.create, {
        guest_name: 'Digits Guest',
        guest_mobile: spaced,
        sale_amount: '10.00',
        purchase_amount: '5.00',
        accommodations: [
          {
            hotel_name: 'Atlantis The Palm',
            check_in_date: '2026-03-01',
            check_out_date: '2026-03-04',
          },
        ],
        flights: [{ flight_type: 'arrival', airline: 'Emirates', flight_number: 'EK 500' }],
      })
    ).data;
    abroad = (
      await made(bookingEndpoints.create, {
        guest_name: 'Abroad Guest',
        guest_mobile: `+971-0${local.slice(1, 3)} ${local.slice(3)}`,
        sale_amount: '10.00',
        purchase_amount: '5.00',
        flights: [{ flight_type: 'departure', airline: 'flydubai', flight_number: 'FZ-0432' }],
      })
    ).data;
    enquiry = (
      await made(enquiryEndpoints.create, {
        customer_name: 'Digits Enquirer',
        customer_email: `digits.${tag}@mail.example`,
        customer_mobile: `+91 ${spaced}`,
      })
    ).data;
    agent = (
      await made(agentEndpoints.create, {
        name: 'Digits Agent',
        primary_mobile: '+91 90000 00001',
        secondary_mobile: `+91-${local.slice(0, 3)}-${local.slice(3, 6)}-${local.slice(6)}`,
        primary_email: `digits.${tag}@agents.example`,
        code: `DG${tag}`.toUpperCase(),
      })
    ).data;
  });

  it('a mobile typed without its spaces, with its country code, or by its start or end', async () => {
    for (const typed of [
      local,
      spaced,
      `+91 ${spaced}`,
      `91${local}`,
      `0${local}`,
      local.slice(0, 6),
      local.slice(-5),
    ]) {
      expect(await found(typed, 'booking'), typed).toContain(saved.id);
      expect(await found(typed, 'enquiry'), typed).toContain(enquiry.id);
      expect(await found(typed, 'agent'), typed).toContain(agent.id);
    }
    // "+971-0xx xxxxxxx": the country code and the trunk 0 aside, the same national digits.
    expect(await found(`${local.slice(1)}`, 'booking')).toContain(abroad.id);
    expect(await found(`+971 ${local.slice(1)}`, 'booking')).toEqual(
      expect.arrayContaining([abroad.id]),
    );
    // Digits that are neither its start nor its end are not a phone match.
    expect(await found(local.slice(2, 8), 'booking')).not.toContain(saved.id);
  });

  it('a number or reference typed as digits, by its end', async () => {
    const file = saved.file_number as string;
    expect(await found(file.slice(-5), 'booking')).toContain(saved.id);
    expect(await found(file.slice(3), 'booking')).toContain(saved.id);
    expect(await found((r.receipt.receipt_number as string).slice(-5), 'receipt')).toContain(
      r.receipt.id,
    );
  });

  it('a file by its hotel and its flight number, written with or without the space', async () => {
    expect(await found('atlantis', 'booking')).toContain(saved.id);
    expect(await found('The Palm', 'booking')).toContain(saved.id);
    for (const typed of ['EK500', 'ek 500', 'EK-500', 'EK 500']) {
      expect(await found(typed, 'booking'), typed).toEqual([saved.id]);
    }
    expect(await found('fz432', 'booking')).toEqual([]);
    expect(await found('FZ 0432', 'booking')).toEqual([abroad.id]);
    // A file found both ways is listed once.
    const g = (await search('atlantis')).groups.find((x) => x.type === 'booking')!;
    expect(new Set(g.items.map((i) => i.id)).size).toBe(g.items.length);
  });

  it('the bookings, enquiries and agents lists compare digits too', async () => {
    for (const typed of [local, `+91 ${spaced}`]) {
      expect(await list(bookingEndpoints.list, typed), typed).toContain(saved.id);
      expect(await list(enquiryEndpoints.list, typed), typed).toContain(enquiry.id);
      expect(await list(agentEndpoints.list, typed), typed).toContain(agent.id);
    }
    // Text still matches as typed.
    expect(await list(bookingEndpoints.list, 'Digits Guest')).toEqual([saved.id]);
  });
});

describe('permissions', () => {
  const typesFor = async (who: Who) => (await search(tag, who)).groups.map((g) => g.type);

  it('an admin finds every type', async () => {
    expect(await typesFor(admin)).toEqual([...SEARCH_TYPES]);
  });

  it('a type the user may not list is never returned', async () => {
    const as = async (permissions: string[], role: 'staff' | 'manager' = 'staff') =>
      typesFor(await signIn(t.app, { role, permissions }));
    expect(await as([])).toEqual([]);
    expect(await as(['view_bookings'])).toEqual(['booking', 'receipt']);
    expect(await as(['view_enquiries'])).toEqual(['enquiry']);
    expect(await as(['view_agent_payments'])).toEqual(['agent_payment']);
    expect(await as(['view_agents'])).toEqual(['agent']);
    expect(await as(['view_accounts'])).toEqual(['account']);
    expect(await as(['view_transactions'])).toEqual(['transaction']);
    // Staff are admin-only, whatever keys a manager holds.
    expect(await as(PERMISSION_KEYS, 'manager')).not.toContain('staff');
  });

  it('needs a session', async () => {
    const anonymous = await callEndpoint(t.app, searchEndpoints.search, { query: { q: tag } });
    expect(anonymous.status).toBe(401);
  });
});

describe('hostile searches', () => {
  it('matches %, _ and quotes as the text typed, never as wildcards or SQL', async () => {
    const pct = (
      await made(bookingEndpoints.create, {
        guest_name: `Pct 100% ${tag}`,
        sale_amount: '10.00',
        purchase_amount: '5.00',
      })
    ).data;
    const plain = (
      await made(bookingEndpoints.create, {
        guest_name: `Pct 1000 ${tag}`,
        sale_amount: '10.00',
        purchase_amount: '5.00',
      })
    ).data;
    const quote = (
      await made(bookingEndpoints.create, {
        guest_name: `Ravi O'Brien ${tag}`,
        sale_amount: '10.00',
        purchase_amount: '5.00',
      })
    ).data;
    expect(await found(`100% ${tag}`, 'booking')).toEqual([pct.id]);
    expect(await found(`pct 10_0 ${tag}`, 'booking')).toEqual([]);
    expect(await found(`Pct 1000 ${tag}`, 'booking')).toEqual([plain.id]);
    expect(await found(`o'brien ${tag}`, 'booking')).toEqual([quote.id]);
    expect((await search(`zzz' or '1'='1`)).groups).toEqual([]);
    expect((await search(`abc\\%`)).groups).toEqual([]);
  });

  it('refuses a search too long, too short or missing with the field message (422)', async () => {
    const refused = async (q: string | null, message: string) => {
      const query = q === null ? {} : { q };
      const res = await callEndpoint(t.app, searchEndpoints.search, { query, token: admin.token });
      expect(res.status, q ?? 'missing').toBe(422);
      expect(res.failure.errors).toEqual({ q: [message] });
    };
    await refused('a'.repeat(101), 'The search may not be greater than 100 characters.');
    await refused('x'.repeat(5000), 'The search may not be greater than 100 characters.');
    await refused('%%%', 'Type at least 3 letters or digits in a row to search.');
    await refused('___', 'Type at least 3 letters or digits in a row to search.');
    await refused("'''", 'Type at least 3 letters or digits in a row to search.');
    await refused('ab', 'Type at least 3 letters or digits in a row to search.');
    await refused('', 'The search field is required.');
    await refused(null, 'The search field is required.');
  });
});

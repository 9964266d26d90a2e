import { describe, expect } from 'vitest';
import {
  CURRENCY_SERVER,
  currencyEndpoints as currencyEp,
  exchangeRateEndpoints as rateEp,
  RATE_MESSAGES,
  ROLE_DEFAULT_PERMISSIONS,
  todayIn,
} from '@app/contract';
import { test } from '../../../test/fixture.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { exchangeRates } from '../../db/schema/index.ts';
import { AppError } from '../../lib/http/app-error.ts';
import { shiftDay } from '../ledger/period-spans.ts';
import { rateOn, toBase } from './rates.ts';

/**
 * Currencies and exchange rates (decision 040): admins choose the active currencies, the books'
 * keepers enter a rate per currency and day, and a document takes the rate in force on its
 * date (the latest on or before), or is refused with where to add one.
 */
const today = () => todayIn('Asia/Kolkata');

/** What rateOn threw: its status and field errors. */
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  const err = e as AppError;
  return { status: err.status, errors: err.errors };
};

describe('the rate in force on a date', () => {
  test('is the latest on or before it; INR is 1; none before the date is a 422 on the field naming the currency and date', async ({
    app,
    callers,
  }) => {
    const admin = await callers.admin();
    // Without the standing rates every test database starts with (test/global-setup.ts).
    await app.db.delete(exchangeRates);
    const d = (n: number) => shiftDay(today(), -n);
    for (const [day, rate] of [
      [d(10), '22.5'],
      [d(5), '22.75'],
      [d(4), '22.80'],
    ] as const) {
      const saved = await admin.call(rateEp.create, {
        payload: { currency: 'AED', rate_date: day, rate },
      });
      expect(saved.status).toBe(201);
    }
    // Another currency's later rate is never taken.
    await admin.call(rateEp.create, {
      payload: { currency: 'USD', rate_date: d(8), rate: '83.1' },
    });

    expect(await rateOn(app.db, 'AED', d(10), 'booking_date')).toBe('22.50000000');
    expect(await rateOn(app.db, 'AED', d(7), 'booking_date')).toBe('22.50000000');
    expect(await rateOn(app.db, 'AED', d(5), 'booking_date')).toBe('22.75000000');
    expect(await rateOn(app.db, 'AED', d(4), 'booking_date')).toBe('22.80000000');
    expect(await rateOn(app.db, 'AED', today(), 'booking_date')).toBe('22.80000000');
    expect(await rateOn(app.db, 'USD', d(2), 'payment_date')).toBe('83.10000000');
    expect(await rateOn(app.db, 'INR', '2001-01-01', 'payment_date')).toBe('1.00000000');

    expect(await refusal(rateOn(app.db, 'AED', d(11), 'booking_date'))).toEqual({
      status: 422,
      errors: { booking_date: [RATE_MESSAGES.missing('AED', d(11))] },
    });
    expect(await refusal(rateOn(app.db, 'USD', d(9), 'payment_date'))).toEqual({
      status: 422,
      errors: { payment_date: [RATE_MESSAGES.missing('USD', d(9))] },
    });
    expect(RATE_MESSAGES.missing('USD', '2026-11-20')).toBe(
      'There is no exchange rate for USD on or before 2026-11-20: a manager adds one under Books → Exchange rates.',
    );
  });
});

describe('toBase', () => {
  test('multiplies exactly and rounds half-up to the paisa', () => {
    // Each a half-paisa or near one, where a float's product would round the wrong way.
    expect(toBase('0.01', '0.5')).toBe('0.01');
    expect(toBase('3.00', '0.335')).toBe('1.01');
    expect(toBase('100.00', '22.12345')).toBe('2212.35');
    expect(toBase('100.00', '22.12344999')).toBe('2212.34');
    expect(toBase('1.00', '0.00499999')).toBe('0.00');
    expect(toBase('1.00', '0.005')).toBe('0.01');
    expect(toBase('-0.01', '0.5')).toBe('-0.01');
    expect(toBase('1234567890.12', '83.12345678')).toBe('102621550656.37');
    expect(toBase('250.00', '1.00000000')).toBe('250.00');
  });
});

describe('entering a rate', () => {
  test('each wrong field is a 422 on that field; the rate is kept to 8 places, in INR, with who entered it', async ({
    callers,
  }) => {
    const admin = await callers.admin();
    const yesterday = shiftDay(today(), -1);
    const refused = async (payload: Record<string, unknown>) => {
      const r = await admin.call(rateEp.create, {
        payload: { currency: 'USD', rate_date: yesterday, rate: '83.5', ...payload },
      });
      expect(r.status).toBe(422);
      return r.failure.errors;
    };
    expect(await refused({ rate: '' })).toEqual({ rate: [RATE_MESSAGES.rateRequired] });
    expect(await refused({ rate: 'abc' })).toEqual({ rate: [RATE_MESSAGES.rateNumber] });
    expect(await refused({ rate: '1e2' })).toEqual({ rate: [RATE_MESSAGES.rateNumber] });
    expect(await refused({ rate: '0' })).toEqual({ rate: [RATE_MESSAGES.ratePositive] });
    expect(await refused({ rate: '-2' })).toEqual({ rate: [RATE_MESSAGES.ratePositive] });
    expect(await refused({ rate: '83.123456789' })).toEqual({
      rate: [RATE_MESSAGES.rateDecimals],
    });
    expect(await refused({ rate: '12345678901' })).toEqual({ rate: [RATE_MESSAGES.rateTooLarge] });
    expect(await refused({ currency: '' })).toEqual({ currency: [RATE_MESSAGES.currencyRequired] });
    expect(await refused({ currency: 'usd' })).toEqual({
      currency: [RATE_MESSAGES.currencyInvalid],
    });
    expect(await refused({ currency: 'XYZ' })).toEqual({
      currency: [RATE_MESSAGES.currencyInvalid],
    });
    expect(await refused({ currency: 'EUR' })).toEqual({
      currency: [RATE_MESSAGES.currencyInactive('EUR')],
    });
    expect(await refused({ currency: 'INR' })).toEqual({ currency: [RATE_MESSAGES.currencyBase] });
    expect(await refused({ rate_date: shiftDay(today(), 1) })).toEqual({
      rate_date: [RATE_MESSAGES.rateDateFuture],
    });
    expect(await refused({ rate_date: '2026-02-30' })).toEqual({
      rate_date: ['The rate date must be a valid date (YYYY-MM-DD).'],
    });

    const saved = await admin.call(rateEp.create, {
      payload: { currency: 'USD', rate_date: today(), rate: '83.5' },
    });
    expect(saved.status).toBe(201);
    expect(saved.ok.data).toMatchObject({
      currency: 'USD',
      rate_date: today(),
      rate: '83.50000000',
      base_currency: 'INR',
      created_by: { id: admin.id },
    });
    // One rate per currency and day: a wrong one is corrected by the next day's.
    const again = await admin.call(rateEp.create, {
      payload: { currency: 'USD', rate_date: today(), rate: '84' },
    });
    expect(again.status).toBe(422);
    expect(again.failure.errors).toEqual({
      rate_date: [RATE_MESSAGES.exists('USD', today())],
    });
    expect(RATE_MESSAGES.exists('AED', '2026-11-20')).toBe(
      'A rate for AED on 2026-11-20 already exists.',
    );
  });

  test('the same rate entered twice at once is saved once, the other told it exists', async ({
    callers,
  }) => {
    const admin = await callers.admin();
    const day = shiftDay(today(), -40);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin.call(rateEp.create, { payload: { currency: 'AED', rate_date: day, rate: '22.6' } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422]);
    const listed = await admin.call(rateEp.list, {
      query: { currency: 'AED', from: day, to: day },
    });
    expect(listed.ok.total).toBe(1);
  });

  test('staff and managers without view_books may not enter a rate; a manager given it may; anyone signed in reads them', async ({
    app,
    callers,
  }) => {
    const staff = await callers.staff();
    const manager = await callers.manager();
    const payload = { currency: 'AED', rate_date: shiftDay(today(), -60), rate: '22.7' };
    expect((await staff.call(rateEp.create, { payload })).status).toBe(403);
    expect((await manager.call(rateEp.create, { payload })).status).toBe(403);
    const keeper = await createUser(app.app, {
      role: 'manager',
      permissions: [...ROLE_DEFAULT_PERMISSIONS.manager, 'view_books'],
    });
    const token = await tokenFor(app.app, keeper.id);
    const saved = await callEndpoint(app.app, rateEp.create, { token, payload });
    expect(saved.status).toBe(201);
    expect(saved.ok.data.created_by).toMatchObject({ id: keeper.id });
    expect((await staff.call(rateEp.list)).status).toBe(200);
    expect((await staff.call(currencyEp.list)).status).toBe(200);
  });
});

describe('the rates list', () => {
  test('newest first, a page at a time, by currency and period', async ({ callers }) => {
    const admin = await callers.admin();
    const base = shiftDay(today(), -200);
    const day = (n: number) => shiftDay(base, n);
    for (let n = 0; n < 5; n++) {
      await admin.call(rateEp.create, {
        payload: { currency: 'AED', rate_date: day(n), rate: `22.${n}` },
      });
      await admin.call(rateEp.create, {
        payload: { currency: 'USD', rate_date: day(n), rate: `83.${n}` },
      });
    }
    const aed = await admin.call(rateEp.list, {
      query: { currency: 'AED', from: day(0), to: day(4), per_page: 2 },
    });
    expect(aed.ok).toMatchObject({ total: 5, last_page: 3, per_page: 2, base_currency: 'INR' });
    expect(aed.ok.data.map((r) => [r.currency, r.rate_date, r.rate])).toEqual([
      ['AED', day(4), '22.40000000'],
      ['AED', day(3), '22.30000000'],
    ]);
    const page3 = await admin.call(rateEp.list, {
      query: { currency: 'AED', from: day(0), to: day(4), per_page: 2, page: 3 },
    });
    expect(page3.ok.data.map((r) => r.rate_date)).toEqual([day(0)]);

    const period = await admin.call(rateEp.list, { query: { from: day(1), to: day(2) } });
    expect(period.ok.total).toBe(4);
    expect(period.ok.data.map((r) => r.rate_date)).toEqual([day(2), day(2), day(1), day(1)]);

    const backwards = await admin.call(rateEp.list, { query: { from: day(2), to: day(1) } });
    expect(backwards.status).toBe(422);
    expect(backwards.failure.errors).toEqual({ to: [RATE_MESSAGES.order] });
    const badCurrency = await admin.call(rateEp.list, { query: { currency: 'aed' } });
    expect(badCurrency.status).toBe(422);
  });
});

describe('currencies', () => {
  test('the list says which are active; an admin switches one on, after which it takes rates; INR stays on', async ({
    callers,
  }) => {
    const admin = await callers.admin();
    const manager = await callers.manager();
    const all = (await admin.call(currencyEp.list)).ok.data;
    expect(all.length).toBeGreaterThanOrEqual(27);
    expect(all[0]).toMatchObject({ code: 'INR', is_active: true, is_base: true, minor_units: 2 });
    expect(all.find((c) => c.code === 'KWD')).toMatchObject({ minor_units: 3, is_active: false });
    expect(all.find((c) => c.code === 'JPY')).toMatchObject({ minor_units: 0 });
    const activeCodes = async () =>
      (await admin.call(currencyEp.list, { query: { active: '1' } })).ok.data.map((c) => c.code);
    expect(await activeCodes()).toEqual(['INR', 'AED', 'USD']);

    const payload = { currency: 'EUR', rate_date: shiftDay(today(), -1), rate: '90.25' };
    expect((await admin.call(rateEp.create, { payload })).status).toBe(422);
    expect(
      (
        await manager.call(currencyEp.update, {
          params: { code: 'EUR' },
          payload: { is_active: true },
        })
      ).status,
    ).toBe(403);
    const on = await admin.call(currencyEp.update, {
      params: { code: 'EUR' },
      payload: { is_active: true },
    });
    expect(on.status).toBe(200);
    expect(on.ok.data).toMatchObject({ code: 'EUR', is_active: true, is_base: false });
    expect(await activeCodes()).toEqual(['INR', 'AED', 'EUR', 'USD']);
    expect((await admin.call(rateEp.create, { payload })).status).toBe(201);

    const off = await admin.call(currencyEp.update, {
      params: { code: 'EUR' },
      payload: { is_active: false },
    });
    expect(off.ok.data.is_active).toBe(false);
    expect(await activeCodes()).toEqual(['INR', 'AED', 'USD']);

    const inr = await admin.call(currencyEp.update, {
      params: { code: 'INR' },
      payload: { is_active: false },
    });
    expect(inr.status).toBe(422);
    expect(inr.failure.errors).toEqual({ is_active: [CURRENCY_SERVER.baseStaysActive] });
    expect(await activeCodes()).toContain('INR');
    const unknown = await admin.call(currencyEp.update, {
      params: { code: 'XYZ' },
      payload: { is_active: true },
    });
    expect(unknown.status).toBe(404);
  });
});

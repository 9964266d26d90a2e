import { sql } from 'drizzle-orm';
import {
  DOCUMENT_NUMBER_MAX,
  DOCUMENT_PREFIX_MAX,
  documentNumber,
  gstinCheckCharacter,
  taxProfileInput,
  SUPPLIER_MESSAGES,
  TAX_PROFILE_MESSAGES as M,
  taxProfileEndpoints as ep,
} from '@app/contract';
import { createUser, tokenFor, TAX_PROFILE } from '../../../test/factories.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { describe, expect, test as it } from '../../../test/fixture.ts';
import { DEMO_TAX_PROFILE } from '../../seed/tax-profile.ts';

/** A Mumbai agency: state code 27, the PAN inside the GSTIN, check character 1. */
const profile = (o: Record<string, unknown> = {}) => ({
  ...TAX_PROFILE,
  email: 'accounts@harbourline.example',
  phone: '+91 22 4000 5678',
  ...o,
});

type Events = {
  action: string;
  record_label: string;
  changes: { field: string; before: string | null; after: string | null }[];
};

describe('the agency tax profile', () => {
  it('is empty until an admin sets it; then staff who read files read it', async ({ callers }) => {
    const admin = await callers.admin();
    const staff = await callers.staff();
    expect((await staff.call(ep.get)).ok.data).toBeNull();
    const saved = await admin.call(ep.set, {
      // Typed in any case and spacing: kept upper-case without spaces, the state as listed.
      payload: profile({ gstin: '27aafct5521m1z1 ', pan: 'aafct 5521m', state: 'maharashtra' }),
    });
    expect(saved.status).toBe(200);
    expect(saved.ok.message).toBe(M.saved);
    expect(saved.ok.data).toMatchObject({
      gstin: '27AAFCT5521M1Z1',
      pan: 'AAFCT5521M',
      state: 'Maharashtra',
      state_code: '27',
      invoice_prefix: 'INV/',
      updated_by: { id: admin.id },
    });
    expect((await staff.call(ep.get)).ok.data).toEqual(saved.ok.data);
  });

  it('is set by admins only, and read only by those who may read files', async ({
    app: t,
    callers,
  }) => {
    for (const who of [await callers.manager(), await callers.staff()])
      expect((await who.call(ep.set, { payload: profile() })).status).toBe(403);
    const clerk = await createUser(t.app, { role: 'staff', permissions: ['view_agents'] });
    const token = await tokenFor(t.app, clerk.id);
    expect((await callEndpoint(t.app, ep.get, { token })).status).toBe(403);
    expect((await callEndpoint(t.app, ep.get, {})).status).toBe(401);
  });

  const refused: [string, Record<string, unknown>, Record<string, string[]>][] = [
    [
      'a GSTIN whose check character is wrong',
      { gstin: '27AAFCT5521M1Z2' },
      { gstin: [SUPPLIER_MESSAGES.gstinCheck] },
    ],
    [
      "a GSTIN of another state than the agency's",
      { state: 'Kerala' },
      { gstin: [SUPPLIER_MESSAGES.gstinStateMismatch('27', 'Maharashtra', 'Kerala')] },
    ],
    ['a GSTIN not holding the PAN', { pan: 'AAFCT5521N' }, { gstin: [M.gstinPan('agency')] }],
    [
      'a GSTIN of the wrong shape',
      { gstin: 'NOT-A-GSTIN' },
      { gstin: [SUPPLIER_MESSAGES.gstinFormat] },
    ],
    [
      'a PAN of the wrong shape',
      { pan: '12345' },
      { pan: ['The PAN must be 5 capital letters, 4 digits and a capital letter, as ABCDE1234F.'] },
    ],
    [
      'an invoice prefix too long for 16 characters',
      { invoice_prefix: 'INVOICE/' },
      { invoice_prefix: [M.prefixLength('invoice', 'INVOICE/26-27/00001')] },
    ],
    [
      'a credit-note prefix with other characters',
      { credit_note_prefix: 'CN#' },
      { credit_note_prefix: [M.prefix('credit-note')] },
    ],
    [
      'the same prefix for both series',
      { credit_note_prefix: 'inv/' },
      { credit_note_prefix: [M.prefixesSame] },
    ],
    ['a state outside India', { state: 'Dubai' }, { state: [M.stateInvalid] }],
    ['a PIN code of 5 digits', { pincode: '40002' }, { pincode: [M.pincode] }],
    [
      'blank required fields',
      { legal_name: '', address: ' ', invoice_prefix: '' },
      {
        legal_name: ['The legal name field is required.'],
        address: ['The address field is required.'],
        invoice_prefix: ['The invoice prefix field is required.'],
      },
    ],
  ];
  it.for(refused)('refuses %s (422 on the field)', async ([, o, errors], { callers }) => {
    const admin = await callers.admin();
    const res = await admin.call(ep.set, { payload: profile(o) });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toEqual(errors);
  });

  it("takes the demo agency's profile: Mumbai, state code 27, a valid made-up GSTIN", () => {
    const demo = taxProfileInput.parse(DEMO_TAX_PROFILE);
    expect(demo).toMatchObject({ state: 'Maharashtra', invoice_prefix: 'INV/' });
    expect(demo.gstin.slice(0, 2)).toBe('27');
    expect(gstinCheckCharacter(demo.gstin.slice(0, 14))).toBe(demo.gstin[14]);
  });

  it('keeps the longest number of a prefix at its limit within rule 46', () => {
    const longest = documentNumber('A'.repeat(DOCUMENT_PREFIX_MAX), '2027-03-31', 99999);
    expect(longest).toBe('AAAAA26-27/99999');
    expect(longest.length).toBe(DOCUMENT_NUMBER_MAX);
    expect(documentNumber('INV/', '2026-04-01', 1)).toBe('INV/26-27/00001');
    expect(documentNumber('CN/', '2026-03-31', 12)).toBe('CN/25-26/00012');
  });

  it('records who changed what, once per save, and nothing for a refused save', async ({
    app: t,
    callers,
  }) => {
    const admin = await callers.admin();
    const events = async () =>
      (
        await t.db.execute<Events>(
          sql`select action, record_label, changes from audit_events where record_type = 'tax_profile' order by id`,
        )
      ).rows;
    const before = (await events()).length;
    await admin.call(ep.set, { payload: profile({ city: 'Navi Mumbai' }) });
    await admin.call(ep.set, { payload: profile({ city: 'Navi Mumbai', pincode: '9' }) });
    const after = await events();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      action: 'update',
      record_label: 'Harbour Line Holidays Private Limited',
      changes: [expect.objectContaining({ field: 'city', before: 'Mumbai', after: 'Navi Mumbai' })],
    });
  });
});

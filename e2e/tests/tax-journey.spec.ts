import { readFile } from 'node:fs/promises';
import type { Download, Page, Response } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { TaxDocument } from '@app/contract';
import { accountEndpoints, money, taxProfileEndpoints, toMoney } from '@app/contract';
import { GSTR1_SECTION_LABELS, quarterOf, TAX_DOCUMENT_LABELS } from '@app/contract/constants';
import { formatMoney } from '../../apps/web/src/lib/format.ts';
import { AED_RATE } from '../../apps/api/test/standing-rates.ts';
import { anAccount } from '../factories.ts';
import { apiAs, createUser, signInAs } from '../fixtures.ts';
import { agencyDay } from '../agency.ts';

/**
 * Issue 34's journey (decisions 051, 052, 054, 055, 057), as a hurried desk person works it: a
 * Dubai package for a guest with a PAN from Pune is typed into the booking form, hotel, flight
 * and tour, Tour Outside India ticked, confirmed; its tax invoice (package at 5%, CGST + SGST,
 * TCS @ 2% stated) opens as a PDF; a payment collects TCS at 2% of its rupees; the file is
 * cancelled at the policy's 10% (45 days out), the credit note is issued, the refundable is
 * refunded and its refund voucher downloads; then the books: the tax documents, the quarter's
 * TCS register agreeing with TCS Payable, and the trial balance's tax accounts down to the
 * file's TCS line. Only the agency's tax profile (the e2e database has none) and a rupee bank
 * account are made through the API: what is under test goes through the screens.
 */
test.describe.configure({ timeout: 180_000 });

/** The agency's profile, as the demo's (Mumbai, Maharashtra, GST state 27). */
const TAX_PROFILE = {
  legal_name: 'TravelDesk Tours & Travels Private Limited',
  address: '4th Floor, Maker Chambers, Nariman Point',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400021',
  gstin: '27AAFCT5521M1Z1',
  pan: 'AAFCT5521M',
  email: 'accounts@traveldesk.example',
  phone: '+91 22 4000 1234',
  invoice_prefix: 'INV/',
  credit_note_prefix: 'CN/',
};

const aed = (v: string) => formatMoney(v, 'AED');
const inr = (v: string) => formatMoney(v, 'INR');
/** An AED figure in rupees at the standing rate, to the paisa. */
const rupeesOf = (v: string) => toMoney(money(v).times(AED_RATE));
/** A percentage of an amount, half-up to the paisa. */
const share = (v: string, percent: string) => toMoney(money(v).times(percent).div(100));

/**
 * A Mantine select: a searchable one narrowed by what is typed and picked with the keyboard;
 * a plain one opened and its option pressed.
 */
async function choose(page: Page, name: string, option: string, typed?: string) {
  const box = page.getByRole('combobox', { name, exact: true });
  await box.click();
  if (typed === undefined) return page.getByRole('option', { name: option, exact: true }).click();
  await box.fill(typed);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(option);
}

/**
 * A PDF downloaded from the page: the server answered it as a PDF, and what the browser saved
 * under `name` is one (its magic, a body worth the name). The answer's own body is not kept by
 * the browser once the page has read it as a blob, so the saved file is read instead.
 */
async function expectPdf(answer: Promise<Response>, saved: Promise<Download>, name: string) {
  const r = await answer;
  expect(r.status()).toBe(200);
  expect(r.headers()['content-type']).toContain('application/pdf');
  const download = await saved;
  expect(download.suggestedFilename()).toBe(name);
  const body = await readFile(await download.path());
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(1000);
}

test('a Dubai package invoiced with TCS, paid, cancelled at 10%, refunded, and in the books', async ({
  page,
}) => {
  const admin = await createUser({ role: 'admin', name: 'Desk Divya' });
  const api = await apiAs(page, admin);
  const tag = `TX${Date.now() % 100000}${Math.floor(Math.random() * 100)}`;
  const guest = `Anita Kulkarni ${tag}`;
  const pan = 'ABCPK1234L';
  const bankName = `${tag} HDFC Current`;
  const travel = agencyDay(45);
  const sale = '20000';
  const paid = '10000';
  const charge = share(sale, '10'); // the policy's 30+ days tier
  const refundable = toMoney(money(paid).minus(charge));

  // Not under test: the agency's tax profile (none in the e2e database) and a rupee bank.
  if ((await api(taxProfileEndpoints.get)) === null)
    await api(taxProfileEndpoints.set, { body: TAX_PROFILE });
  await api(accountEndpoints.create, {
    body: anAccount({ name: bankName, code: tag, type: 'asset', opening_balance: 0 }),
  });

  await signInAs(page, admin);
  let fileNumber = '';
  let invoiceNumber = '';
  /** The CGST (and SGST, the same) the file's invoice and credit note leave: the charge's. */
  let netCgst = '';
  let invoiceCgst = '';

  await test.step('a Dubai package typed in, confirmed: its invoice states TCS @ 2%', async () => {
    await page.goto('/bookings');
    await page.getByRole('link', { name: 'New Booking' }).click();
    await expect(page).toHaveURL(/\/bookings\/create$/);
    await page.getByLabel('Guest Name').fill(guest);
    await page.getByLabel('Guest Mobile').fill('+91 98220 12345');
    await page.getByLabel('Guest Address').fill('12 Prabhat Road, Erandwane, Pune 411004');
    await page.getByLabel('Guest PAN').fill(pan);
    await choose(page, 'Guest State', 'Maharashtra', 'Mahar');
    await choose(page, 'GST Treatment', 'Package at 5%');
    await page.getByRole('checkbox', { name: 'Tour Outside India' }).check();
    await page.getByLabel('Adults').first().fill('2');
    await page.getByLabel('Destination').fill('Dubai');
    await page.getByLabel('Travel Start').fill(travel);
    await page.getByLabel('Travel End').fill(agencyDay(50));
    await page.getByLabel('Package Name').fill('Dubai Family Escape 5N');
    await page.getByLabel('Sale Amount').fill('20,000');
    await page.getByLabel('Purchase Amount').fill('16,000');
    await choose(page, 'Status', 'Confirmed');

    await page.getByRole('tab', { name: 'Hotels (0)' }).click();
    await page.getByRole('button', { name: 'Add Hotel' }).click();
    await page.getByLabel('Hotel Name').fill('Rove Downtown');
    await page.getByLabel('Check-in').fill(travel);
    await page.getByLabel('Check-out').fill(agencyDay(50));
    await expect(page.getByLabel('Nights')).toHaveValue('5');
    await page.getByRole('tab', { name: 'Flights (0)' }).click();
    await page.getByRole('button', { name: 'Add Flight' }).click();
    await page.getByLabel('Airline').fill('Emirates');
    await page.getByLabel('Flight Number').fill('EK 501');
    await page.getByLabel('Date', { exact: true }).fill(travel);
    await page.getByLabel('From', { exact: true }).fill('Mumbai');
    await page.getByLabel('To', { exact: true }).fill('Dubai');
    await page.getByRole('tab', { name: 'Tours (0)' }).click();
    await page.getByRole('button', { name: 'Add Tour / Service' }).click();
    await page.getByLabel('Service Name').fill('Desert Safari');
    await page.getByRole('button', { name: 'Create Booking' }).click();
    await expect(page).toHaveURL(/\/bookings$/);

    await page.getByPlaceholder(/Search file number/).fill(tag);
    await expect(page).toHaveURL(/search=/);
    // The file's documents as the page reads them: the invoice's TCS is in its answer.
    const docsAnswer = page.waitForResponse(
      (r) => /\/api\/bookings\/\d+\/tax-documents$/.test(r.url()) && r.status() === 200,
    );
    await page
      .getByRole('row', { name: new RegExp(guest) })
      .getByRole('link', { name: /^View/ })
      .click();
    await expect(page).toHaveURL(/\/bookings\/\d+$/);
    const title = page.getByRole('heading', { level: 2, name: /^TF-\d{4}-\d+$/ });
    await expect(title).toBeVisible();
    fileNumber = (await title.textContent()) ?? '';
    await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();

    const docs = page.getByRole('region', { name: 'Tax documents' });
    const invoiceRow = docs.getByRole('row').filter({ hasText: 'Tax Invoice' });
    await expect(invoiceRow).toHaveCount(1);
    await expect(invoiceRow).toContainText(inr(rupeesOf(sale)));
    // The first cell: the number, and the date under it.
    const first = (await invoiceRow.getByRole('cell').first().textContent()) ?? '';
    invoiceNumber = /^INV\/\d\d-\d\d\/\d{5}/.exec(first)?.[0] ?? '';
    expect(invoiceNumber).toMatch(/^INV\/\d\d-\d\d\/\d{5}$/);

    const answered = ((await (await docsAnswer).json()) as { data: TaxDocument[] }).data;
    const invoice = answered.find((d) => d.number === invoiceNumber)!;
    expect(invoice).toMatchObject({ kind: 'invoice', gst_rate: expect.stringMatching(/^5/) });
    expect(Number(invoice.tcs_rate)).toBe(2);
    expect(invoice.tcs).toBe(share(invoice.total, '2'));
    expect(Number(invoice.cgst)).toBeGreaterThan(0);
    expect(invoice.cgst).toBe(invoice.sgst);
    expect(Number(invoice.igst)).toBe(0);
    invoiceCgst = invoice.cgst;

    // Its PDF: the server's answer is a PDF, and the browser saves it under the invoice's name.
    const pdf = page.waitForResponse((r) => r.url().endsWith(`/tax-documents/${invoice.id}/pdf`));
    const download = page.waitForEvent('download');
    await invoiceRow.getByRole('button', { name: `Download PDF ${invoiceNumber}` }).click();
    await expectPdf(
      pdf,
      download,
      `${TAX_DOCUMENT_LABELS.invoice.replace(/ /g, '-')}-${invoiceNumber.replace(/\//g, '-')}.pdf`,
    );
  });

  await test.step('a payment into the rupee bank collects TCS at 2% of its rupees', async () => {
    const history = page.getByRole('region', { name: 'Payment History' });
    await history.getByRole('button', { name: 'Add Payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Payment' });
    // The amount has the focus, as the dialog opens; what is typed is read back before sending
    // (the 3-second "Payment added" notice is no proof to wait on: the card below is).
    const amount = dialog.getByLabel('Amount');
    await expect(amount).toBeFocused();
    await amount.pressSequentially('10,000');
    await expect(amount).toHaveValue('10,000');
    await dialog.getByRole('combobox', { name: 'Deposited to' }).fill(tag);
    await page.getByRole('option', { name: `${tag} · ${bankName}` }).click();
    await dialog.getByLabel('Transaction Reference').fill(`NEFT-${tag}`);
    await dialog.getByLabel('Transaction Reference').press('Enter');
    await expect(dialog).toBeHidden();
    const payment = history.getByTestId('payment');
    await expect(payment).toContainText(aed(paid));
    await expect(payment).toContainText(
      `TCS collected ${inr(share(rupeesOf(paid), '2'))} (overseas package)`,
    );
    await expect(history.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  });

  await test.step('cancelled at the policy’s 10%: a credit note, and what is refundable', async () => {
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
    const chargeBox = dialog.getByRole('textbox', { name: 'Cancellation charge' });
    // The policy's charge for 45 days out (44 once India's day is ahead of UTC's).
    await expect(chargeBox).toHaveValue('2,000.00');
    await expect(dialog.getByText(/^Policy: 10% — 4[45] days before travel$/)).toBeVisible();
    await expect(dialog.getByTestId('cancel-outcome')).toContainText(
      `Refundable ${aed(refundable)}`,
    );
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toBeFocused();
    await reason.pressSequentially('Guest’s Dubai visa refused');
    // The card's documents as the page reads them once the credit note is issued.
    const withNote = page.waitForResponse(
      async (r) =>
        /\/api\/bookings\/\d+\/tax-documents$/.test(r.url()) &&
        r.ok() &&
        ((await r.json()) as { data: TaxDocument[] }).data.some((d) => d.kind === 'credit_note'),
    );
    await reason.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();

    const docs = page.getByRole('region', { name: 'Tax documents' });
    const note = docs.getByRole('row').filter({ hasText: 'Credit Note' });
    await expect(note).toContainText(`Against ${invoiceNumber}`);
    await expect(note).toContainText(/CN\/\d\d-\d\d\/\d{5}/);
    await expect(note).toContainText(inr(rupeesOf(toMoney(money(sale).minus(charge)))));
    const credited = ((await (await withNote).json()) as { data: TaxDocument[] }).data.find(
      (d) => d.kind === 'credit_note',
    )!;
    expect(credited.cgst).toBe(credited.sgst);
    // The tax on the charge stays: what the invoice charged less what the note gives back.
    netCgst = toMoney(money(invoiceCgst).minus(credited.cgst));
    expect(Number(netCgst)).toBeGreaterThan(0);

    const settlement = page.getByRole('region', { name: 'Settlement' });
    await expect(settlement.getByText('Refund due')).toBeVisible();
    for (const [label, value] of [
      ['Paid', paid],
      ['Cancellation Charge', charge],
      ['Refunded', '0'],
      ['Refundable', refundable],
    ] as const)
      await expect(settlement.getByText(label, { exact: true }).locator('..')).toContainText(
        aed(value),
      );
  });

  await test.step('the refundable refunded: settled, and its refund voucher downloads', async () => {
    const settlement = page.getByRole('region', { name: 'Settlement' });
    await settlement.getByRole('button', { name: 'Record refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record refund' });
    await expect(dialog.getByLabel('Amount')).toHaveValue(
      formatMoney(refundable, 'AED').replace(/^AED\s/, ''),
    );
    await dialog.getByRole('combobox', { name: 'Paid from' }).fill(tag);
    await page.getByRole('option', { name: `${tag} · ${bankName}` }).click();
    await dialog.getByLabel('Reference').fill(`RFD-${tag}`);
    await dialog.getByLabel('Reference').press('Enter');
    await expect(dialog).toBeHidden();

    await expect(settlement.getByText('Settled')).toBeVisible();
    await expect(settlement.getByText('Refunded', { exact: true }).locator('..')).toContainText(
      aed(refundable),
    );
    await expect(settlement.getByText('Refundable', { exact: true }).locator('..')).toContainText(
      aed('0'),
    );
    const refund = settlement.getByTestId('refund');
    await expect(refund).toContainText(`Ref RFD-${tag}`);
    await expect(refund).toContainText(/Refund voucher RV\/\d\d-\d\d\/\d{5}/);
    const voucherNumber = ((await refund.textContent()) ?? '').match(/RV\/\d\d-\d\d\/\d{5}/)![0];

    const pdf = page.waitForResponse((r) => /\/api\/refunds\/\d+\/voucher\.pdf$/.test(r.url()));
    const download = page.waitForEvent('download');
    await refund.getByRole('button', { name: `Voucher ${voucherNumber}` }).click();
    await expectPdf(pdf, download, `Refund-Voucher-${voucherNumber.replace(/\//g, '-')}.pdf`);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({
      path: test.info().outputPath('booking-after-refund-1280.png'),
      fullPage: true,
    });
  });

  await test.step('the books: tax documents, the TCS register agreeing, the tax accounts', async () => {
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Books' }).click();
    await menu.getByRole('link', { name: 'Tax Documents' }).click();
    await expect(page.getByRole('heading', { name: 'Tax Documents', level: 2 })).toBeVisible();
    const documents = page
      .getByRole('table', { name: 'Tax documents' })
      .getByRole('row')
      .filter({ hasText: fileNumber });
    await expect(documents).toHaveCount(2);
    await expect(documents.filter({ hasText: 'Tax Invoice' })).toContainText(invoiceNumber);
    await expect(documents.filter({ hasText: 'Credit Note' })).toContainText(
      `against ${invoiceNumber}`,
    );
    await expect(documents.first()).toContainText(guest);
    await expect(documents.first()).toContainText('Maharashtra');

    await menu.getByRole('link', { name: 'TCS Register' }).click();
    await expect(page.getByRole('heading', { name: 'TCS Register', level: 2 })).toBeVisible();
    const quarter = quarterOf(agencyDay(0));
    await expect(page.getByRole('combobox', { name: 'Quarter' })).toHaveValue(
      new RegExp(`^${quarter.slice(-2)} ${quarter.slice(0, 7)}`),
    );
    const receipt = page
      .getByRole('table', { name: new RegExp(`^TCS collected in ${quarter}`) })
      .getByRole('row')
      .filter({ hasText: fileNumber });
    await expect(receipt).toContainText(guest);
    await expect(receipt).toContainText(pan);
    await expect(receipt).toContainText(inr(rupeesOf(paid)));
    await expect(receipt.getByRole('cell', { name: /^2(\.00)?%$/ })).toBeVisible();
    await expect(receipt).toContainText(inr(share(rupeesOf(paid), '2')));
    await expect(page.getByText('Agrees', { exact: true })).toBeVisible();

    await menu.getByRole('link', { name: 'Trial Balance' }).click();
    await expect(page.getByRole('heading', { name: 'Trial Balance', level: 2 })).toBeVisible();
    const balance = page.getByRole('table', { name: 'Trial balance' });
    for (const account of ['CGST Output', 'SGST Output', 'TCS Payable'])
      await expect(balance.getByRole('link', { name: account, exact: true })).toBeVisible();
    await balance.getByRole('link', { name: 'TCS Payable', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'TCS Payable', level: 3 })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Statement lines' }).getByRole('row').filter({
        hasText: fileNumber,
      }),
    ).toContainText(inr(share(rupeesOf(paid), '2')));
  });

  await test.step("the month's GST return: the file's tax in B2C small, agreeing with the books", async () => {
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'GST Returns' }).click();
    await expect(page.getByRole('heading', { name: 'GST Returns', level: 2 })).toBeVisible();
    // This month by default, for the agency's GSTIN, its tax agreeing with the output accounts.
    const month = new Date(`${agencyDay()}T12:00:00Z`).toLocaleString('en-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(month);
    const sections = page.getByRole('table', {
      name: `GSTR-1 for ${month} · GSTIN ${TAX_PROFILE.gstin}`,
    });
    await expect(page.getByText('Agrees', { exact: true })).toBeVisible();
    // An unregistered guest in the agency's state: B2C small, the credit note netted in it.
    // Other files issued this month (other specs) add to the row, never take the file's away.
    const b2cs = sections.getByRole('row').filter({ hasText: GSTR1_SECTION_LABELS.b2cs });
    await expect(b2cs).toBeVisible();
    const [, count, , , cgst, sgst] = await b2cs.getByRole('cell').allTextContents();
    const figure = (text = '') => Number(text.replace(/[₹,\s]/g, ''));
    expect(Number(count)).toBeGreaterThanOrEqual(1);
    expect(figure(cgst)).toBeGreaterThanOrEqual(Number(netCgst));
    expect(figure(sgst)).toBe(figure(cgst));
  });

  await test.step("the GST summary: the file's tax under Maharashtra at 5%, agreeing with the books", async () => {
    await page.getByRole('link', { name: 'GST summary report' }).click();
    await expect(
      page.getByRole('heading', { name: 'Output GST by rate and place of supply', level: 2 }),
    ).toBeVisible();
    await expect(
      page.getByText(/The total agrees with the CGST, SGST and IGST Output/),
    ).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ hasText: '27-Maharashtra' })
      .filter({ hasText: '5%' });
    await expect(row).toHaveCount(1);
    const cells = await row.getByRole('cell').allTextContents();
    const figure = (text = '') => Number(text.replace(/[₹,\s]/g, ''));
    // Place, rate, documents, taxable, IGST, CGST, SGST, total: at least the charge's tax.
    expect(figure(cells[5])).toBeGreaterThanOrEqual(Number(netCgst));
    expect(figure(cells[6])).toBe(figure(cells[5]));
  });
});

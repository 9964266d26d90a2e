import type { Download, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../../apps/api/src/modules/exports/read-back.ts';
import { apiAs, roleUser, signedInAs } from '../fixtures.ts';
import { bookingEndpoints } from '@app/contract';
import { aBooking } from '../factories.ts';

// A user of the role with no particular permissions: the run's admin, signed in once.
test.use({ storageState: signedInAs('admin') });

/**
 * A list's export holds the rows the list shows, in the order it shows them (one filter and
 * order per list, docs/decisions/019-exports-and-reports.md), after a search and a sort chosen
 * by clicking a header; numbers in the XLSX are numbers (read back with exceljs, the library
 * the server writes with), and the CSV has the same rows.
 */
test.describe.configure({ timeout: 120_000 });

const SALES = [300.5, 1200, 45.25, 999, 10];

async function downloadAs(page: Page, label: 'Export CSV' | 'Export XLSX'): Promise<Download> {
  await page.locator('#main').getByRole('button', { name: 'Export', exact: true }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: label }).click(),
  ]);
  return file;
}

test('bookings export: the searched, sorted list as XLSX and CSV, numbers as numbers', async ({
  page,
}) => {
  const admin = roleUser('admin');
  const api = await apiAs(page, admin);
  const tag = `X${Date.now() % 100000}${Math.floor(Math.random() * 100)}`;
  for (const [i, sale] of SALES.entries())
    await api(bookingEndpoints.create, {
      body: aBooking({
        guest_name: `${tag} Guest ${i + 1}`,
        sale_amount: sale.toFixed(2),
        purchase_amount: '1',
      }),
    });
  // Outside the search: must not be exported.
  await api(bookingEndpoints.create, {
    body: aBooking({
      guest_name: `Other ${tag.slice(1)}`,
      sale_amount: '5',
      purchase_amount: '1',
    }),
  });

  await page.goto(`/bookings?search=${tag}`);
  const main = page.locator('#main');
  const rows = main.locator('tbody tr');
  // A first load of the list on a machine shared with other runs.
  await expect(rows).toHaveCount(SALES.length, { timeout: 20_000 });

  // Sort by clicking the header: ascending first, then descending.
  const sale = main.getByRole('columnheader', { name: /^Sale/ });
  await sale.getByRole('button').click();
  await expect(page).toHaveURL(/sort=sale_amount/);
  await expect(sale).toHaveAttribute('aria-sort', 'ascending');
  await sale.getByRole('button').click();
  await expect(page).toHaveURL(/sort=-sale_amount/);
  await expect(sale).toHaveAttribute('aria-sort', 'descending');
  const descending = [...SALES].sort((a, b) => b - a);
  await expect(rows.first()).toContainText(
    descending[0]!.toLocaleString('en', { minimumFractionDigits: 2 }),
  );
  const shown = await rows.locator('td:first-child').allInnerTexts();
  expect(shown).toHaveLength(SALES.length);

  const xlsx = await downloadAs(page, 'Export XLSX');
  expect(xlsx.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await xlsx.path())) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map((v) => (typeof v === 'string' ? v : ''));
  const fileCol = header.indexOf('File number');
  const saleCol = header.indexOf('Sale Amount');
  expect(fileCol).toBeGreaterThan(0);
  expect(saleCol).toBeGreaterThan(0);
  const files: string[] = [];
  const sales: unknown[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    files.push(sheet.getRow(r).getCell(fileCol).text);
    sales.push(sheet.getRow(r).getCell(saleCol).value);
  }
  expect(files).toEqual(shown.map((s) => s.trim()));
  // Real numbers in the cells, not text, in the list's order.
  expect(sales).toEqual(descending);

  const csv = await downloadAs(page, 'Export CSV');
  expect(csv.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const [head, ...lines] = parseCsv(await readFile(await csv.path(), 'utf8'));
  const f = head!.indexOf('File number');
  const s = head!.indexOf('Sale Amount');
  expect(lines.map((l) => l[f])).toEqual(shown.map((t) => t.trim()));
  expect(lines.map((l) => Number(l[s]))).toEqual(descending);
});

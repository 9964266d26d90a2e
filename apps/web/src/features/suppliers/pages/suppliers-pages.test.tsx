import type { Supplier } from '@app/contract';
import { SUPPLIER_MESSAGES } from '@app/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderRoute, userOf } from '../../../../test/render-route.tsx';
import { DESERT_ROUTES, supplierRecord } from '../../../../test/supplier-fixture.ts';

/** A vendor agent: the supplier's shared fields are the agent's. */
const LINKED = supplierRecord({
  ...DESERT_ROUTES,
  contact_person: 'Desert Routes LLC',
  agent: { id: 3, code: 'AG-0003', name: 'Desert Routes Dubai' },
});

const page = (rows: Supplier[]) => ({
  success: true as const,
  data: rows,
  current_page: 1,
  last_page: 1,
  total: rows.length,
  per_page: 15,
});

const CURRENCIES = {
  success: true as const,
  data: ['INR', 'AED'].map((code) => ({
    code,
    name: code,
    symbol: code,
    minor_units: 2,
    is_active: true,
    is_base: code === 'INR',
  })),
};

/** A select's input (its dropdown's list is labelled by the same label). */
const inputOf = (label: RegExp) =>
  screen.queryAllByLabelText(label).find((el) => el.tagName === 'INPUT') ?? null;

/** The message shown under a field (Mantine's error element, named by aria-describedby). */
const messageUnder = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/);
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.id.endsWith('-error'));
  return error?.textContent ?? null;
};

describe('the suppliers list', () => {
  it('puts the search and the filters in the address, and reads the list by them', async () => {
    const hotel = supplierRecord();
    const { api } = renderRoute('/suppliers', {
      answers: {
        'GET /suppliers': page([hotel]),
        'GET /suppliers/:id': { success: true, data: hotel },
      },
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    await within(table).findByRole('link', { name: 'Tea Valley Resort Munnar' });
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Supplier' })).toHaveAttribute(
      'href',
      '/suppliers/create',
    );

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'munnar');
    // The search is sent after a pause in typing: the list answers it before a filter is picked.
    await waitFor(() =>
      expect(api.callsTo('GET /suppliers').at(-1)!.query.get('search')).toBe('munnar'),
    );
    await user.click(inputOf(/^Kind/)!);
    await user.click(await screen.findByRole('option', { name: 'Hotel', hidden: true }));
    await user.click(inputOf(/^Status/)!);
    await user.click(await screen.findByRole('option', { name: 'Active', hidden: true }));
    await waitFor(() => {
      const last = api.callsTo('GET /suppliers').at(-1)!.query;
      expect([last.get('search'), last.get('kind'), last.get('status')]).toEqual([
        'munnar',
        'hotel',
        'active',
      ]);
    });

    // The row opens the supplier, whose Back returns to the list as the address held it.
    await user.click(within(table).getByRole('link', { name: 'Tea Valley Resort Munnar' }));
    await screen.findByRole('heading', { level: 2, name: 'Tea Valley Resort Munnar' });
    const back = screen.getByRole('link', { name: 'Back' });
    const query = new URLSearchParams(back.getAttribute('href')!.split('?')[1]);
    expect(back.getAttribute('href')).toMatch(/^\/suppliers\?/);
    expect(Object.fromEntries(query)).toEqual({
      search: 'munnar',
      kind: 'hotel',
      status: 'active',
    });
  });

  it('marks the suppliers that are agents, and shows each payment term in words', async () => {
    const cabs = supplierRecord({
      id: 6,
      code: 'SUP-0006',
      name: 'Malabar Cabs & Coaches',
      kind: 'transport',
      city: 'Kochi',
      payment_terms: 'month_end',
      payment_days: 15,
    });
    renderRoute('/suppliers', {
      answers: { 'GET /suppliers': page([supplierRecord(), cabs, LINKED]) },
    });
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    const linked = await within(table).findByRole('row', { name: /Desert Routes Dubai/ });
    expect(within(linked).getByText('Agent')).toBeInTheDocument();
    expect(linked).toHaveTextContent('Local partner / DMC');
    expect(linked).toHaveTextContent('AED');
    const hotel = within(table).getByRole('row', { name: /Tea Valley/ });
    expect(within(hotel).queryByText('Agent')).toBeNull();
    expect(hotel).toHaveTextContent('7 days before check-in');
    expect(within(table).getByRole('row', { name: /Malabar/ })).toHaveTextContent(
      'Month-end + 15 days',
    );
  });
});

describe('the supplier form', () => {
  it("shows the server's refusal of the GSTIN under the GSTIN", async () => {
    const refusal = SUPPLIER_MESSAGES.gstinStateMismatch('32', 'Kerala', 'Goa');
    renderRoute('/suppliers/5/edit', {
      answers: {
        'GET /suppliers/:id': { success: true, data: supplierRecord() },
        'GET /currencies': CURRENCIES,
        'PUT /suppliers/:id': {
          status: 422,
          message: 'The given data was invalid.',
          errors: { gstin: [refusal] },
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update Supplier' }));
    const gstin = screen.getByRole('textbox', { name: 'GSTIN' });
    await waitFor(() => expect(messageUnder(gstin)).toBe(refusal));
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the GSTIN as the user leaves it, and sends nothing while it is wrong', async () => {
    const { api } = renderRoute('/suppliers/create', {
      answers: { 'GET /currencies': CURRENCIES },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Create Supplier' });
    const gstin = screen.getByRole('textbox', { name: 'GSTIN' });
    await user.type(gstin, '32AADCT4471M1Z6');
    await user.tab();
    await waitFor(() => expect(messageUnder(gstin)).toBe(SUPPLIER_MESSAGES.gstinCheck));
    await user.click(screen.getByRole('button', { name: 'Create Supplier' }));
    expect(messageUnder(screen.getByRole('textbox', { name: /^Name/ }))).toBe(
      'The name field is required.',
    );
    expect(api.callsTo('POST /suppliers')).toEqual([]);
  });

  it("of a supplier that is an agent: the agent's fields are shown, not editable, and sent unchanged", async () => {
    const sent: unknown[] = [];
    renderRoute('/suppliers/9/edit', {
      answers: {
        'GET /suppliers/:id': { success: true, data: LINKED },
        'GET /currencies': CURRENCIES,
        'PUT /suppliers/:id': ({ body }) => {
          sent.push(body);
          return { success: true, message: SUPPLIER_MESSAGES.updated, data: LINKED };
        },
        'GET /suppliers': page([LINKED]),
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Update Supplier' });
    for (const label of ['Name', 'Phone', 'Email', 'City', 'Country', 'GSTIN', 'PAN'])
      expect(screen.getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Address' })).toBeDisabled();
    expect(inputOf(/^State/)).toBeDisabled();
    expect(screen.getByRole('link', { name: "Edit on the agent's page" })).toHaveAttribute(
      'href',
      '/agents/3/edit',
    );
    const contact = screen.getByRole('textbox', { name: 'Contact Person' });
    expect(contact).toBeEnabled();
    await user.clear(contact);
    await user.type(contact, 'Omar Haddad');
    await user.click(screen.getByRole('button', { name: 'Update Supplier' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      contact_person: 'Omar Haddad',
      name: LINKED.name,
      phone: LINKED.phone,
      email: LINKED.email,
      address: LINKED.address,
      city: LINKED.city,
      state: LINKED.state,
      country: LINKED.country,
      gstin: '',
      pan: '',
    });
  });
});

describe("a supplier's page", () => {
  it("asks before deleting, and shows the server's refusal", async () => {
    renderRoute('/suppliers/9', {
      answers: {
        'GET /suppliers/:id': { success: true, data: LINKED },
        'DELETE /suppliers/:id': { status: 409, message: SUPPLIER_MESSAGES.agentLinkedDelete },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Desert Routes Dubai' });
    expect(screen.getByRole('link', { name: 'Desert Routes Dubai (AG-0003)' })).toHaveAttribute(
      'href',
      '/agents/3',
    );
    expect(screen.getByText('Nothing owed to this supplier.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Supplier' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SUPPLIER_MESSAGES.agentLinkedDelete)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Desert Routes Dubai' })).toBeVisible();
  });

  it('offers Edit and Delete only to those holding their keys', async () => {
    renderRoute('/suppliers/5', {
      user: userOf('staff', ['view_suppliers']),
      answers: { 'GET /suppliers/:id': { success: true, data: supplierRecord() } },
    });
    await screen.findByRole('heading', { level: 2, name: 'Tea Valley Resort Munnar' });
    expect(screen.getByText('7 days before check-in')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows what is owed it in each currency, each open line linked to its file, the overdue in red', async () => {
    // Only the clock is faked (timers stay real): today is 20 November 2026.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 20, 10, 0));
    onTestFinished(() => void vi.useRealTimers());
    const booking = (id: number, file_number: string, guest_name: string) => ({
      id,
      file_number,
      guest_name,
    });
    const owed = supplierRecord({
      ...LINKED,
      agent: null,
      payables: {
        balance: [
          { currency: 'AED', amount: '17500.00' },
          { currency: 'INR', amount: '95000.00' },
        ],
        open: [
          {
            id: 41,
            booking: booking(301, 'TF-2026-0301', 'Anil Menon'),
            kind: 'accommodations',
            service: 'Marina Heights Dubai',
            currency: 'AED',
            amount: '12000.00',
            due_date: '2026-11-18',
          },
          {
            id: 42,
            booking: booking(302, 'TF-2026-0302', 'Priya Nair'),
            kind: 'tours',
            service: 'Desert Safari',
            currency: 'AED',
            amount: '5500.00',
            due_date: '2026-11-20',
          },
          {
            id: 43,
            booking: booking(303, 'TF-2026-0303', 'Rahul Iyer'),
            kind: 'tours',
            service: 'Munnar Tea Trail',
            currency: 'INR',
            amount: '95000.00',
            due_date: '2026-12-02',
          },
        ],
      },
    });
    renderRoute('/suppliers/9', {
      answers: { 'GET /suppliers/:id': { success: true, data: owed } },
    });
    const card = await screen.findByRole('region', { name: 'Services and Balance' });
    expect(card).toHaveTextContent(/Owed:\s*AED\s17,500\.00\s*·\s*₹95,000\.00/);
    expect(within(card).getByText('AED 17,500.00')).toBeInTheDocument();
    expect(within(card).getByText('₹95,000.00', { selector: 'span' })).toBeInTheDocument();

    const table = within(card).getByRole('table', { name: 'What is owed to this supplier' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      'TF-2026-0301',
      'TF-2026-0302',
      'TF-2026-0303',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/bookings/301');
    expect(rows[0]).toHaveTextContent('Anil Menon');
    expect(rows[0]).toHaveTextContent('Marina Heights Dubai');
    expect(rows[0]).toHaveTextContent('AED 12,000.00');
    // Due before today: overdue, in red; due today or later: not.
    const overdue = within(rows[0]!).getByText('Overdue');
    expect(overdue).toHaveStyle({ color: 'var(--mantine-color-red-9)' });
    expect(within(rows[1]!).queryByText('Overdue')).toBeNull();
    expect(within(rows[2]!).queryByText('Overdue')).toBeNull();
    expect(rows[2]).toHaveTextContent('₹95,000.00');
    expect(rows[2]).toHaveTextContent(/2 Dec 2026/);
    expect(screen.queryByText('Nothing owed to this supplier.')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { ROLE_DEFAULT_PERMISSIONS } from '@app/contract/constants';
import { renderWithApp } from '../../../test-utils.tsx';
import StaffPermissionsPage from './staff-permissions-page.tsx';

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
afterEach(() => vi.unstubAllGlobals());

const member = (permissions: string[]) => ({
  id: 4,
  employee_id: 'EMP-003',
  user: { id: 9, name: 'Priya Nair', email: 'p@example.com', role: 'staff', is_active: true },
  permissions,
});
/** Another member the "Copy permissions from…" search finds. */
const rahul = {
  ...member(['view_reports', 'view_bookings', 'approve_transactions', 'view_leads']),
  id: 2,
  employee_id: 'EMP-002',
  user: { id: 5, name: 'Rahul Mehta', email: 'r@example.com', role: 'manager', is_active: true },
};

function mockApi(permissions: string[]) {
  const fn = vi.fn((url: string, init?: RequestInit) =>
    init?.method === 'PUT'
      ? json(200, { success: true, data: member([]) })
      : /\/staff\?/.test(url)
        ? json(200, {
            success: true,
            // The list answers every member it matched, the one on screen too.
            data: [rahul, member(permissions)],
            current_page: 1,
            last_page: 1,
            total: 2,
            per_page: 20,
          })
        : json(200, { success: true, data: member(permissions) }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}
const renderPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/staff/:id/permissions" element={<StaffPermissionsPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { route: '/staff/4/permissions' },
  );

describe('the staff permission matrix', () => {
  it('shows the tourism modules and only modules this product has', async () => {
    mockApi([]);
    renderPage();
    for (const module of [
      'Accounts',
      'Transactions',
      'Agents',
      'Enquiries',
      'Bookings',
      'Customer payments',
      'Agent payments',
      'Vouchers',
      'Day plans',
    ])
      expect(await screen.findByText(module, { selector: 'legend' })).toBeInTheDocument();
    expect(screen.queryByText('Students', { selector: 'legend' })).toBeNull();
    expect(screen.queryByText('Leads', { selector: 'legend' })).toBeNull();
    const agentPayments = screen
      .getByText('Agent payments', { selector: 'legend' })
      .closest('fieldset') as HTMLElement;
    expect(
      within(agentPayments).getByRole('checkbox', { name: 'Void Agent payments' }),
    ).toBeInTheDocument();
    expect(within(agentPayments).getByText('Managers only')).toBeInTheDocument();
  });

  it('sends the ticked tourism keys and keeps keys the matrix does not show', async () => {
    const fetch = mockApi(['view_students', 'view_accounts']);
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select All Bookings' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Email Vouchers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Permissions' }));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put).toBeDefined();
    expect(JSON.parse(put![1]!.body as string)).toEqual({
      permissions: [
        'create_bookings',
        'delete_bookings',
        'edit_bookings',
        'email_vouchers',
        'view_accounts',
        'view_bookings',
        'view_students',
      ],
    });
  });

  const sent = (fetch: ReturnType<typeof mockApi>) => {
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    return put ? (JSON.parse(put[1]!.body as string) as { permissions: string[] }) : null;
  };

  it("resets the shown boxes to the role's defaults, saved only on Update Permissions", async () => {
    const fetch = mockApi(['view_students', 'delete_bookings', 'view_accounts']);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset to role defaults' }));
    expect(screen.getByRole('checkbox', { name: 'Delete Bookings' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Edit Bookings' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Reset to the Staff role's defaults. Update Permissions to save.",
    );
    expect(sent(fetch)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Update Permissions' }));
    // The keys of modules the matrix does not show (students) stay.
    expect(sent(fetch)?.permissions).toEqual(
      [...ROLE_DEFAULT_PERMISSIONS.staff, 'view_students'].sort(),
    );
  });

  it('copies the shown keys of another member, never offering the member themselves', async () => {
    const fetch = mockApi(['view_students', 'create_bookings']);
    renderPage();
    await userEvent.type(
      await screen.findByPlaceholderText('Type a name, email or employee ID'),
      'EMP',
    );
    // The option's own words (the dropdown's transition keeps it from the role query in jsdom).
    const option = await screen.findByText('Rahul Mehta (EMP-002) · Manager');
    expect(screen.queryByText(/Priya Nair \(EMP-003\)/)).toBeNull();
    await userEvent.click(option);
    expect(screen.getByRole('checkbox', { name: 'View Reports' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Create Bookings' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Copied from Rahul Mehta. Update Permissions to save.',
    );
    expect(sent(fetch)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Update Permissions' }));
    expect(sent(fetch)?.permissions).toEqual([
      'approve_transactions',
      'view_bookings',
      'view_reports',
      'view_students',
    ]);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithApp } from '../../../test-utils.tsx';
import StaffPermissionsPage from './staff-permissions-page.tsx';

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
afterEach(() => vi.unstubAllGlobals());

const member = (permissions: string[]) => ({
  id: 4,
  user: { id: 9, name: 'Priya Nair', email: 'p@example.com', role: 'staff', is_active: true },
  permissions,
});

function mockApi(permissions: string[]) {
  const fn = vi.fn((url: string, init?: RequestInit) =>
    init?.method === 'PUT'
      ? json(200, { success: true, data: member([]) })
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
});

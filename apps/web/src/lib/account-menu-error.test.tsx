import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Layout from '../app/layout.tsx';
import { renderWithApp } from '../test-utils.tsx';
import { browser } from './load-errors.ts';
import { overlayErrorTexts } from './overlays.tsx';
import { getSession, setSession } from './session.ts';

// The account menu's chunk fails to load, as after a deploy or with the network down.
vi.mock('../app/user-menu.tsx', () => {
  throw new TypeError(
    'Failed to fetch dynamically imported module: http://h/assets/user-menu-x.js',
  );
});

const user = {
  id: 1,
  name: 'Aisha Khan',
  email: 'admin@example.com',
  role: 'admin' as const,
  is_active: true,
  is_admin: true,
  is_manager: false,
  permissions: [],
};

beforeEach(() => {
  localStorage.clear();
  setSession('tok', user);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('an account menu whose chunk fails to load', () => {
  it('says so on a press, with Dismiss, Logout and Reload, all by keyboard', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: true }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithApp(<Layout />, { route: '/dashboard' });

    const button = screen.getByRole('button', { name: /account menu/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(overlayErrorTexts.title);
    expect(alert).toHaveTextContent(overlayErrorTexts.accountMenuText);
    expect(reload).not.toHaveBeenCalled();

    // The notice follows the button: Tab reaches Dismiss, which gives focus back.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    // Each press shows it again; Reload reloads, Logout signs out.
    await userEvent.keyboard(' ');
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(getSession()).toBeNull());
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/\/logout$/),
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /account menu/ })).not.toBeInTheDocument();
  });
});

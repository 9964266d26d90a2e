import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session.ts';
import { renderWithApp } from '../../../test-utils.tsx';
import { LoginForm } from './login-form.tsx';

const user = {
  id: 1,
  name: 'Aisha Khan',
  email: 'admin@example.com',
  role: 'admin',
  is_active: true,
  is_admin: true,
  is_manager: false,
  permissions: [],
};

function mockFetch(impl: (url: string, init?: RequestInit) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal('fetch', fn);
  return fn;
}
const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const fill = async (email: string, password: string) => {
  if (email) await userEvent.type(screen.getByLabelText('EMAIL ADDRESS'), email);
  if (password) await userEvent.type(screen.getByLabelText('PASSWORD'), password);
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LoginForm', () => {
  it('shows the spec strings and has native validation off', () => {
    renderWithApp(<LoginForm onSuccess={() => {}} />);
    expect(screen.getByLabelText('EMAIL ADDRESS')).toBeInTheDocument();
    expect(screen.getByLabelText('PASSWORD')).toBeInTheDocument();
    expect(screen.getByLabelText('Keep me logged in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Login' })).toHaveAttribute('novalidate');
  });

  it('requires email and password without calling the server', async () => {
    const fetch = mockFetch(() => json(200, {}));
    renderWithApp(<LoginForm onSuccess={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('The email field is required.')).toBeInTheDocument();
    expect(screen.getByText('The password field is required.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stores the token and user, sends remember, and reports success', async () => {
    const fetch = mockFetch(() => json(200, { success: true, data: { token: 'tok', user } }));
    const onSuccess = vi.fn();
    renderWithApp(<LoginForm onSuccess={onSuccess} />);
    await fill('admin@example.com', 'Admin@12345');
    await userEvent.click(screen.getByLabelText('Keep me logged in'));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({
      email: 'admin@example.com',
      password: 'Admin@12345',
      remember: true,
    });
    expect(localStorage.getItem('token')).toBe('tok');
    expect(getSession()?.user.name).toBe('Aisha Khan');
  });

  it('shows the server message, and Login failed when there is none', async () => {
    mockFetch(() =>
      json(401, { success: false, message: 'Invalid credentials. Please try again.' }),
    );
    renderWithApp(<LoginForm onSuccess={() => {}} />);
    await fill('a@b.co', 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid credentials. Please try again.')).toBeInTheDocument();

    mockFetch(() => json(500, { success: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('shows the generic text when the request cannot be made', async () => {
    mockFetch(() => Promise.reject(new TypeError('network down')));
    renderWithApp(<LoginForm onSuccess={() => {}} />);
    await fill('a@b.co', 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  });

  it('clears the errors on typing', async () => {
    mockFetch(() =>
      json(401, { success: false, message: 'Invalid credentials. Please try again.' }),
    );
    renderWithApp(<LoginForm onSuccess={() => {}} />);
    await fill('a@b.co', 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('alert');
    await userEvent.type(screen.getByLabelText('PASSWORD'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the errors after 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(<LoginForm onSuccess={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(9_900);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads Logging in... and blocks a second submit while sending', async () => {
    let release!: () => void;
    const fetch = mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              new Response(JSON.stringify({ success: true, data: { token: 't', user } }), {
                status: 200,
              }),
            );
        }),
    );
    renderWithApp(<LoginForm onSuccess={() => {}} />);
    await fill('a@b.co', 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(fetch).toHaveBeenCalledTimes(1);
    release();
    await waitFor(() => expect(localStorage.getItem('token')).toBe('t'));
  });
});

import { Button, Title } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { MockInstance } from 'vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLazyDialog } from '../lib/lazy-dialog.ts';
import { AUTO_RELOAD_GAP_MS, browser, isChunkLoadError } from '../lib/load-errors.ts';
import { setSession } from '../lib/session.ts';
import { ErrorBoundary, errorTexts } from './error-boundary.tsx';
import Layout from './layout.tsx';
import { createQueryClient, Providers } from './providers.tsx';

/** What Chrome throws when a page's chunk cannot be fetched. */
const chunkError = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/bookings-page-x1.js',
  );

function DashboardPage() {
  return <Title order={1}>Dashboard page</Title>;
}

function Crashing(): never {
  throw new Error('x is undefined');
}

function PaymentsPage() {
  const dialog = useLazyDialog<object>(() => Promise.reject(chunkError()));
  return <Button onClick={dialog.open}>Add Payment</Button>;
}

/** The real layout (menu and all) with a page whose chunk fails, as the app routes them. */
function renderApp(route: string) {
  const Broken = lazy<ComponentType>(() => Promise.reject(chunkError()));
  setSession('t', {
    id: 1,
    name: 'Asha Staff',
    email: 'a@b.co',
    role: 'staff',
    is_active: true,
    is_admin: false,
    is_manager: false,
    // The Bookings menu item shows with its view key.
    permissions: ['view_bookings'],
  });
  return render(
    <Providers client={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/" element={<Layout />}>
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="bookings" element={<Broken />} />
            <Route path="agents" element={<Crashing />} />
            <Route path="day-plans" element={<PaymentsPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const menu = () => within(screen.getByRole('navigation', { name: 'Main' }));
const fetchMock = vi.fn<typeof fetch>();
let reload: MockInstance<() => void>;

beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
  // React reports every error a boundary catches on the console.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('isChunkLoadError', () => {
  it("knows the browsers' failed dynamic imports", () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(
      isChunkLoadError(new TypeError('error loading dynamically imported module: http://h/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    const webpack = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(webpack)).toBe(true);
  });
  it('leaves other errors alone', () => {
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('the error boundary around the routed page', () => {
  it('explains a page that failed to load under a working menu, by keyboard too', async () => {
    // An automatic reload just happened: no second one, the user decides.
    sessionStorage.setItem('traveldesk:auto-reload-at', String(Date.now() - 1000));
    const user = userEvent.setup();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();

    await user.click(menu().getByRole('link', { name: 'Bookings' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent(
      'This page could not be loaded',
    );
    expect(alert).toHaveTextContent(errorTexts.page.load.text);
    expect(fetchMock).not.toHaveBeenCalled();

    // Focus went to the main region with the navigation; the next Tab reaches Reload.
    await user.tab();
    expect(within(alert).getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(1);

    // Another route clears the error.
    await user.click(menu().getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The failed page fails again (no reload happened), and again is explained.
    await user.click(menu().getByRole('link', { name: 'Bookings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorTexts.page.load.title);
  });

  it('reloads once by itself when a chunk fails and the server answers', async () => {
    fetchMock.mockResolvedValue(new Response('<!doctype html>', { status: 200 }));
    const first = renderApp('/bookings');
    expect(await screen.findByText(errorTexts.reloading)).toBeInTheDocument();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });
    const at = Number(sessionStorage.getItem('traveldesk:auto-reload-at'));
    expect(Date.now() - at).toBeLessThan(AUTO_RELOAD_GAP_MS);

    // After that reload the chunk fails again: no loop, the message instead.
    first.unmount();
    renderApp('/bookings');
    expect(await screen.findByRole('alert')).toHaveTextContent(errorTexts.page.load.title);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reloads by itself again once the last automatic reload is a minute old', async () => {
    sessionStorage.setItem(
      'traveldesk:auto-reload-at',
      String(Date.now() - AUTO_RELOAD_GAP_MS - 1000),
    );
    fetchMock.mockResolvedValue(new Response('', { status: 200 }));
    renderApp('/bookings');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('does not reload into a dead network: it shows the message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/bookings');
    expect(await screen.findByRole('alert')).toHaveTextContent(errorTexts.page.load.title);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('traveldesk:auto-reload-at')).toBeNull();
    // Still offline, the user goes elsewhere: the menu works.
    await userEvent.click(menu().getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('shows a page that broke while rendering as such, without reloading', async () => {
    renderApp('/agents');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errorTexts.page.crash.title);
    expect(alert).toHaveTextContent(errorTexts.page.crash.text);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(menu().getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('catches a dialog whose chunk failed (useLazyDialog), instead of a dead button', async () => {
    sessionStorage.setItem('traveldesk:auto-reload-at', String(Date.now()));
    renderApp('/day-plans');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorTexts.page.load.title);
  });
});

describe('the error boundary at the top (the layout chunk itself)', () => {
  it('fills the screen with a level-one heading in a main landmark', async () => {
    sessionStorage.setItem('traveldesk:auto-reload-at', String(Date.now()));
    const LayoutChunk = lazy<ComponentType>(() => Promise.reject(chunkError()));
    render(
      <Providers client={createQueryClient()}>
        <ErrorBoundary scope="app" resetKey="/dashboard">
          <Suspense fallback={null}>
            <LayoutChunk />
          </Suspense>
        </ErrorBoundary>
      </Providers>,
    );
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      'TravelDesk could not be loaded',
    );
    expect(within(main).getByRole('alert')).toHaveTextContent(errorTexts.app.load.text);
    await userEvent.click(within(main).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

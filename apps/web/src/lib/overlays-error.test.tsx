import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-utils.tsx';
import { browser } from './load-errors.ts';
import { notifyError } from './notify.ts';
import { overlayErrorTexts } from './overlays.tsx';

// The toasts' chunk fails to load, as after a deploy or with the network down.
vi.mock('./toasts.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://h/assets/toasts-x.js');
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('an overlay whose chunk fails to load', () => {
  it('leaves the page in place and says so, with Reload and Dismiss', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    renderWithApp(<input aria-label="Guest name" defaultValue="Unsaved input" />);
    notifyError('Failed to create booking');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(overlayErrorTexts.title);
    expect(alert).toHaveTextContent(overlayErrorTexts.text);
    // The page (and what the user typed) stays; nothing reloads by itself.
    expect(screen.getByRole('textbox', { name: 'Guest name' })).toHaveValue('Unsaved input');
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Guest name' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-utils.tsx';
import { confirmAction } from './confirm.tsx';
import { notifyError } from './notify.ts';

describe('toasts and confirm modals load on first use', () => {
  it('opens a confirm modal with the given words, twice', async () => {
    const onConfirm = vi.fn();
    const ask = () =>
      confirmAction({
        title: 'Delete Booking',
        message: 'Are you sure you want to delete this booking?',
        confirmLabel: 'Delete',
        onConfirm,
      });
    renderWithApp(<button onClick={ask}>ask</button>);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByRole('dialog', { name: 'Delete Booking' })).toBeInTheDocument();
    expect(screen.getByText('Are you sure you want to delete this booking?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows a toast raised before its container was loaded', async () => {
    renderWithApp(<p>page</p>);
    notifyError('Failed to fetch bookings');
    expect(await screen.findByText('Failed to fetch bookings')).toBeInTheDocument();
  });
});

import { GST_TREATMENT_MESSAGES as M } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookingDetail } from '../../../../test/booking-fixture.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

/**
 * A file's GST on the booking's pages (decision 055): the form sends the guest's state, the
 * foreign tourist and tour-abroad ticks and the treatment, shows the server's refusal under the
 * treatment, and the detail's overview names the treatment.
 */

/** The message shown under a field (Mantine's error element, named by aria-describedby). */
const messageUnder = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/);
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.id.endsWith('-error'));
  return error?.textContent ?? null;
};

describe('the booking form: GST treatment', () => {
  it('sends the guest’s state, the ticks and the treatment, and shows the server’s refusal under the treatment', async () => {
    const sent: Record<string, unknown>[] = [];
    const user = userEvent.setup();
    renderRoute('/bookings/5/edit', {
      answers: {
        'GET /bookings/:id': { success: true, data: bookingDetail() },
        'PUT /bookings/:id': ({ body }) => {
          sent.push(body as Record<string, unknown>);
          return sent.length === 1
            ? {
                status: 422,
                message: M.exemptNeedsAbroad,
                errors: { gst_treatment: [M.exemptNeedsAbroad] },
              }
            : { success: true, message: 'Booking updated successfully!', data: bookingDetail() };
        },
      },
    });
    const state = await screen.findByLabelText('Guest State', { selector: 'input' });
    await user.click(state);
    await user.type(state, 'Kera');
    await user.click(await screen.findByRole('option', { name: 'Kerala', hidden: true }));
    const treatment = screen.getByLabelText('GST Treatment', { selector: 'input' });
    await user.click(treatment);
    await user.click(
      await screen.findByRole('option', { name: /Exempt — foreign tourist/, hidden: true }),
    );
    await user.click(screen.getByRole('checkbox', { name: /Foreign Tourist/ }));

    await user.click(screen.getByRole('button', { name: 'Update Booking' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      guest_state: 'Kerala',
      gst_treatment: 'exempt',
      guest_foreign: 'true',
      travel_abroad: 'false',
    });
    await waitFor(() => expect(messageUnder(treatment)).toBe(M.exemptNeedsAbroad));

    await user.click(screen.getByRole('checkbox', { name: /Tour Outside India/ }));
    await user.click(screen.getByRole('button', { name: 'Update Booking' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ travel_abroad: 'true', gst_treatment: 'exempt' });
  });

  it('sends a new file’s treatment blank and its tour abroad unsaid, for the server to work out', async () => {
    const sent: Record<string, unknown>[] = [];
    const user = userEvent.setup();
    renderRoute('/bookings/create', {
      answers: {
        'POST /bookings': ({ body }) => {
          sent.push(body as Record<string, unknown>);
          return { success: true, message: 'Booking created successfully!', data: bookingDetail() };
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Guest Name' }), 'Asha Rao');
    await user.type(screen.getByRole('textbox', { name: 'Sale Amount' }), '1000');
    await user.type(screen.getByRole('textbox', { name: 'Purchase Amount' }), '800');
    await user.click(screen.getByRole('button', { name: /Create Booking|Save/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ gst_treatment: '', guest_state: '', travel_abroad: '' });
  });

  it('shows the treatment on the file’s overview', async () => {
    renderRoute('/bookings/5', {
      answers: {
        'GET /bookings/:id': {
          success: true,
          data: bookingDetail({
            gst_treatment: 'exempt',
            guest_foreign: true,
            travel_abroad: true,
            guest_state: 'Kerala',
          }),
        },
      },
    });
    const guest = await screen.findByRole('region', { name: 'Guest Information' });
    expect(within(guest).getByText('GST: Exempt — foreign tourist, tour abroad')).toBeVisible();
    expect(within(guest).getByText('Foreign tourist · Tour outside India')).toBeVisible();
    expect(within(guest).getByText('Kerala')).toBeVisible();
  });
});

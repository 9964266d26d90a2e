import type { FieldErrors } from '@app/contract';
import { STAFF_SERVER } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../test/fake-api.ts';
import { renderRoute } from '../../test/render-route.tsx';

/**
 * Errors you cannot miss (docs/decisions/015-form-errors-and-unsaved-changes.md), on the whole
 * app over the typed fake API: on a failed submit (the form's own check or the server's 422)
 * focus goes to the first field in error, and a summary at the top lists every error with a
 * link that focuses its field, revealing a hidden tab first; the server's errors arrive all at
 * once, each on its field. (Moved from the browser suite, where each form was a cold load; the
 * browser's form-errors.spec.ts keeps what only it can see: the fields scrolled into view.)
 */
const SUMMARY = 'There is a problem';
const summary = () => screen.findByRole('alert', { name: SUMMARY });

/** The form's field a summary link points at: its href is `#` and the field's data-path. */
const fieldOf = (link: HTMLElement) => {
  const path = link.getAttribute('href')!.slice(1);
  return document.querySelector<HTMLElement>(`form [data-path="${path}"]`);
};

/** The message shown under a field (Mantine's error element, named by aria-describedby). */
const messageUnder = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/);
  const error = ids.map((id) => document.getElementById(id)).find((e) => e?.id.endsWith('-error'));
  return error?.textContent ?? null;
};

/**
 * The first field in error (in page order) has focus; the summary has one link per error shown
 * under a field, and each link focuses a field carrying the link's message (without the line's
 * `prefixes`, such as "Hotel 1: "). Returns the links' texts.
 */
async function expectSummaryLinksEveryError(user: UserEvent, prefixes: RegExp = /^$/) {
  const box = await summary();
  const firstInvalid = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
  expect(firstInvalid).not.toBeNull();
  await waitFor(() => expect(firstInvalid).toHaveFocus());
  const texts = within(box)
    .getAllByRole('link')
    .map((l) => l.textContent ?? '');
  expect(texts.length).toBeGreaterThan(1);
  const shown = [...document.querySelectorAll('form .mantine-InputWrapper-error')].map(
    (e) => e.textContent ?? '',
  );
  expect(shown.length).toBeGreaterThan(0);
  // Every message under a shown field is in the summary (a hidden tab's are there too).
  const messages = texts.map((t) => t.replace(prefixes, ''));
  for (const m of shown) expect(messages).toContain(m);
  for (const [i, text] of texts.entries()) {
    // Looked up afresh: a link may reveal a tab, and the summary renders again.
    const link = within(await summary()).getAllByRole('link')[i]!;
    expect(link).toHaveTextContent(text);
    await user.click(link);
    await waitFor(() => expect(fieldOf(link)).toHaveFocus());
    expect(messageUnder(fieldOf(link)!)).toBe(text.replace(prefixes, ''));
  }
  return texts;
}

/** Types into a field as a user would (a whole value at once, as pasted: typing is slow here). */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

/** Press the form's submit button, as a user would. */
async function submit(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name }));
}

/** The page's form, once its submit button is up (the page is a lazy chunk). */
async function open(url: string, button: string, answers: Answers = {}) {
  const user = userEvent.setup();
  const view = renderRoute(url, { answers });
  await screen.findByRole('button', { name: button });
  return { user, ...view };
}

const emptyForms: [string, string, string, (user: UserEvent) => Promise<void>][] = [
  ['staff', '/staff/create', 'Create Staff', async () => {}],
  [
    'agent',
    '/agents/create',
    'Create Agent',
    (user) => fill(user, screen.getByRole('textbox', { name: 'Primary Email' }), 'not-an-email'),
  ],
  ['direct enquiry', '/enquiries/new', 'Create Enquiry', async () => {}],
  [
    'agent enquiry',
    '/enquiries/agent/new',
    'Create Agent Enquiry',
    (user) => fill(user, screen.getByRole('textbox', { name: 'Guest Email' }), 'nope'),
  ],
  ['booking', '/bookings/create', 'Create Booking', async () => {}],
];

describe('a failed submit shows every error at the top, linked to its field', () => {
  it.each(emptyForms)('%s: submitted empty or wrong', async (_, url, button, spoil) => {
    const { user, api } = await open(url, button);
    await spoil(user);
    await submit(user, button);
    await expectSummaryLinksEveryError(user);
    // The form's own check stopped it: nothing was sent.
    expect(api.calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });

  it('booking: an error on a hidden tab is revealed by its link', async () => {
    const { user } = await open('/bookings/create', 'Create Booking');
    await user.click(screen.getByRole('tab', { name: 'Hotels (0)' }));
    await user.click(screen.getByRole('button', { name: 'Add Hotel' }));
    await user.click(screen.getByRole('tab', { name: 'Basic Info' }));
    await submit(user, 'Create Booking');
    // Basic Info is shown with its first error focused; the hotel's errors are listed too.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Guest Name' })).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: 'Hotel Name' })).toBeNull();
    const link = within(await summary()).getByRole('link', {
      name: 'Hotel 1: The hotel name field is required.',
    });
    await user.click(link);
    expect(screen.getByRole('tab', { name: /Hotels/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Hotel Name' })).toHaveFocus());
    expect(messageUnder(screen.getByRole('textbox', { name: 'Hotel Name' }))).toBe(
      'The hotel name field is required.',
    );
  });
});

describe("the server's 422: every message on its field at once", () => {
  it('staff: a taken email and a taken employee id come back together', async () => {
    const taken = { email: 'taken@staff.example', employee_id: 'EMP-T1' };
    // As the server judges a new member (staff-checks.ts): each taken value on its field, all
    // in one answer, its message the first field's.
    const { user, api } = await open('/staff/create', 'Create Staff', {
      'POST /staff': ({ body }) => {
        const b = body as Record<string, unknown>;
        const errors: FieldErrors = {};
        if (String(b.email).toLowerCase() === taken.email) errors.email = [STAFF_SERVER.emailTaken];
        if (b.employee_id === taken.employee_id)
          errors.employee_id = [STAFF_SERVER.employeeIdTaken];
        const first = Object.values(errors)[0]?.[0];
        return first
          ? { status: 422, message: first, errors }
          : { status: 409, message: 'This fake knows only the taken values.' };
      },
    });
    const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
    await fill(user, box('Full Name'), 'Second Member');
    await fill(user, box('Email'), taken.email);
    await fill(user, screen.getByLabelText(/^Password/), 'Tara-pass-2026');
    await fill(user, screen.getByLabelText(/^Confirm Password/), 'Tara-pass-2026');
    await fill(user, box('Employee ID'), taken.employee_id);
    await fill(user, box('Position / Designation'), 'Clerk');
    await fill(user, box('Phone'), '+91 98765 43211');
    await fill(user, screen.getByLabelText(/^Date of Joining/), '2025-01-06');
    await fill(user, box('Address'), '2 Road');
    await fill(user, box('City'), 'Panaji');
    await fill(user, box('State'), 'Goa');
    await fill(user, box('Postal Code'), '403001');
    await submit(user, 'Create Staff');
    const texts = await expectSummaryLinksEveryError(user);
    expect(texts.sort()).toEqual([STAFF_SERVER.emailTaken, STAFF_SERVER.employeeIdTaken]);
    expect(box('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Employee ID')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /staff')).toHaveLength(1);
  });

  it('booking: a 422 naming fields on two tabs shows each on its field', async () => {
    // A server answer the form's own check cannot produce: three fields refused at once.
    const { user, api } = await open('/bookings/create', 'Create Booking', {
      'POST /bookings': {
        status: 422,
        message: 'The selected agent is invalid.',
        errors: {
          agent_id: ['The selected agent is invalid.'],
          sales_person_id: ['The selected sales person is invalid.'],
          'accommodations.0.hotel_name': ['The hotel is closed on these dates.'],
        },
      },
    });
    await fill(user, screen.getByRole('textbox', { name: 'Guest Name' }), 'Asha Rao');
    await fill(user, screen.getByRole('textbox', { name: 'Sale Amount' }), '1000');
    await fill(user, screen.getByRole('textbox', { name: 'Purchase Amount' }), '700');
    await user.click(screen.getByRole('tab', { name: 'Hotels (0)' }));
    await user.click(screen.getByRole('button', { name: 'Add Hotel' }));
    await fill(user, screen.getByRole('textbox', { name: 'Hotel Name' }), 'Sea View');
    await fill(user, screen.getByLabelText(/^Check-in/), '2026-12-01');
    await fill(user, screen.getByLabelText(/^Check-out/), '2026-12-04');
    await user.click(screen.getByRole('tab', { name: 'Basic Info' }));
    await submit(user, 'Create Booking');
    const box = await summary();
    expect(
      within(box)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'The selected agent is invalid.',
      'The selected sales person is invalid.',
      'Hotel 1: The hotel is closed on these dates.',
    ]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Agent' })).toHaveFocus());
    expect(
      screen.getAllByText('The selected sales person is invalid.', { exact: true }),
    ).toHaveLength(2);
    await expectSummaryLinksEveryError(user, /^Hotel 1: /);
    expect(api.callsTo('POST /bookings')).toHaveLength(1);
  });
});

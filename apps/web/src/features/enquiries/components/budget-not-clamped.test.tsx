import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils.tsx';
import { AgentEnquiryForm } from './agent-enquiry-form.tsx';
import { DirectEnquiryForm } from './direct-enquiry-form.tsx';

afterEach(() => vi.unstubAllGlobals());
// Mantine's autosizing textareas listen for font loads, which jsdom does not have.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});

describe('money inputs refuse, never rewrite', () => {
  it('keeps a budget of -5,000 as typed and says why it cannot be saved', async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ success: true, data: [] }))),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithApp(<DirectEnquiryForm />);
    const budget = screen.getByLabelText('Estimated Budget');
    await userEvent.type(budget, '-5000');
    fireEvent.blur(budget);
    expect(budget).toHaveValue('-5000'); // refused text is left as typed, not regrouped
    expect(screen.getByText('The amount may not be negative.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Enquiry' }));
    expect(await screen.findByText('The amount may not be negative.')).toBeInTheDocument();
    // Refused in the form: nothing was sent to be saved.
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('keeps the B2B form on screen when the expected sale is refused text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ success: true, data: [] })))),
    );
    renderWithApp(<AgentEnquiryForm />);
    const sale = screen.getByLabelText('Expected Sale Amount');
    await userEvent.type(sale, '1.2.3');
    expect(sale).toHaveValue('1.2.3');
    expect(screen.getByText('The amount may have only one decimal point.')).toBeInTheDocument();
    expect(screen.getByLabelText('Agent Commission Amount')).toHaveValue('');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/render-route.tsx';

describe('the transaction form', () => {
  it("takes the amount in the chosen account's currency", async () => {
    renderRoute('/transactions/create', {
      answers: {
        'GET /accounts/list/dropdown': {
          success: true,
          data: [
            { id: 12, code: 'BANK-1', name: 'HDFC Current', type: 'asset', currency: 'INR' },
            { id: 14, code: 'BANK-AED', name: 'Emirates NBD', type: 'asset', currency: 'AED' },
          ],
        },
        'GET /transaction-categories/list/dropdown': { success: true, data: [] },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Create Transaction' });
    const amount = screen.getByLabelText(/^Amount/);
    const mark = () => amount.parentElement!.textContent;
    expect(mark()).toBe('₹');
    expect(amount).not.toHaveAccessibleDescription();

    const account = screen.getAllByLabelText(/^Account/).find((el) => el.tagName === 'INPUT')!;
    await user.click(account);
    await user.click(
      await screen.findByRole('option', { name: 'Emirates NBD (BANK-AED)', hidden: true }),
    );
    expect(amount).toHaveAccessibleDescription("In AED, the account's currency");
    expect(mark()).toBe('AED');

    await user.click(account);
    await user.click(
      await screen.findByRole('option', { name: 'HDFC Current (BANK-1)', hidden: true }),
    );
    expect(amount).not.toHaveAccessibleDescription();
    expect(mark()).toBe('₹');
  });
});

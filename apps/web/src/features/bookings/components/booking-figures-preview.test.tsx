import { screen, within } from '@testing-library/react';
import { bookingInput, FIGURE_LABELS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-utils.tsx';
import { FiguresPreview } from './booking-figures-preview.tsx';
import { bookingFormValues } from './booking-form-values.ts';

/**
 * The booking form's live summary computes only from values its fields accept: "8500.505" is
 * refused by the sale field (three decimals) but the summary showed 8,500.51. A figure that
 * needs a refused field shows a dash; the others still show.
 */
const figure = (label: string) => {
  const card = screen.getByLabelText('Figures preview');
  const name = within(card).getByText(label);
  return name.nextElementSibling?.textContent?.replace(/\s/g, ' ');
};
const show = (o: Record<string, string>) =>
  renderWithApp(<FiguresPreview values={{ ...bookingFormValues(), ...o }} paid="0" />);

describe('the booking figures preview', () => {
  it('shows a dash for figures of a value the field refuses, as the field does', () => {
    const typed = { sale_amount: '8500.505', purchase_amount: '6000' };
    expect(bookingInput.shape.sale_amount.safeParse(typed.sale_amount).success).toBe(false);
    show(typed);
    expect(figure(FIGURE_LABELS.profit_amount)).toBe('—');
    expect(figure(FIGURE_LABELS.net_profit)).toBe('—');
    expect(figure(FIGURE_LABELS.balance_due)).toBe('—');
    expect(screen.queryByText(/8,500\.51/)).toBeNull();
  });

  it('shows the figures of accepted values, and a dash past the money range', () => {
    const { unmount } = show({ sale_amount: '8500.50', purchase_amount: '6000' });
    expect(figure(FIGURE_LABELS.profit_amount)).toMatch(/2,500\.50/);
    expect(figure(FIGURE_LABELS.balance_due)).toMatch(/8,500\.50/);
    unmount();
    show({ sale_amount: '8500.50', purchase_amount: '1000000000000' });
    expect(figure(FIGURE_LABELS.profit_amount)).toBe('—');
    expect(figure(FIGURE_LABELS.balance_due)).toMatch(/8,500\.50/);
  });
});

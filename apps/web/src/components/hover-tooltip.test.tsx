import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils.tsx';
import { HoverTooltip } from './hover-tooltip.tsx';

describe('a tooltip loaded on first hover', () => {
  it('opens on the hover that loads it, and the button keeps the focus it had', async () => {
    renderWithApp(
      <HoverTooltip label="Edit Goa Office">
        <button type="button">Edit</button>
      </HoverTooltip>,
    );
    const before = screen.getByRole('button', { name: 'Edit' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    before.focus();
    fireEvent.pointerEnter(before);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit Goa Office');
    // Mounted again inside the tooltip: the same button, focused as it was.
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });
});

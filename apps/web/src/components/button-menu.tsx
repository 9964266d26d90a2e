import type { ButtonProps } from '@mantine/core';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { ButtonMenuProps } from './button-menu-dropdown.tsx';

const loadMenu = () => import('./button-menu-dropdown.tsx');
const ButtonMenuDropdown = lazy(loadMenu);
const preload = () => void loadMenu();

/**
 * A button that opens a menu (New Enquiry, Export). Mantine's Menu and its popover load when the
 * pointer or focus first reaches the button, not with the page (docs/decisions/039-first-page-budget.md):
 * until then the same button stands in, and its first press mounts the real menu, which takes
 * the focus if the stand-in had it and opens as that press would have.
 */
export function ButtonMenu(props: ButtonMenuProps) {
  const [activated, setActivated] = useState<{ focus: boolean } | null>(null);
  const standIn = (extra: ButtonProps & Record<string, unknown>) => (
    <Button {...props.button} {...extra}>
      {props.label}
    </Button>
  );
  if (!activated) {
    return standIn({
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onMouseEnter: preload,
      onFocus: preload,
      onClick: (e: React.MouseEvent<HTMLButtonElement>) =>
        setActivated({ focus: document.activeElement === e.currentTarget }),
    });
  }
  return (
    <Suspense fallback={standIn({ loading: true })}>
      <ButtonMenuDropdown {...props} activated={activated} />
    </Suspense>
  );
}

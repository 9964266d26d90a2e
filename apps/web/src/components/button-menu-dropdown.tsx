import type { ButtonProps } from '@mantine/core';
import { Button, Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';

/** One entry of a button's menu: a link to a screen, or an action. */
export type MenuEntry = { label: string; icon?: ReactNode } & (
  { to: string } | { onClick: () => void }
);

export interface ButtonMenuProps {
  label: string;
  /** The button's look (variant, sections, loading), the same before and after its menu loads. */
  button?: ButtonProps & { 'data-print-hide'?: boolean };
  items: MenuEntry[];
}

/**
 * The menu of a `ButtonMenu`, in its own chunk. `activated` says the stand-in was just pressed:
 * this button takes its focus, then opens the menu the way a press does (so a keyboard press
 * lands on the first item, as Mantine does for its own button).
 */
export default function ButtonMenuDropdown(
  props: ButtonMenuProps & { activated: { focus: boolean } },
) {
  const button = useRef<HTMLButtonElement>(null);
  const { activated } = props;
  useLayoutEffect(() => {
    if (activated.focus) button.current?.focus();
  }, [activated]);
  // Once, though React runs effects twice in development.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    button.current?.click();
  }, [activated]);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button ref={button} {...props.button}>
          {props.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {props.items.map((item) =>
          'to' in item ? (
            <Menu.Item key={item.label} component={Link} to={item.to} leftSection={item.icon}>
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={item.label} onClick={item.onClick} leftSection={item.icon}>
              {item.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

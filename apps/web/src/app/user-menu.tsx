import { Menu } from '@mantine/core';
import type { SessionUser } from '@app/contract';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { AccountButton } from './account-button.tsx';
import { useSignOut } from './sign-out.ts';

/**
 * The account menu (loaded on demand by the layout). `activated` says the stand-in button was
 * just pressed: this button takes its focus, then opens the menu the way a click does.
 */
export function UserMenu(props: { user: SessionUser; activated: { focus: boolean } | null }) {
  const signOut = useSignOut();
  const button = useRef<HTMLButtonElement>(null);
  const { activated } = props;
  useLayoutEffect(() => {
    if (activated?.focus) button.current?.focus();
  }, [activated]);
  const opened = useRef(false);
  useEffect(() => {
    if (!activated || opened.current) return;
    opened.current = true;
    button.current?.click();
  }, [activated]);
  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <AccountButton ref={button} user={props.user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.profile} leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

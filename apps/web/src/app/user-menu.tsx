import { Menu } from '@mantine/core';
import type { SessionUser } from '@app/contract';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { logout } from '../features/auth/api/logout.ts';
import { paths } from '../lib/paths.ts';
import { AccountButton } from './account-button.tsx';

/**
 * The account menu (loaded on demand by the layout). `activated` says the stand-in button was
 * just pressed: this button takes its focus, then opens the menu the way a click does.
 */
export function UserMenu(props: { user: SessionUser; activated: { focus: boolean } | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
  const signOut = async () => {
    await logout();
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  };
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

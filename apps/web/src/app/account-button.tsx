import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { SessionUser } from '@app/contract';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { avatarColour } from '../lib/format.ts';

/** The header's account button: the stand-in in the layout and the target of `UserMenu`. */
export function AccountButton(props: ComponentPropsWithRef<'button'> & { user: SessionUser }) {
  const { user, ...button } = props;
  return (
    <UnstyledButton {...button}>
      <Group gap="xs">
        <span aria-hidden>
          <Avatar color={avatarColour(user.name)} radius="xl" size={34}>
            {user.name.charAt(0).toUpperCase()}
          </Avatar>
        </span>
        <Text size="sm" fw={600} visibleFrom="xs">
          {user.name}
        </Text>
        <VisuallyHidden>account menu</VisuallyHidden>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from './page-header.tsx';

/** A record's header: its title, its badges under it, its actions on the right. */
export function DetailHeader(props: { title: string; badges?: ReactNode; actions: ReactNode }) {
  return (
    <PageHeader
      title={props.title}
      subtitle={
        props.badges && (
          <Group gap="xs" component="span">
            {props.badges}
          </Group>
        )
      }
      actions={props.actions}
    />
  );
}

/** Back to where the record was opened from (its list as the user left it, list-href.ts). */
export function BackButton({ to }: { to: string }) {
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconArrowLeft size={16} />}>
      Back
    </Button>
  );
}

/** The record's Edit link, as a primary button. */
export function EditButton({ to }: { to: string }) {
  return (
    <Button component={Link} to={to} leftSection={<IconEdit size={16} />}>
      Edit
    </Button>
  );
}

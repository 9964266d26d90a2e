import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconMapQuestion, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { browser } from '../lib/load-errors.ts';
import { paths } from '../lib/paths.ts';

export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center py={80} aria-busy="true">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

function StatePanel(props: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
  role?: 'alert';
  headingOrder?: 1 | 2;
}) {
  return (
    <Center py={80}>
      <Stack align="center" gap="sm" maw={440} ta="center" role={props.role}>
        {props.icon}
        <Title order={props.headingOrder ?? 2}>{props.title}</Title>
        <Text c="dimmed">{props.text}</Text>
        {props.action}
      </Stack>
    </Center>
  );
}

export function NotAuthorised() {
  return (
    <StatePanel
      icon={<IconLock size={48} stroke={1.5} color="var(--mantine-color-red-6)" />}
      title="Not authorised"
      text="Your account does not have access to this page. Ask an administrator if you need it."
      action={
        <Button component={Link} to={paths.dashboard}>
          Back to Dashboard
        </Button>
      }
    />
  );
}

/** A record that is missing, with the spec's text and a way back. */
export function NotFoundState(props: { title: string; backTo: string; backLabel?: string }) {
  return (
    <StatePanel
      icon={<IconMapQuestion size={48} stroke={1.5} color="var(--mantine-color-gray-6)" />}
      title={props.title}
      text="It may have been deleted, or the link is wrong."
      action={
        <Button component={Link} to={props.backTo} variant="default">
          {props.backLabel ?? 'Back'}
        </Button>
      }
    />
  );
}

export function PageNotFound() {
  return (
    <NotFoundState title="Page not found" backTo={paths.dashboard} backLabel="Back to Dashboard" />
  );
}

/** A screen that failed to load or broke while rendering, announced, with Reload as the way out. */
export function ErrorState(props: { title: string; text: string; headingOrder?: 1 | 2 }) {
  return (
    <StatePanel
      role="alert"
      icon={<IconAlertTriangle size={48} stroke={1.5} color="var(--mantine-color-red-6)" />}
      title={props.title}
      text={props.text}
      headingOrder={props.headingOrder}
      action={
        <Button leftSection={<IconRefresh size={18} />} onClick={() => browser.reload()}>
          Reload
        </Button>
      }
    />
  );
}

import { Alert, Button, Center, List, Loader, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconInfoCircle,
  IconLock,
  IconMapQuestion,
  IconRefresh,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { IgnoredParam } from '../lib/list-params.ts';
import { useListHref } from '../lib/list-href.ts';
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

/** A record that is missing, or a junk id: back to its list as the user left it. */
export function RecordNotFound(props: { title: string; list: string; backLabel: string }) {
  return (
    <NotFoundState
      title={props.title}
      backTo={useListHref(props.list)}
      backLabel={props.backLabel}
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

/** The notice's title: the e2e tests look for it. */
export const PARAMS_NOTICE_TITLE = 'Part of this address was not understood';

/** A long value (a pasted search) is shown cut, so the notice stays readable. */
const shown = (v: string) => (v.length > 60 ? `${v.slice(0, 60)}…` : v);

/**
 * What was ignored in the URL and why (use-list-params.ts): the page shows its default for
 * those instead of failing. Closing it removes them from the address.
 */
export function ParamsNotice(props: {
  ignored: IgnoredParam[];
  onClose?: () => void;
  /** What the page shows instead, e.g. "today's plan"; default: the list's defaults. */
  instead?: string;
}) {
  if (props.ignored.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoCircle size={20} />}
      title={PARAMS_NOTICE_TITLE}
      withCloseButton={!!props.onClose}
      closeButtonLabel="Dismiss"
      onClose={props.onClose}
      mb="md"
      role="status"
    >
      <List size="sm" spacing={2}>
        {props.ignored.map((p) => (
          <List.Item key={p.name}>
            <Text span size="sm" fw={600}>
              {p.name}
            </Text>{' '}
            “{shown(p.value)}”: {p.reason}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt={4}>
        {props.instead ?? 'Showing the default for these instead.'}
      </Text>
    </Alert>
  );
}

/** A query's refusal or failure, said where its answer would be (read aloud: an alert). */
export const ErrorText = ({ error }: { error: Error | null }) =>
  error ? (
    <Text c="red.8" role="alert" mb="md">
      {error.message}
    </Text>
  ) : null;

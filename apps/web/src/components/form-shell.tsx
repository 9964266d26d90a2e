import { Button, Card, Fieldset, Group, SimpleGrid } from '@mantine/core';
import type { FormEvent, FormEventHandler, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

/** A titled section of a form: two columns on wide screens, one on phones. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} radius="md" variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}

/** Every form: sections, then the action bar with the busy label and Cancel. */
export function FormShell(props: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  submitLabel: string;
  busy: boolean;
  busyLabel?: string;
  cancelTo: string;
}) {
  // Two clicks 30 ms apart can both submit before `busy` disables the button: the first
  // submit locks until its save has finished (or, when validation stopped it, at once).
  const locked = useRef(false);
  const sawBusy = useRef(false);
  const { busy, onSubmit } = props;
  useEffect(() => {
    if (busy) sawBusy.current = true;
    else if (sawBusy.current) locked.current = sawBusy.current = false;
  }, [busy]);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    if (locked.current || busy) return e.preventDefault();
    locked.current = true;
    onSubmit(e);
    setTimeout(() => {
      if (!sawBusy.current) locked.current = false;
    }, 150);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Card withBorder radius="md" padding="lg">
        <div style={{ display: 'grid', gap: 'var(--mantine-spacing-lg)' }}>{props.children}</div>
        <Group justify="flex-end" mt="xl">
          <Button component={Link} to={props.cancelTo} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={false} disabled={props.busy}>
            {props.busy ? (props.busyLabel ?? 'Saving...') : props.submitLabel}
          </Button>
        </Group>
      </Card>
    </form>
  );
}

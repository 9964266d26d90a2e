import { Button, Card, Fieldset, Group, SimpleGrid } from '@mantine/core';
import type { FormEvent, FormEventHandler, ReactNode } from 'react';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ErrorItem } from '../lib/form.ts';
import { errorItems, fieldNode, focusField, pagePositions } from '../lib/form.ts';
import { useUnsavedChanges } from '../lib/unsaved-changes.ts';
import { ErrorSummary } from './error-summary.tsx';

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

export { formGuard } from '../lib/form.ts';

/** A field on a tab not shown has no element yet: look for it over a few frames. */
function whenShown(root: HTMLElement | null, path: string, then: (node: HTMLElement) => void) {
  let frames = 0;
  const look = () => {
    const node = fieldNode(root, path);
    if (node) then(node);
    else if (++frames < 10) requestAnimationFrame(look);
  };
  look();
}

/**
 * Every full-page form: the error summary, sections, then the action bar with the busy label
 * and Cancel. Given the form's `errors`, a failed submit (the form's own check or the server's
 * 422) moves focus to the first field in error and lists every error at the top with a link to
 * its field; `reveal` shows a field kept out of the page (a tab) before it is focused. Given
 * `isDirty`, leaving with unsaved changes asks first, until `saved` says the save went through.
 */
export function FormShell(props: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  submitLabel: string;
  busy: boolean;
  busyLabel?: string;
  cancelTo: string;
  errors?: Record<string, ReactNode>;
  isDirty?: () => boolean;
  saved?: boolean;
  reveal?: (path: string) => void;
  prefix?: (path: string) => string | undefined;
}) {
  // Two clicks 30 ms apart can both submit before `busy` disables the button: the first
  // submit locks until its save has finished (or, when validation stopped it, at once).
  const locked = useRef(false);
  const sawBusy = useRef(false);
  const { busy, onSubmit, errors, reveal, isDirty, saved } = props;
  useEffect(() => {
    if (busy) sawBusy.current = true;
    else if (sawBusy.current) locked.current = sawBusy.current = false;
  }, [busy]);

  const formRef = useRef<HTMLFormElement>(null);
  const attempted = useRef(false);
  const [items, setItems] = useState<ErrorItem[]>([]);
  const goTo = (path: string) => {
    if (!fieldNode(formRef.current, path)) reveal?.(path);
    whenShown(formRef.current, path, focusField);
  };
  // Reads the latest `reveal` without making it a reason to re-run the effect below.
  const goToFirst = useEffectEvent((path: string) => goTo(path));
  // Ordered by place on the page, so read after the page has the fields (a tab may have changed).
  useLayoutEffect(() => {
    const list = errorItems(errors ?? {}, pagePositions(formRef.current));
    setItems(list);
    if (attempted.current && list.length) {
      attempted.current = false;
      goToFirst(list[0]!.path);
    }
    // Runs on each new errors object: every validation and every server answer makes one.
  }, [errors]);
  const savedRef = useRef(saved);
  savedRef.current = saved;
  useUnsavedChanges(() => !savedRef.current && Boolean(isDirty?.()));

  const submit = (e: FormEvent<HTMLFormElement>) => {
    if (locked.current || busy) return e.preventDefault();
    locked.current = true;
    attempted.current = true;
    onSubmit(e);
    setTimeout(() => {
      if (!sawBusy.current) locked.current = false;
    }, 150);
  };
  const linkable = (path: string) =>
    path !== '_' && (Boolean(reveal) || fieldNode(formRef.current, path) !== null);
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Card withBorder radius="md" padding="lg">
        <div style={{ display: 'grid', gap: 'var(--mantine-spacing-lg)' }}>
          <ErrorSummary items={items} linkable={linkable} prefix={props.prefix} onPick={goTo} />
          {props.children}
        </div>
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

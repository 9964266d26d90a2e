import type { ReactElement } from 'react';
import { cloneElement, useLayoutEffect, useRef, useState } from 'react';
import type { Tooltip as MantineTooltip } from '@mantine/core';

let loaded: typeof MantineTooltip | null = null;
let loading: Promise<typeof MantineTooltip> | null = null;
const load = () => (loading ??= import('./tooltip-module.ts').then((m) => (loaded = m.Tooltip)));

interface Child {
  ref?: unknown;
  onPointerEnter?: (e: React.PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (e: React.PointerEvent<HTMLElement>) => void;
}

/**
 * Mantine's Tooltip, loaded when a pointer first reaches `children` rather than with the page
 * (docs/decisions/039-first-page-budget.md): every list's row icons had it on their first load.
 * A tooltip only ever opens on hover (Mantine's default; the child's accessible name says the
 * same to everyone else), so until then the child is shown alone; the hover that loads it opens
 * it if the pointer is still there. The child is mounted again inside the tooltip, so it takes
 * the focus back if it had it.
 */
export function HoverTooltip(props: { label: string; children: ReactElement<Child> }) {
  const [Tooltip, setTooltip] = useState(() => loaded);
  const element = useRef<HTMLElement | null>(null);
  const over = useRef(false);
  const focused = useRef(false);
  useLayoutEffect(() => {
    if (Tooltip && focused.current) element.current?.focus();
  }, [Tooltip]);
  if (Tooltip) {
    return (
      <Tooltip label={props.label} defaultOpened={over.current}>
        {cloneElement(props.children, { ref: element } as Child)}
      </Tooltip>
    );
  }
  return cloneElement(props.children, {
    ref: element,
    onPointerEnter: () => {
      over.current = true;
      void load().then((t) => {
        focused.current = element.current !== null && document.activeElement === element.current;
        setTooltip(() => t);
      });
    },
    onPointerLeave: () => {
      over.current = false;
    },
  } as Child);
}

import type { RefObject } from 'react';
import { useEffect } from 'react';

const FOCUSABLE =
  'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable]';

/**
 * A region that scrolls with nothing inside to focus (a wide report table of figures) is made
 * focusable, so a keyboard can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable). Only
 * then: a table of links, or one that fits, gains no extra stop in the tab order. Checked again
 * when its size or `content` changes. A focusable region is named (`label`, the table's caption),
 * as a screen reader announces it.
 */
export function useKeyboardScroll(
  ref: RefObject<HTMLElement | null>,
  label: string,
  content: unknown,
) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const scrolls = el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight;
      if (scrolls && !el.querySelector(FOCUSABLE)) {
        el.tabIndex = 0;
        el.setAttribute('role', 'region');
        el.setAttribute('aria-label', label);
      } else {
        el.removeAttribute('tabindex');
        el.removeAttribute('role');
        el.removeAttribute('aria-label');
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, label, content]);
}

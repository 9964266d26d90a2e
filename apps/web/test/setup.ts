import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll } from 'vitest';

// jsdom lacks these; Mantine needs them.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Mantine's autosize Textarea listens for web fonts loading.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

// findBy… and waitFor wait up to 10 s (not 1 s): under load a dialog's answer can take seconds
// to render, and a wait that gives up early fails a test that would pass.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The toasts' store is the module's, and files share modules (isolate: false): a toast one
  // test left must not be on the next test's screen.
  notifications.clean();
});

// A form's rules (the contract's schemas) load beside the page in the browser, and are there
// long before a person has typed a field; a test types at once, so they are loaded first.
// Imported here, not at the top: a test file's vi.mock of a module form.ts uses (notify.ts)
// must be in place before form.ts is first evaluated.
beforeAll(async () => {
  const { loadSchemas } = await import('../src/lib/form.ts');
  await loadSchemas();
});

import type { CSSVariablesResolver, MenuProps, ModalProps, NotificationProps } from '@mantine/core';
import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8: white text on filled buttons passes 4.5:1.
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  // Plain objects, not `Menu.extend(...)`: importing the components here would put them in
  // the first chunk of every page, over its budget (docs/decisions/005-web-first-page-budget.md).
  components: {
    // The focus placeholder Mantine puts in a menu is a child that role="menu" may not have.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // Mantine's close buttons are icons without a name.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<ModalProps>,
    },
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close notification' },
      } satisfies Partial<NotificationProps>,
    },
  },
});

const LIGHT_COLOURS = [
  'blue',
  'green',
  'red',
  'yellow',
  'orange',
  'cyan',
  'grape',
  'indigo',
  'teal',
  'pink',
  'violet',
];

/**
 * WCAG AA contrast (4.5:1) where Mantine's defaults fall short: dimmed text and the text of
 * light badges and buttons take a darker shade of their colour.
 */
export const contrastVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-gray-light-color': 'var(--mantine-color-gray-8)',
    '--mantine-color-dark-light-color': 'var(--mantine-color-dark-9)',
    ...Object.fromEntries(
      LIGHT_COLOURS.map((c) => [`--mantine-color-${c}-light-color`, `var(--mantine-color-${c}-9)`]),
    ),
  },
  dark: {},
});

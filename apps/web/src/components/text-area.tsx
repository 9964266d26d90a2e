import type { ElementProps, InputBaseProps } from '@mantine/core';
import { InputBase } from '@mantine/core';

type Props = InputBaseProps & ElementProps<'textarea', 'size'> & { minRows?: number };

/**
 * A multi-line field that grows with what is typed, from `minRows` lines. It is Mantine's
 * InputBase as a textarea sized by CSS (`field-sizing: content`), not Mantine's Textarea: that
 * one imports its JavaScript autosizer wherever it is shown, 1.5 KB gzipped on every form's
 * first load (docs/decisions/039-first-page-budget.md). A browser without field-sizing shows
 * `minRows` lines and scrolls.
 */
export function TextArea({ minRows = 2, styles, ...props }: Props) {
  return (
    <InputBase
      component="textarea"
      multiline
      rows={minRows}
      styles={{
        ...styles,
        input: {
          fieldSizing: 'content',
          minHeight: `calc(${minRows}lh + 2 * var(--input-padding-y, 0px) + 2px)`,
        },
      }}
      {...props}
    />
  );
}

import { Alert, Anchor, List, Text } from '@mantine/core';
import type { ErrorItem } from '../lib/form.ts';

export const ERROR_SUMMARY_TITLE = 'There is a problem';

/**
 * GOV.UK's error summary: at the top of the form, every error with a link to its field, so an
 * error under a field far down the page cannot go unseen. A message no field shows (a rule on
 * the whole form) is listed as text.
 */
export function ErrorSummary(props: {
  items: ErrorItem[];
  linkable: (path: string) => boolean;
  prefix?: (path: string) => string | undefined;
  onPick: (path: string) => void;
}) {
  if (!props.items.length) return null;
  return (
    <Alert color="red" variant="light" title={ERROR_SUMMARY_TITLE} aria-label={ERROR_SUMMARY_TITLE}>
      <List size="sm" spacing={4}>
        {props.items.map(({ path, message }) => {
          const where = props.prefix?.(path);
          const text = where ? `${where}: ${message}` : message;
          return (
            <List.Item key={path}>
              {props.linkable(path) ? (
                <Anchor
                  href={`#${path}`}
                  c="red.8"
                  fw={600}
                  underline="always"
                  onClick={(e) => {
                    e.preventDefault();
                    props.onPick(path);
                  }}
                >
                  {text}
                </Anchor>
              ) : (
                <Text span size="sm">
                  {text}
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}

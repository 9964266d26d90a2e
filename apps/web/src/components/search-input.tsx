import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 300;

/**
 * Search box that updates the list 300 ms after typing stops. A pending update is dropped
 * when the box unmounts or another page is loading (the address already shows another path
 * while this page stays on screen), so leaving the page never yanks the user back to the list.
 */
export function SearchInput(props: {
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  /** The visible label (every filter has one). */
  label?: string;
}) {
  const [text, setText] = useState(props.value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // What this box last asked the list for. The value coming back equal to it is that request
  // landing, perhaps after more was typed: the box keeps its text. Any other value was changed
  // elsewhere (filters cleared, the Back button) and is shown.
  const sent = useRef(props.value);
  useEffect(() => {
    if (props.value === sent.current) return;
    sent.current = props.value;
    setText(props.value);
  }, [props.value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextInput
      label={props.label ?? 'Search'}
      placeholder={props.placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setText(v);
        clearTimeout(timer.current);
        const path = window.location.pathname;
        timer.current = setTimeout(() => {
          if (window.location.pathname !== path) return;
          sent.current = v;
          props.onChange(v);
        }, DEBOUNCE_MS);
      }}
      style={{ flex: '1 1 240px', maxWidth: 420 }}
    />
  );
}

import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** Search box that updates the list 300 ms after typing stops. */
export function SearchInput(props: {
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
}) {
  const [text, setText] = useState(props.value);
  useEffect(() => setText(props.value), [props.value]);
  const push = useDebouncedCallback(props.onChange, 300);
  return (
    <TextInput
      aria-label="Search"
      placeholder={props.placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        push(e.currentTarget.value);
      }}
      style={{ flex: '1 1 240px', maxWidth: 420 }}
    />
  );
}

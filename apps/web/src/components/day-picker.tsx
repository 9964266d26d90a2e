import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { addDays } from '@app/contract/constants';

/** Previous day, the date, next day (a day's plan or duty sheet); `children` follow them. */
export function DayPicker(props: {
  day: string;
  onChange: (day: string) => void;
  children?: ReactNode;
}) {
  const { day, onChange } = props;
  return (
    <Group gap="xs" mb="md" wrap="wrap" align="flex-end">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Previous day"
        disabled={!day}
        onClick={() => onChange(addDays(day, -1))}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <TextInput
        label="Date"
        type="date"
        value={day}
        onChange={(e) => onChange(e.currentTarget.value)}
        style={{ flex: '1 1 140px', maxWidth: 200 }}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Next day"
        disabled={!day}
        onClick={() => onChange(addDays(day, 1))}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
      {props.children}
    </Group>
  );
}

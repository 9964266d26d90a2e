import { Autocomplete, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Driver } from '@app/contract';
import { useDrivers } from '../api/drivers-api.ts';

/** What a service says about its driver: a picked driver's id (or '') and the name as typed. */
export interface DriverChoiceText {
  driver_id: string;
  driver_name: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The driver's name with the drivers list as suggestions (issue 18): choosing one picks that
 * driver (its id is sent, and `onPick` may fill mobile and vehicle); any other name is kept as
 * typed, free text, as before. A name typed exactly as one active driver's counts as that
 * driver. `kept` is the service's own driver when editing, so an inactive driver it already
 * has stays picked while the name is unchanged (the server allows that, decision 016).
 */
export function DriverPicker(props: {
  value: DriverChoiceText;
  onChange: (next: DriverChoiceText) => void;
  onPick?: (driver: Driver) => void;
  kept?: { id: number; name: string } | null;
  label?: string;
  error?: ReactNode;
  /** For the form's error summary: the field's path. */
  'data-path'?: string;
}) {
  const drivers = useDrivers({ active: 'true' }).data?.data ?? [];
  const idFor = (name: string): string => {
    const matches = drivers.filter((d) => same(d.name, name));
    if (matches.length === 1) return String(matches[0]!.id);
    if (props.kept && name.trim() !== '' && same(props.kept.name, name))
      return String(props.kept.id);
    return '';
  };
  const names = [...new Set(drivers.map((d) => d.name))];
  const byName = (name: string) => drivers.find((d) => d.name === name);
  return (
    <Autocomplete
      label={props.label ?? 'Driver Name'}
      placeholder="Pick from the list or type a name"
      data={names}
      value={props.value.driver_name}
      error={props.error}
      data-path={props['data-path']}
      onChange={(name) => props.onChange({ driver_name: name, driver_id: idFor(name) })}
      onOptionSubmit={(name) => {
        const d = byName(name);
        if (d) props.onPick?.(d);
      }}
      renderOption={({ option }) => {
        const d = byName(option.value);
        const more = [d?.vehicle_number, d?.mobile].filter(Boolean).join(' · ');
        return (
          <Stack gap={0}>
            <Text size="sm">{option.value}</Text>
            {more && (
              <Text size="xs" c="dimmed">
                {more}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}

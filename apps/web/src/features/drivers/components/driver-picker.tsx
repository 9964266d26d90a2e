import { Autocomplete, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDrivers } from '../api/drivers-api.ts';

/** What a service says about its driver: a picked driver's id (or '') and the name as typed. */
export interface DriverChoiceText {
  driver_id: string;
  driver_name: string;
}

/** A driver's contact details as a service keeps them ('' when the driver has none). */
export interface DriverDetailsText {
  driver_mobile: string;
  vehicle_number: string;
}

/** A driver the list may no longer offer (inactive) but the service already has. */
export interface KeptDriver {
  id: number;
  name: string;
  mobile: string | null;
  vehicle_number: string | null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const detailsOf = (d: { mobile: string | null; vehicle_number: string | null } | undefined) => ({
  driver_mobile: d?.mobile ?? '',
  vehicle_number: d?.vehicle_number ?? '',
});

/**
 * The driver's name with the drivers list as suggestions: choosing one picks that
 * driver (its id is sent); any other name is kept as typed, free text, as before. A name typed
 * exactly as one active driver's counts as that driver. `kept` is the service's own driver
 * when editing, so an inactive driver it already has stays picked while the name is unchanged
 * (the server allows that, decision 016).
 *
 * When the picked driver changes, `onChange` also gives the driver's details to put in the
 * mobile and vehicle fields: the new driver's own (blank where the record has none), or blanks
 * when a typed name leaves the picked driver. Otherwise the first driver's mobile and vehicle
 * stayed beside the second's name and were saved with it.
 */
export function DriverPicker(props: {
  value: DriverChoiceText;
  onChange: (next: DriverChoiceText, details?: DriverDetailsText) => void;
  kept?: KeptDriver | null;
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
  const byId = (id: string): { mobile: string | null; vehicle_number: string | null } | undefined =>
    drivers.find((d) => String(d.id) === id) ??
    (props.kept && String(props.kept.id) === id ? props.kept : undefined);
  const change = (name: string) => {
    const id = idFor(name);
    const next = { driver_name: name, driver_id: id };
    if (id === props.value.driver_id) props.onChange(next);
    else props.onChange(next, detailsOf(id ? byId(id) : undefined));
  };
  return (
    <Autocomplete
      label={props.label ?? 'Driver Name'}
      placeholder="Pick from the list or type a name"
      data={names}
      value={props.value.driver_name}
      error={props.error}
      data-path={props['data-path']}
      onChange={change}
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

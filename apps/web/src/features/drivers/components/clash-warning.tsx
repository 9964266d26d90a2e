import { Alert, List, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ClashCheckInput, ClashCheckResult } from '@app/contract';
import { CLASH_MINUTES } from '@app/contract/constants';
import { formatDate } from '../../../lib/format.ts';
import { loadedSchemas } from '../../../lib/form.ts';
import { checkClashes } from '../api/drivers-api.ts';

/**
 * The clash check as the user types: the proposed services of one driver, asked
 * 300 ms after the last change, only once the driver, dates and times read as the server
 * would take them. Keyed under day-plans, so a saved service refreshes it.
 */
export function useClashCheck(input: ClashCheckInput | null) {
  // The check's rule is the contract's schema, loaded beside the form: until it is there (long
  // before anyone has picked a driver, a date and a time) nothing is asked.
  const schemas = loadedSchemas();
  const valid = input !== null && !!schemas && schemas.clashCheckInput.safeParse(input).success;
  const key = valid ? JSON.stringify(input) : '';
  const [debounced] = useDebouncedValue(key, 300);
  const q = useQuery({
    queryKey: ['day-plans', 'clash-check', debounced],
    queryFn: async () => {
      const r = await checkClashes(JSON.parse(debounced) as ClashCheckInput);
      if (!r.success) throw new Error(r.message);
      return r.data;
    },
    enabled: debounced !== '' && debounced === key,
    staleTime: 10_000,
  });
  return debounced === key && key !== '' ? q.data : undefined;
}

const hhmm = (t: string) => t.slice(0, 5);

/** One line per clash: the proposed time, then the other service and how far apart. */
function lines(results: ClashCheckResult[], many: boolean): string[] {
  const out: string[] = [];
  for (const r of results) {
    const when = many
      ? `${hhmm(r.service_time)} on ${formatDate(r.plan_date)}`
      : hhmm(r.service_time);
    for (const c of r.clashes) {
      const what = [c.guest_name, c.file_number, c.service_description].filter(Boolean).join(' · ');
      out.push(`${when} is ${c.minutes_apart} minutes from ${hhmm(c.service_time)}: ${what}`);
    }
    for (const i of r.clashes_in_request.filter((i) => i > r.index)) {
      const other = results[i];
      if (other)
        out.push(`${when} and ${hhmm(other.service_time)} are both picked here, within the hour`);
    }
  }
  return out;
}

/**
 * The warning shown before saving: a driver with two services within the hour on one day.
 * A warning only: the service may still be saved (a driver may well do both).
 */
export function ClashWarning({
  results,
  driver,
  many = false,
}: {
  results: ClashCheckResult[] | undefined;
  driver: string;
  many?: boolean;
}) {
  const found = lines(results ?? [], many);
  if (found.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} />}
      title={`Driver clash: ${driver} has another service within ${CLASH_MINUTES} minutes`}
    >
      <List size="sm" spacing={2}>
        {found.map((l) => (
          <List.Item key={l}>
            <Text span size="sm">
              {l}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

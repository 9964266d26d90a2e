import type { ReactNode } from 'react';
import { readPathId } from '@app/contract/constants';
import { useParams } from 'react-router';

/**
 * The record id in a detail route, read with the contract's rule for path ids (decimal digits,
 * no sign, exponent or leading zero, within the column's range; `readPathId`, without zod, so a
 * detail page loads no validation library to read its URL): `/bookings/abc`,
 * `/bookings/1e3` and `/bookings/99999999999` name no record, so the page shows its not-found
 * state without asking the server. Null when the id is not one.
 */
export const parseRouteId = (raw: string | undefined): number | null => readPathId(raw);

export const useRouteId = (): number | null => parseRouteId(useParams().id);

/**
 * A detail or edit page's body, given the route's id; `notFound` when the id is junk. The
 * body is a separate component so its queries only run for a real id.
 */
export function WithRouteId(props: { notFound: ReactNode; children: (id: number) => ReactNode }) {
  const id = useRouteId();
  return id === null ? props.notFound : props.children(id);
}

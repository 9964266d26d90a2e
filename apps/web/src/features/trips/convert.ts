import type { BookingCreateInput, BookingInput, BookingPrefill } from '@app/contract';
import { readPathId, TRIP_SERVER } from '@app/contract/constants';
import type { ParamRule } from '../../lib/list-params.ts';
import { paths } from '../../lib/paths.ts';

/**
 * "Convert to booking": the booking create form opened with `?enquiry=ID`,
 * started from what the enquiry knows, and saved with `enquiry_id`.
 */
export const convertHref = (enquiryId: number) => `${paths.bookingCreate}?enquiry=${enquiryId}`;

/** `?enquiry=`: an id as the server reads path ids; anything else is refused with the notice. */
const enquiryRule: ParamRule = {
  safeParse: (v) =>
    readPathId(v) !== null
      ? { success: true }
      : { success: false, error: { issues: [{ message: TRIP_SERVER.enquiryInvalid }] } },
};
export const CONVERT_RULES = { enquiry: enquiryRule } as const;

/**
 * The prefill as the booking form's text values; fields the enquiry does not know stay out.
 * The file takes the enquiry's currency, and an agent enquiry's expected sale as its sale.
 */
export function prefillValues(p: BookingPrefill): Record<string, string> {
  const text = (v: string | number | null) => (v === null ? '' : String(v));
  return {
    guest_name: p.guest_name,
    guest_email: text(p.guest_email),
    guest_mobile: text(p.guest_mobile),
    agent_id: text(p.agent_id),
    agent_commission_rate: text(p.agent_commission_rate),
    destination: text(p.destination),
    travel_start_date: text(p.travel_start_date),
    travel_end_date: text(p.travel_end_date),
    total_adults: text(p.total_adults),
    total_children: text(p.total_children),
    currency: p.currency,
    sale_amount: text(p.sale_amount),
  };
}

/** How the booking form saves a conversion; the page decides what a 409 shows. */
export interface Conversion {
  enquiryId: number;
  /** The user chose "Add another booking": the server makes a second file. */
  addAnother: boolean;
  cancelTo: string;
  /** The enquiry already has a file (another tab, another user): `retry` adds another. */
  onConflict: (retry: () => void) => void;
  onSaved: () => void;
}

export const conversionBody = (
  input: BookingInput,
  c: Conversion,
  addAnother: boolean,
): BookingCreateInput => ({
  ...input,
  enquiry_id: c.enquiryId,
  add_another: addAnother || c.addAnother,
});

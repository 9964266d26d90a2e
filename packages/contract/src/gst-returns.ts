import { z } from 'zod';
import { answer } from './common/envelope.ts';
import { GST_RETURN_MESSAGES as M, GSTR1_SECTIONS } from './gst-returns-values.ts';
import { REPORT_MONTH } from './reports-values.ts';
import { quarterDays } from './tcs-values.ts';

export * from './gst-returns-values.ts';

const period = {
  month: z
    .string({ error: M.month })
    .trim()
    .refine((m) => m === '' || REPORT_MONTH.test(m), M.month)
    .optional(),
  quarter: z
    .string({ error: M.quarter })
    .trim()
    .refine((q) => q === '' || quarterDays(q) !== null, M.quarter)
    .optional(),
};

/** Exactly one of month and quarter (blank counts as absent). */
const onePeriod = (
  p: { month?: string | undefined; quarter?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (!p.month === !p.quarter) ctx.addIssue({ code: 'custom', path: ['month'], message: M.period });
};

/** `?month=2026-11` or `?quarter=2026-27-Q3`: the return's period, one of them. */
export const gstr1Query = z.object(period).superRefine(onePeriod);
/** A section's CSV: the period and `section`. */
export const gstr1CsvQuery = z
  .object({ ...period, section: z.enum(GSTR1_SECTIONS, { error: M.section }) })
  .superRefine(onePeriod);

const taxes = { taxable: answer.money, igst: answer.money, cgst: answer.money, sgst: answer.money };

/**
 * A section's count and figures: notes' figures signed (a credit note less, a debit note more),
 * so the sections' tax adds up to the output tax of the period; the HSN summary (its B2B and B2C
 * sections together) is the same supplies by SAC and rate, apart.
 */
export const gstr1SectionSummarySchema = z.object({
  section: z.enum(GSTR1_SECTIONS),
  /** Documents in it (the HSN summary: its rows). */
  count: z.number().int(),
  ...taxes,
});

/** The period's GSTR-1 at a glance, beside the output accounts' movement in the books. */
export const gstr1SummarySchema = z.object({
  period: z.string(),
  from: answer.day,
  to: answer.day,
  /** GSTR-1's return period: the last month of the period, MMYYYY. */
  fp: z.string(),
  gstin: z.string().nullable(),
  sections: z.array(gstr1SectionSummarySchema),
  /** Invoices and debit notes less credit notes, over every section but the HSN summary's two. */
  totals: z.object(taxes),
  /** The output accounts' credits less debits for the period's days, from the journal. */
  ledger: z.object({ igst: answer.money, cgst: answer.money, sgst: answer.money }),
  agrees: z.boolean(),
});
export type Gstr1Summary = z.infer<typeof gstr1SummarySchema>;

// GSTN's GSTR-1 JSON (the offline tool's upload): amounts as numbers of two decimals.
const amount = z.number();
const itmDet = z.object({
  txval: amount,
  rt: amount,
  iamt: amount,
  camt: amount,
  samt: amount,
  csamt: amount,
});
const itms = z.array(z.object({ num: z.number().int(), itm_det: itmDet }));
const DATE = /^\d{2}-\d{2}-\d{4}$/;
const POS = /^\d{2}$/;
const inv = z.object({
  inum: z.string().max(16),
  idt: z.string().regex(DATE),
  val: amount,
  pos: z.string().regex(POS),
  rchrg: z.enum(['Y', 'N']),
  inv_typ: z.literal('R'),
  itms,
});
const note = z.object({
  ntty: z.enum(['C', 'D']),
  nt_num: z.string().max(16),
  nt_dt: z.string().regex(DATE),
  val: amount,
  pos: z.string().regex(POS),
  itms,
});

/** A line of the HSN summary: a SAC at a rate. */
const hsnRow = z.object({
  num: z.number().int(),
  hsn_sc: z.string(),
  desc: z.string(),
  uqc: z.literal('NA'),
  qty: amount,
  rt: amount,
  txval: amount,
  iamt: amount,
  camt: amount,
  samt: amount,
  csamt: amount,
});

export const gstr1JsonSchema = z.object({
  gstin: z.string(),
  fp: z.string().regex(/^(0[1-9]|1[0-2])\d{4}$/),
  b2b: z.array(z.object({ ctin: z.string(), inv: z.array(inv) })),
  b2cl: z.array(
    z.object({
      pos: z.string().regex(POS),
      inv: z.array(inv.omit({ rchrg: true, inv_typ: true })),
    }),
  ),
  b2cs: z.array(
    z.object({
      sply_ty: z.enum(['INTER', 'INTRA']),
      pos: z.string().regex(POS),
      typ: z.literal('OE'),
      rt: amount,
      txval: amount,
      iamt: amount,
      camt: amount,
      samt: amount,
      csamt: amount,
    }),
  ),
  cdnr: z.array(
    z.object({
      ctin: z.string(),
      nt: z.array(note.extend({ rchrg: z.enum(['Y', 'N']), inv_typ: z.literal('R') })),
    }),
  ),
  cdnur: z.array(note.extend({ typ: z.literal('B2CL') })),
  nil: z.object({
    inv: z.array(
      z.object({
        sply_ty: z.enum(['INTRB2B', 'INTRB2C', 'INTRAB2B', 'INTRAB2C']),
        expt_amt: amount,
        nil_amt: amount,
        ngsup_amt: amount,
      }),
    ),
  }),
  /**
   * Table 12, split from the May 2025 return period (GSTN's Phase-III advisory): supplies to
   * registered buyers in `hsn_b2b`, the rest in `hsn_b2c`.
   */
  hsn: z.object({ hsn_b2b: z.array(hsnRow), hsn_b2c: z.array(hsnRow) }),
});
export type Gstr1Json = z.infer<typeof gstr1JsonSchema>;

// An agent's statement as an export's rows: what its page's Statement card shows, a row each.
import type { AgentStatement } from '@app/contract';
import { AGENT_STATEMENT_KIND_LABELS, money } from '@app/contract';
import type { ExportColumn } from './cells.ts';
import { columnsOf } from './cells.ts';

/** One row of the file: a line of the statement, or an opening or closing figure. */
interface StatementRow {
  entry_date: string | null;
  file_number: string | null;
  details: string;
  debit: string | null;
  credit: string | null;
  running_balance: string | null;
  currency: string | null;
  document_currency: string | null;
  document_amount: string | null;
  entry_id: number | null;
}

/** Each column's header, as the Statement card names it; the kind is the field name's. */
const HEADERS: [string, string][] = [
  ['entry_date', 'Date'],
  ['file_number', 'File'],
  ['details', 'Details'],
  ['debit', 'Debit'],
  ['credit', 'Credit'],
  ['running_balance', 'Balance'],
  ['currency', 'Currency'],
  ['document_currency', 'File currency'],
  ['document_amount', 'Amount in file currency'],
  ['entry_id', 'Journal entry'],
];

/**
 * The columns: the books' figures (debit, credit, the balance after each line, in `currency`)
 * and the same movement in the file's own currency.
 */
export const AGENT_STATEMENT_COLUMNS: ExportColumn[] = columnsOf(HEADERS.map(([p]) => p)).map(
  (c, i) => ({ ...c, header: HEADERS[i]![1] }),
);

/** A side of a line left blank when nothing is on it, as the card shows it. */
const side = (v: string) => (money(v).isZero() ? null : v);

const blank = {
  entry_date: null,
  file_number: null,
  debit: null,
  credit: null,
  running_balance: null,
  currency: null,
  document_currency: null,
  document_amount: null,
  entry_id: null,
} satisfies Omit<StatementRow, 'details'>;

/**
 * The opening balance (in the books' currency, then what it is in each of the agent's file
 * currencies), each line with the balance after it, and the closing balance the same way: the
 * period's debits and credits on its row. Per currency, the opening row's document amount plus
 * the lines' is the closing one.
 */
export function agentStatementRows(st: AgentStatement): StatementRow[] {
  const perCurrency = (when: string, figures: AgentStatement['opening_by_currency']) =>
    figures.map((f) => ({
      ...blank,
      details: `${when} in ${f.currency}`,
      document_currency: f.currency,
      document_amount: f.amount,
    }));
  return [
    {
      ...blank,
      entry_date: st.from,
      details: 'Opening balance',
      running_balance: st.opening,
      currency: st.currency,
    },
    ...perCurrency('Opening balance', st.opening_by_currency),
    ...st.lines.map((l) => ({
      entry_date: l.entry_date,
      file_number: l.file.file_number,
      details: `${AGENT_STATEMENT_KIND_LABELS[l.kind]}: ${l.memo}`,
      debit: side(l.debit),
      credit: side(l.credit),
      running_balance: l.running_balance,
      currency: st.currency,
      document_currency: l.document.currency,
      document_amount: l.document.amount,
      entry_id: l.entry_id,
    })),
    {
      ...blank,
      entry_date: st.to,
      details: 'Closing balance',
      debit: st.debit,
      credit: st.credit,
      running_balance: st.closing,
      currency: st.currency,
    },
    ...perCurrency('Closing balance', st.closing_by_currency),
  ];
}

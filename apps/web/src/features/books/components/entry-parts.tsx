import { Anchor, Badge, Group, Text } from '@mantine/core';
import { addMoney } from '@app/contract/hundredths';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import type { JournalEntry } from '../api/books-api.ts';
import type { BooksColumn } from './books-table.tsx';
import { AccountLink, BooksTable, DOCUMENT_LABELS, documentHref, inr } from './books-table.tsx';

type Line = JournalEntry['lines'][number];

/** 'AED 1,000.00 @ 22.70': a line's amount in its document's currency and the rate it took. */
export function foreignAmount(line: Pick<Line, 'currency' | 'amount' | 'rate'>) {
  const amount = formatMoney(line.amount, line.currency);
  // '22.70000000' -> '22.70': the rate's 8 places without the zeros past the second.
  const rate = line.rate.replace(/(\.\d\d\d*?)0+$/, '$1');
  return `${amount} @ ${rate}`;
}

/** An entry's lines: each account to its ledger, debit, credit, the document's amount and rate. */
export function EntryLines(props: { entry: JournalEntry; caption: string; mb?: 0 | 'lg' }) {
  const { entry, caption } = props;
  const period = { from: entry.entry_date, to: entry.entry_date };
  const columns: BooksColumn<Line>[] = [
    {
      key: 'account',
      header: 'Account',
      width: '40%',
      cell: (l) => (
        <>
          <AccountLink id={l.account.id} name={l.account.name} period={period} />
          <Text size="xs" c="dimmed">
            {l.account.code}
          </Text>
        </>
      ),
    },
    {
      key: 'debit',
      header: 'Debit',
      numeric: true,
      cell: (l) => inr(l.debit, true),
      total: inr(addMoney(entry.lines.map((l) => l.debit))),
    },
    {
      key: 'credit',
      header: 'Credit',
      numeric: true,
      cell: (l) => inr(l.credit, true),
      total: inr(addMoney(entry.lines.map((l) => l.credit))),
    },
    {
      key: 'foreign',
      header: 'Document amount',
      numeric: true,
      cell: (l) => (l.currency === 'INR' ? '' : foreignAmount(l)),
    },
  ];
  return (
    <BooksTable
      caption={caption}
      columns={columns}
      rows={entry.lines}
      rowKey={(l) => l.id}
      empty="No lines"
      totalLabel="Total"
      minWidth={560}
      mb={props.mb ?? 'lg'}
    />
  );
}

/** The document an entry was posted for, as a link to its page. */
export function DocumentLink({ entry }: { entry: JournalEntry }) {
  const doc = entry.document;
  if (!doc) return <>—</>;
  return (
    <Anchor component={Link} to={documentHref(doc)} size="sm">
      {DOCUMENT_LABELS[doc.type]} {doc.label}
    </Anchor>
  );
}

/** "Reversed by entry 12" / "Reverses entry 9": the entries that undo each other, linked. */
export function ReversalMarks({ entry }: { entry: JournalEntry }) {
  if (!entry.reverses_id && !entry.reversed_by_id) return null;
  return (
    <Group gap="xs">
      {entry.reverses_id && (
        <Group gap={4}>
          <Badge color="orange" variant="light">
            Reversing
          </Badge>
          <Anchor component={Link} to={paths.bookEntry(entry.reverses_id)} size="sm">
            Reverses entry {entry.reverses_id}
          </Anchor>
        </Group>
      )}
      {entry.reversed_by_id && (
        <Group gap={4}>
          <Badge color="gray" variant="light">
            Reversed
          </Badge>
          <Anchor component={Link} to={paths.bookEntry(entry.reversed_by_id)} size="sm">
            Reversed by entry {entry.reversed_by_id}
          </Anchor>
        </Group>
      )}
    </Group>
  );
}

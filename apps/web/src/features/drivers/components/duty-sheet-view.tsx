import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DutySheetDocument } from '@app/contract';
import classes from './duty-sheet.module.css';

/** Short columns kept on one line (a time, a file number). */
const NOWRAP = new Set(['Time', 'File']);

/**
 * The duty sheet's one template, laid out from `document` as the PDF is (decision 016): the
 * facts, then the services table, then the footer. Prints alone on A4 (duty-sheet.module.css).
 */
export function DutySheetView({ doc }: { doc: DutySheetDocument }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      className={classes.sheet}
      component="article"
      aria-label={doc.title}
    >
      <Stack gap="md">
        <div>
          <Title order={3}>{doc.title}</Title>
          <Text c="dimmed" size="sm">
            {doc.subtitle}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="dl" m={0}>
          {doc.facts.map(([label, value]) => (
            <Stack key={label} gap={0}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                {label}
              </Text>
              <Text component="dd" m={0} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {doc.rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            No services for this driver on this day
          </Text>
        ) : (
          <>
            <div className={classes.scroll}>
              <table className={classes.table}>
                <caption style={{ position: 'absolute', left: -9999 }}>Services</caption>
                <thead>
                  <tr>
                    {doc.columns.map((c) => (
                      <th key={c} scope="col">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {doc.rows.map((row, i) => (
                    <tr key={i}>
                      {row.map((cell, j) => (
                        <td
                          key={j}
                          className={NOWRAP.has(doc.columns[j] ?? '') ? classes.nowrap : undefined}
                        >
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Stack gap="sm" className={classes.cards}>
              {doc.rows.map((row, i) => (
                // The first two columns (time, guest) head the card; the rest follow labelled.
                <Card key={i} withBorder radius="sm" padding="sm">
                  <Text fw={700} size="sm">
                    {row[0]} · {row[1]}
                  </Text>
                  {row.slice(2).map((cell, j) => (
                    <Text key={j} size="sm">
                      <Text span size="xs" c="dimmed" fw={600} tt="uppercase">
                        {doc.columns[j + 2]}
                      </Text>{' '}
                      {cell}
                    </Text>
                  ))}
                </Card>
              ))}
            </Stack>
          </>
        )}
        <Group>
          <Text size="xs" c="dimmed">
            {doc.footer}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

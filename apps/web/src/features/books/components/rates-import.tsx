import { Alert, Button, FileButton, Group, List, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify.ts';
import { formatDate } from '../../../lib/format.ts';
import { useImportExchangeRates } from '../api/books-api.ts';

/**
 * Rates from a CSV file (the bank's or RBI's download, saved from a spreadsheet): the server
 * checks every row as it checks one rate and saves all of them or none, so what is shown after a
 * refusal is the file's every problem by row, to fix and import again.
 */
export function RatesImport() {
  const importRates = useImportExchangeRates();
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const pick = async (file: File | null) => {
    if (!file) return;
    setProblems([]);
    setDone(null);
    const csv = await file.text();
    importRates.mutate(
      { csv },
      {
        onSuccess: (r) => {
          if (r.success) {
            const d = r.data;
            const said = r.message ?? 'Exchange rates imported.';
            notifySuccess(said);
            setDone(
              `${file.name}: ${said} ${d.currencies.join(', ')}, ${formatDate(d.from)} to ${formatDate(d.to)}.`,
            );
            return;
          }
          setProblems(r.errors?.csv ?? [r.message]);
        },
      },
    );
  };
  return (
    <>
      <Group gap="sm" mb="xs" align="center" wrap="wrap">
        <FileButton onChange={(f) => void pick(f)} accept=".csv,text/csv">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden />}
              loading={importRates.isPending}
            >
              Import from CSV
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          Columns currency, rate_date and rate (INR per unit), one row per currency and day. Every
          row is saved, or none.
        </Text>
      </Group>
      {done && (
        <Text size="sm" c="teal.9" role="status" mb="sm">
          {done}
        </Text>
      )}
      {problems.length > 0 && (
        <Alert color="red" title="The file was not imported" mb="md" role="alert">
          <List size="sm" spacing={2}>
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}

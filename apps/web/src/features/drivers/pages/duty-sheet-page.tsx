import { Button } from '@mantine/core';
import { IconPrinter, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { can, dateRule, DOCUMENT_ACCESS } from '@app/contract/constants';
import { useNavigate, useSearchParams } from 'react-router';
import { BackButton } from '../../../components/detail-header.tsx';
import { DayPicker } from '../../../components/day-picker.tsx';
import { DownloadButton } from '../../../components/download-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader, ParamsNotice } from '../../../components/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useListHref } from '../../../lib/list-href.ts';
import { parseListParams } from '../../../lib/list-params.ts';
import { paths } from '../../../lib/paths.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { downloadDutySheet, useDutySheet } from '../api/drivers-api.ts';
import { DutySheetView } from '../components/duty-sheet-view.tsx';
import { SendDutySheetModal } from '../components/send-duty-sheet-modal.tsx';
import { driverNotFound } from '../../../components/record-not-found.tsx';

const RULES = { date: dateRule('date') };

export default function DutySheetPage() {
  return (
    <WithRouteId
      notFound={
        <>
          <PageHeader title="Duty Sheet" />
          {driverNotFound}
        </>
      }
    >
      {(id) => <DutySheet id={id} />}
    </WithRouteId>
  );
}

/** One driver's day: printable here, the same sheet as a PDF, or emailed. */
function DutySheet({ id }: { id: number }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { filters, ignored, clean } = parseListParams(params, RULES);
  const q = useDutySheet(id, filters.date);
  const back = useListHref(paths.drivers);
  const user = useCurrentUser();
  const [sending, setSending] = useState(false);
  if (q.isPending) return <PageLoader />;
  if (!q.data)
    return (
      <>
        <PageHeader title="Duty Sheet" />
        {driverNotFound}
      </>
    );
  const sheet = q.data.data;
  // The day asked for; while another day loads, the one shown stays (keepPreviousData).
  const day = filters.date || sheet.date;
  const setDay = (d: string) => setParams(d ? { date: d } : {}, { replace: true });
  const hasServices = sheet.services.length > 0;

  return (
    <>
      <PageHeader
        title="Duty Sheet"
        subtitle={`${sheet.driver.name} · ${formatDate(day)}`}
        actions={
          <>
            <BackButton to={back} />
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              onClick={() => window.print()}
            >
              Print
            </Button>
            <DownloadButton label="Download PDF" download={() => downloadDutySheet(id, day)} />
            {can(user, DOCUMENT_ACCESS.duty_sheet.send) && (
              <Button
                leftSection={<IconSend size={16} />}
                disabled={!hasServices}
                onClick={() => setSending(true)}
              >
                Send to driver
              </Button>
            )}
          </>
        }
      />
      <ParamsNotice
        ignored={ignored}
        instead="Showing the default for these instead (today's sheet for a date)."
        onClose={() => void navigate({ search: clean }, { replace: true })}
      />
      <DayPicker day={day} onChange={setDay} />
      <DutySheetView doc={sheet.document} />
      <SendDutySheetModal
        key={`${sheet.driver.id}-${sheet.driver.email ?? ''}`}
        driver={sheet.driver}
        date={day}
        opened={sending}
        onClose={() => setSending(false)}
      />
    </>
  );
}

import { PageHeader } from '../../../components/page-header.tsx';
import { RecordEditPage } from '../../../components/record-edit-page.tsx';
import { RecordNotFound } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDriver } from '../api/drivers-api.ts';
import { DriverForm } from '../components/driver-form.tsx';

export function DriverCreatePage() {
  return (
    <>
      <PageHeader title="Add Driver" subtitle="A driver the day plans can pick" />
      <DriverForm />
    </>
  );
}

export const driverNotFound = (
  <RecordNotFound title="Driver not found" list={paths.drivers} backLabel="Back to Drivers" />
);

export function DriverEditPage() {
  return (
    <RecordEditPage
      title="Edit Driver"
      notFound={driverNotFound}
      useRecord={useDriver}
      subtitle={(r) => r.name}
    >
      {(r) => <DriverForm driver={r} />}
    </RecordEditPage>
  );
}

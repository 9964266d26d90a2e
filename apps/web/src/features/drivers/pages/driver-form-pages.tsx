import { PageHeader } from '../../../components/page-header.tsx';
import { recordEditPage } from '../../../components/record-edit-page.tsx';
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

export const DriverEditPage = recordEditPage(useDriver, {
  title: 'Edit Driver',
  notFound: driverNotFound,
  form: (r) => <DriverForm driver={r} />,
});

import { PageHeader } from '../../../components/page-header.tsx';
import { recordEditPage } from '../../../components/record-edit-page.tsx';
import { useDriver } from '../api/drivers-api.ts';
import { DriverForm } from '../components/driver-form.tsx';
import { driverNotFound } from '../../../components/record-not-found.tsx';

export function DriverCreatePage() {
  return (
    <>
      <PageHeader title="Add Driver" subtitle="A driver the day plans can pick" />
      <DriverForm />
    </>
  );
}

export const DriverEditPage = recordEditPage(useDriver, {
  title: 'Edit Driver',
  notFound: driverNotFound,
  form: (r) => <DriverForm driver={r} />,
});

import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader, RecordNotFound } from '../../../components/states.tsx';
import { paths } from '../../../lib/paths.ts';
import { WithRouteId } from '../../../lib/route-id.tsx';
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
    <WithRouteId
      notFound={
        <>
          <PageHeader title="Edit Driver" />
          {driverNotFound}
        </>
      }
    >
      {(id) => <DriverEdit id={id} />}
    </WithRouteId>
  );
}

function DriverEdit({ id }: { id: number }) {
  const q = useDriver(id);
  return (
    <>
      <PageHeader title="Edit Driver" subtitle={q.data?.data.name} />
      {q.isPending ? <PageLoader /> : q.data ? <DriverForm driver={q.data.data} /> : driverNotFound}
    </>
  );
}

import { PageHeader } from '../../../components/page-header.tsx';
import { recordEditPage } from '../../../components/record-edit-page.tsx';
import { supplierNotFound } from '../../../components/record-not-found.tsx';
import { useSupplier } from '../api/suppliers-api.ts';
import { SupplierForm } from '../components/supplier-form.tsx';

export function SupplierCreatePage() {
  return (
    <>
      <PageHeader title="Add Supplier" subtitle="A hotel, transport company, guide or partner" />
      <SupplierForm />
    </>
  );
}

export const SupplierEditPage = recordEditPage(useSupplier, {
  title: 'Edit Supplier',
  notFound: supplierNotFound,
  form: (r) => <SupplierForm supplier={r} />,
});

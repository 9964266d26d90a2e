import { ErrorState, PageLoader } from '../../../components/states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TAX_PROFILE_FAIL, useTaxProfile } from '../api/tax-profile-api.ts';
import { TaxProfileForm } from '../components/tax-profile-form.tsx';

/** The agency's tax profile (admins): the supplier every tax invoice and credit note names. */
export default function TaxProfilePage() {
  const q = useTaxProfile();
  return (
    <>
      <PageHeader
        title="Tax Profile"
        subtitle="The legal name, address, GSTIN and series on the agency's tax invoices and credit notes"
      />
      {q.isPending ? (
        <PageLoader />
      ) : q.isError ? (
        <ErrorState title={TAX_PROFILE_FAIL.read} text={q.error.message} headingOrder={2} />
      ) : (
        <TaxProfileForm profile={q.data.data} />
      )}
    </>
  );
}

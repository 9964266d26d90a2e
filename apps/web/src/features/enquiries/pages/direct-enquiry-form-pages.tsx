import { PageHeader } from '../../../components/page-header.tsx';
import { DirectEnquiryForm } from '../components/direct-enquiry-form.tsx';
import { enquiryEditPage } from '../components/enquiry-edit-page.tsx';

/** /enquiries/new and /enquiries/create: both open the direct customer form. */
export function DirectEnquiryCreatePage() {
  return (
    <>
      <PageHeader title="Direct Customer Enquiry" subtitle="A B2C lead" />
      <DirectEnquiryForm />
    </>
  );
}

export const DirectEnquiryEditPage = enquiryEditPage('direct', (e) => (
  <DirectEnquiryForm enquiry={e} />
));

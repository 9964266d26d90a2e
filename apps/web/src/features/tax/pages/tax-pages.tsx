/**
 * The tax screens in one page module: the route table every page loads names one chunk for
 * both, the books' tax documents by period (the default) and the admins' dated tax rules.
 */
export { TaxDocumentsPage as default } from '../components/tax-documents-list.tsx';
export { TaxRatesPage } from '../components/tax-rates-list.tsx';
export { TcsRegisterPage } from '../components/tcs-register.tsx';
export { GstReturnsPage } from '../components/gst-returns.tsx';

-- The TCS an invoice or debit note of an overseas tour package states (decision 057): the rate of
-- its issue date (the no-PAN rate without the buyer's PAN) and the TCS on its value, collected with
-- the receipts that pay it. Null on any other document.
ALTER TABLE "tax_documents" ADD COLUMN "tcs_rate" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "tcs" numeric(14, 2);

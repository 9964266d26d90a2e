-- An account's balance is the sum of its journal lines (decision 042, accounts/ledger-balance.ts):
-- the column kept beside it since the first migration is no longer written, so it goes.
ALTER TABLE "accounts" DROP COLUMN "current_balance";
-- Substring search (ILIKE '%q%') served by trigram GIN indexes; trusted since PG 13.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Substring search on folded names (case-, accent- and script-insensitive) uses a trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "beaches_search_text_trgm_idx" ON "beaches" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Byte order keeps name sorting identical on PGlite and on any server locale.
ALTER TABLE "beaches" ALTER COLUMN "sort_name" TYPE text COLLATE "C";

-- The keyed beach name alone, for trigram similarity between typed words and beach names (search).
ALTER TABLE "beaches" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "beaches_name_key_trgm_idx" ON "beaches" USING gin ("name_key" gin_trgm_ops);
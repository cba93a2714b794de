-- The data version (ADR 010): one row, raised by every statement that changes areas or beaches, in
-- that statement's own transaction, whichever code path wrote (admin forms, CSV import, seeds, psql).
-- Response caches and ETags key on it, so every app instance on the database sees a change at once.
CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "data_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "areas_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "areas"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "beaches_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "beaches"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();

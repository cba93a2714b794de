-- A day's caution travels with its verdict (docs/decisions/041-sea-cautions.md). Verdicts stored
-- before it have none: forgetting the points' synced version makes the next refresh rewrite every
-- verdict from the stored forecast, with its caution, without waiting for new forecasts.
ALTER TABLE "beach_verdicts" ADD COLUMN "caution" text;--> statement-breakpoint
ALTER TABLE "beach_verdicts" ADD CONSTRAINT "beach_verdicts_caution_check" CHECK ("beach_verdicts"."caution" IN ('offshore-wind'));--> statement-breakpoint
UPDATE "forecast_lease" SET "synced_version" = NULL;

-- Calm today (ADR 033): each public beach's verdict per forecast day, rewritten after each forecast
-- refresh; a forecast version on the data version row that those rewrites raise, so every cached
-- answer showing a verdict is recomputed; and the administrators' facing override and "sheltered
-- from" sectors, which survive every recompute of the coast columns.
CREATE TABLE "beach_verdicts" (
	"beach_id" integer NOT NULL,
	"day" date NOT NULL,
	"verdict" text NOT NULL,
	"wind_from_deg" smallint,
	"beaufort" smallint,
	"wind_side" text,
	"valid_until" timestamp with time zone NOT NULL,
	CONSTRAINT "beach_verdicts_beach_id_day_pk" PRIMARY KEY("beach_id","day"),
	CONSTRAINT "beach_verdicts_verdict_check" CHECK ("beach_verdicts"."verdict" IN ('calm', 'choppy', 'rough', 'unknown')),
	CONSTRAINT "beach_verdicts_wind_side_check" CHECK ("beach_verdicts"."wind_side" IN ('onshore', 'cross-shore', 'offshore'))
);
--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "facing_override_deg" real;--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "sheltered_from" smallint[];--> statement-breakpoint
ALTER TABLE "data_version" ADD COLUMN "forecast_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "beach_verdicts" ADD CONSTRAINT "beach_verdicts_beach_id_beaches_id_fk" FOREIGN KEY ("beach_id") REFERENCES "public"."beaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beach_verdicts_day_verdict_idx" ON "beach_verdicts" USING btree ("day","verdict","beach_id");--> statement-breakpoint
ALTER TABLE "beaches" ADD CONSTRAINT "beaches_facing_override_check" CHECK ("beaches"."facing_override_deg" >= 0 AND "beaches"."facing_override_deg" < 360);--> statement-breakpoint
ALTER TABLE "beaches" ADD CONSTRAINT "beaches_sheltered_from_check" CHECK ("beaches"."sheltered_from" <@ '{0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15}'::smallint[]);--> statement-breakpoint
CREATE FUNCTION "bump_forecast_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "data_version" SET "forecast_version" = "forecast_version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "beach_verdicts_bump_forecast_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "beach_verdicts"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_forecast_version"();

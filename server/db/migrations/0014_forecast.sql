-- Forecasts shared by nearby beaches (ADR 031): a row per wind or marine point of the forecast grid with
-- its hours as arrays, and the lease that lets one instance at a time fetch them. A cache the server
-- refetches from the provider: backups leave both tables out.
CREATE TABLE "forecast_lease" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"synced_version" bigint,
	"last_run_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "forecast_points" (
	"kind" text NOT NULL,
	"cell_lat" integer NOT NULL,
	"cell_lng" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"beaches" integer DEFAULT 0 NOT NULL,
	"fetched_at" timestamp with time zone,
	"utc_offset_seconds" integer,
	"times" text[],
	"wind_speed_kmh" real[],
	"wind_gusts_kmh" real[],
	"wind_direction_deg" real[],
	"wave_height_m" real[],
	"wave_direction_deg" real[],
	"swell_height_m" real[],
	"swell_direction_deg" real[],
	"wave_period_s" real[],
	"sea_temperature_c" real[],
	CONSTRAINT "forecast_points_kind_cell_lat_cell_lng_pk" PRIMARY KEY("kind","cell_lat","cell_lng"),
	CONSTRAINT "forecast_points_kind_check" CHECK ("forecast_points"."kind" IN ('wind', 'marine'))
);

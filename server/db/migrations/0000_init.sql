CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hero_photo_url" text,
	"hero_photo_source" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "areas_slug_unique" UNIQUE("slug"),
	CONSTRAINT "areas_status_check" CHECK ("areas"."status" IN ('DRAFT', 'HIDDEN', 'ACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "beaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"area_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'OTHER' NOT NULL,
	"wave_conditions" text DEFAULT 'CALM' NOT NULL,
	"parking" text DEFAULT 'NONE' NOT NULL,
	"organized" boolean DEFAULT false NOT NULL,
	"blue_flag" boolean DEFAULT false NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"photo_url" text,
	"photo_source" text,
	"source" text,
	"verified_at" timestamp with time zone,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"sort_name" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beaches_slug_unique" UNIQUE("slug"),
	CONSTRAINT "beaches_status_check" CHECK ("beaches"."status" IN ('DRAFT', 'HIDDEN', 'ACTIVE')),
	CONSTRAINT "beaches_type_check" CHECK ("beaches"."type" IN ('SANDY', 'PEBBLY', 'MIXED', 'OTHER')),
	CONSTRAINT "beaches_wave_conditions_check" CHECK ("beaches"."wave_conditions" IN ('CALM', 'MODERATE', 'WAVY', 'SURFABLE')),
	CONSTRAINT "beaches_parking_check" CHECK ("beaches"."parking" IN ('NONE', 'ROADSIDE', 'SMALL_LOT', 'LARGE_LOT')),
	CONSTRAINT "beaches_latitude_check" CHECK ("beaches"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "beaches_longitude_check" CHECK ("beaches"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
ALTER TABLE "beaches" ADD CONSTRAINT "beaches_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_status_name_idx" ON "areas" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "beaches_status_sort_name_idx" ON "beaches" USING btree ("status","sort_name","id");--> statement-breakpoint
CREATE INDEX "beaches_status_area_sort_name_idx" ON "beaches" USING btree ("status","area_id","sort_name","id");--> statement-breakpoint
CREATE INDEX "beaches_area_id_idx" ON "beaches" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "beaches_amenities_idx" ON "beaches" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "beaches_updated_at_idx" ON "beaches" USING btree ("updated_at");
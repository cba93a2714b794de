CREATE TABLE "beach_osm" (
	"ref" text PRIMARY KEY NOT NULL,
	"beach_id" integer,
	"imported" jsonb NOT NULL,
	"curated" text[] DEFAULT '{}'::text[] NOT NULL,
	"review" text[] DEFAULT '{}'::text[] NOT NULL,
	"gone_at" timestamp with time zone,
	"first_run_id" integer,
	"last_run_id" integer,
	CONSTRAINT "beach_osm_beach_id_unique" UNIQUE("beach_id")
);
--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "kind" text DEFAULT 'csv' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "summary" jsonb;--> statement-breakpoint
ALTER TABLE "beach_osm" ADD CONSTRAINT "beach_osm_beach_id_beaches_id_fk" FOREIGN KEY ("beach_id") REFERENCES "public"."beaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beach_osm" ADD CONSTRAINT "beach_osm_first_run_id_import_runs_id_fk" FOREIGN KEY ("first_run_id") REFERENCES "public"."import_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beach_osm" ADD CONSTRAINT "beach_osm_last_run_id_import_runs_id_fk" FOREIGN KEY ("last_run_id") REFERENCES "public"."import_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beach_osm_gone_at_idx" ON "beach_osm" USING btree ("gone_at");--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_kind_check" CHECK ("import_runs"."kind" IN ('csv', 'osm'));
CREATE TABLE "import_rows" (
	"run_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"action" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"area_id" integer,
	"description" text,
	"type" text NOT NULL,
	"wave_conditions" text,
	"parking" text NOT NULL,
	"organized" boolean,
	"blue_flag" boolean,
	"amenities" text[],
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"photo_url" text,
	"photo_source" text,
	"source" text,
	"verified_at" timestamp with time zone,
	"status" text,
	"search_text" text NOT NULL,
	"name_key" text NOT NULL,
	"sort_name" text NOT NULL,
	CONSTRAINT "import_rows_run_id_row_number_pk" PRIMARY KEY("run_id","row_number"),
	CONSTRAINT "import_rows_action_check" CHECK ("import_rows"."action" IN ('create', 'update'))
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"message" text,
	"actor_id" text,
	"actor_email" text,
	"file_name" text,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_runs_status_check" CHECK ("import_runs"."status" IN ('running', 'applying', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_runs_one_at_a_time_idx" ON "import_runs" USING btree ((true)) WHERE "import_runs"."status" IN ('running', 'applying');
-- Greek names and descriptions of areas and beaches (ADR 036): null until given, when pages in Greek
-- show the English text marked as English.
ALTER TABLE "areas" ADD COLUMN "name_el" text;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "description_el" text;--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "name_el" text;--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "description_el" text;
-- Getting there and getting in (ADR 035): a beach's access and accessibility facts, each null until
-- someone tells us, and the access filters they meet as a generated array with a GIN index, so an
-- access filter is an array containment like the amenities.
ALTER TABLE "beaches" ADD COLUMN "wheelchair" text;--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "arrival" text;--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "walk_minutes" smallint;--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "step_free_path" boolean;--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "seatrac" boolean;--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "accessible_toilets" boolean;--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "accessible_parking" boolean;--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "accessible_changing" boolean;--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "by_boat" boolean;--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "natural_shade" boolean;--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "dogs_allowed" boolean;--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "naturism" boolean;--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "access_tags" text[] GENERATED ALWAYS AS (array_remove(ARRAY[
  CASE WHEN wheelchair = 'YES' THEN 'wheelchair' END,
  CASE WHEN seatrac THEN 'seatrac' END,
  CASE WHEN arrival IN ('PAVED_ROAD', 'DIRT_ROAD') THEN 'car' END,
  CASE WHEN arrival IN ('PAVED_ROAD', 'DIRT_ROAD') OR (arrival = 'FOOTPATH' AND walk_minutes <= 10) THEN 'short_walk' END,
  CASE WHEN natural_shade THEN 'shade' END,
  CASE WHEN dogs_allowed THEN 'dogs' END,
  CASE WHEN naturism THEN 'naturism' END,
  CASE WHEN arrival = 'BOAT_ONLY' THEN 'boat_only' END
]::text[], NULL)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "beaches_access_tags_idx" ON "beaches" USING gin ("access_tags");--> statement-breakpoint
ALTER TABLE "beaches" ADD CONSTRAINT "beaches_wheelchair_check" CHECK ("beaches"."wheelchair" IN ('YES', 'LIMITED', 'NO'));--> statement-breakpoint
ALTER TABLE "beaches" ADD CONSTRAINT "beaches_arrival_check" CHECK ("beaches"."arrival" IN ('PAVED_ROAD', 'DIRT_ROAD', 'FOOTPATH', 'BOAT_ONLY'));--> statement-breakpoint
ALTER TABLE "beaches" ADD CONSTRAINT "beaches_walk_minutes_check" CHECK ("beaches"."walk_minutes" BETWEEN 0 AND 600);
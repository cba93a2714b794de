-- Which way each beach faces, its open water in 16 directions and its distance to the shore, derived
-- from the position and the shipped coastline (ADR 026): written with every position, and for rows
-- from before this migration once at boot.
ALTER TABLE "beaches" ADD COLUMN "facing_deg" real;--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "fetch_km" real[];--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "coast_distance_m" integer;
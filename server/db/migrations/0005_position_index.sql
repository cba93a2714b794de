-- Beaches inside a box (the map's view, the nearest-first prefilter) through a GiST index (ADR 010).
CREATE INDEX "beaches_position_idx" ON "beaches" USING gist (point("longitude", "latitude"));

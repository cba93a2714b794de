import { TriangleAlert } from "lucide-react";
import { LOW_CONFIDENCE_DISTANCE_M, normaliseDegrees } from "../../../core/coast.ts";
import { compassPoint } from "../../../core/illustration.ts";

/** What the coastline says of a beach's saved position (ADR 026). */
export interface SavedCoast {
  latitude: number;
  longitude: number;
  facingDeg: number | null;
  distanceM: number | null;
}

interface CoastFactsProps {
  saved: SavedCoast;
  /** The coordinates as typed now: the facing belongs to the saved ones. */
  latitude: string;
  longitude: string;
}

/**
 * Which way the beach faces, as the server worked it out from the coastline when it was saved, drawn
 * as a compass; a warning when the saved position lies far from the shore (the facing is then
 * uncertain, or unknown beyond 5 km). Moved coordinates are worked out again on save.
 */
export function CoastFacts({ saved, latitude, longitude }: CoastFactsProps) {
  const moved = Number(latitude) !== saved.latitude || Number(longitude) !== saved.longitude;
  const far = saved.distanceM !== null && saved.distanceM > LOW_CONFIDENCE_DISTANCE_M;
  return (
    <div
      role="group"
      aria-labelledby="coast-facts-title"
      className="flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-900"
    >
      <p id="coast-facts-title" className="font-semibold">
        Which way it faces
      </p>
      {moved ? (
        <p className="text-slate-700">
          The facing is worked out again from the coastline when you save the new position.
        </p>
      ) : saved.facingDeg === null ? (
        <p className="flex items-start gap-2 text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          No coastline within 5 km of this position, so the facing is unknown and the beach gets no calm-sea
          rating. Check the coordinates.
        </p>
      ) : (
        <>
          <p className="flex items-center gap-3">
            <FacingCompass deg={saved.facingDeg} />
            <span>
              Faces {compassPoint(saved.facingDeg).name} (
              {Math.round(normaliseDegrees(saved.facingDeg)) % 360}°), worked out from the coastline.
            </span>
          </p>
          {far && (
            <p className="flex items-start gap-2 text-amber-900">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Low confidence: this position is {saved.distanceM} m from the coastline. Put the pin on the
              beach itself for a sure facing.
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** A small compass: north up, the arrow pointing out to sea. */
function FacingCompass({ deg }: { deg: number }) {
  return (
    <span className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white">
      <span
        aria-hidden="true"
        className="absolute top-0 text-[9px] leading-none font-semibold text-slate-600"
      >
        N
      </span>
      <svg
        aria-hidden="true"
        viewBox="-20 -20 40 40"
        className="absolute inset-0 size-10"
        style={{ transform: `rotate(${deg}deg)` }}
      >
        <path d="M0 -15 L5 -6 L-5 -6 Z M0 -6 L0 8" fill="#0a6280" stroke="#0a6280" strokeWidth="2.5" />
      </svg>
    </span>
  );
}

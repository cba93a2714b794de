import { TriangleAlert } from "#app/components/ui/beach-icons.tsx";
import type { ReactNode } from "react";
import { facingOverrideSchema } from "#core/contract/beach-schema.ts";
import { LOW_CONFIDENCE_DISTANCE_M, normaliseDegrees } from "#core/sea/coast.ts";
import { compassPoint } from "#core/pages/illustration.ts";
import { formatCompassPoint } from "#core/pages/wording.ts";

/** What the coastline says of a beach's saved position (ADR 026), and the facing it is stored with (ADR 034). */
export interface SavedCoast {
  latitude: number;
  longitude: number;
  /** The facing every reader uses: the administrator's when set, else the computed one. */
  facingDeg: number | null;
  /** The coastline's facing of the saved position. */
  computedFacingDeg: number | null;
  /** The stored facing was set by hand. */
  overridden: boolean;
  distanceM: number | null;
  /** Open water toward each of the coastline's bearings (core/sea/coast.ts), km; what the calm rating reads. */
  fetchKm: number[] | null;
}

interface CoastFactsProps {
  /** Null for a beach not saved yet. */
  saved: SavedCoast | null;
  /** The coordinates as typed now: the computed facing belongs to the saved ones. */
  latitude: string;
  longitude: string;
  /** The facing override as typed now; blank for none. */
  override: string;
  /** The override field and the sheltered-from choice, shown beside the compass. */
  children: ReactNode;
}

/**
 * The facing the form stands for now: the one typed by hand when it is valid, else the coastline's of
 * the saved position, none while the position is moved and not saved yet.
 */
export function facingInUse({
  saved,
  latitude,
  longitude,
  override,
}: Pick<CoastFactsProps, "saved" | "latitude" | "longitude" | "override">) {
  const moved =
    saved !== null && (Number(latitude) !== saved.latitude || Number(longitude) !== saved.longitude);
  const typed = facingOverrideSchema.safeParse(override);
  const byHand = typed.success ? typed.data : null;
  const computed = saved === null || moved ? null : saved.computedFacingDeg;
  return { moved, byHand, computed, facing: byHand ?? computed };
}

/** Whole degrees for the coastline's facing; a tenth for one typed by hand. */
const degrees = (deg: number) => `${Math.round(normaliseDegrees(deg) * 10) / 10}°`;

/**
 * The beach's facing: the computed one ("Computed: 195° (SSW)"), the one in use drawn as a compass and
 * named "set by hand" when an override is typed, a warning when the saved position lies far from the
 * shore (the computed facing is then uncertain, or unknown beyond 5 km), and beside them the fields
 * that set the facing by hand and the winds the beach is sheltered from. Moved coordinates are worked
 * out again on save; an override stays whatever the position.
 */
export function CoastFacts({ saved, latitude, longitude, override, children }: CoastFactsProps) {
  const { moved, byHand, computed, facing } = facingInUse({ saved, latitude, longitude, override });
  const far = !moved && saved?.distanceM != null && saved.distanceM > LOW_CONFIDENCE_DISTANCE_M;
  return (
    <div
      role="group"
      aria-labelledby="coast-facts-title"
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-900"
    >
      <p id="coast-facts-title" className="font-semibold">
        Which way it faces
      </p>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <div className="flex flex-col gap-2 md:w-64 md:shrink-0">
          {facing !== null && (
            <p className="flex items-center gap-3">
              <FacingCompass deg={facing} />
              <span>
                Faces {compassPoint(facing).name} ({degrees(byHand === null ? Math.round(facing) : facing)}),{" "}
                {byHand === null ? "worked out from the coastline." : "set by hand."}
              </span>
            </p>
          )}
          {saved === null ? (
            <p className="text-slate-700">Computed: worked out from the coastline when you save.</p>
          ) : moved ? (
            <p className="text-slate-700">
              Computed: worked out again from the coastline when you save the new position.
            </p>
          ) : computed === null ? (
            <p className="flex items-start gap-2 text-amber-900">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              No coastline within 5 km of this position, so no facing is computed
              {byHand === null ? " and the beach gets no calm-sea rating" : ""}. Check the coordinates.
            </p>
          ) : (
            <p>
              Computed: {degrees(Math.round(computed))} ({formatCompassPoint(computed)})
            </p>
          )}
          {far && (
            <p className="flex items-start gap-2 text-amber-900">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Low confidence: this position is {saved?.distanceM} m from the coastline. Put the pin on the
              beach itself for a sure facing, or set the facing by hand.
            </p>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">{children}</div>
      </div>
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

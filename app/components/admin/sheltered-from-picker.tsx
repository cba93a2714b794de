import type { ReactNode } from "react";
import { COMPASS_POINTS } from "#core/pages/wording.ts";

/** The picker's value is the form's: compass points joined by commas, in compass order. */
function joinPoints(points: ReadonlySet<string>): string {
  return COMPASS_POINTS.filter((point) => points.has(point)).join(",");
}

/** The points the form's value names, in any case and separated as the schema accepts. */
export function chosenPoints(value: string): Set<string> {
  return new Set(
    value
      .split(/[\s,;]+/)
      .map((part) => part.trim().toUpperCase())
      .filter((part) => part !== ""),
  );
}

// The compass's geometry, in CSS pixels. 16 boxes of BOX_W x BOX_H on a circle of RADIUS: at this
// radius neighbours clear each other by at least 2 px everywhere on the ring (the tightest pair,
// NNE and NE, lie 0.324 x RADIUS apart across), and the whole rose is COMPASS_SIZE square, which
// fits the beach form's narrowest column at 375 px (about 257 px).
const BOX_W = 32;
const BOX_H = 28;
const RADIUS = 106;
const COMPASS_SIZE = 2 * RADIUS + BOX_W;
const CENTRE = COMPASS_SIZE / 2;
/** The drawing in the middle: inside the ring of boxes with room to spare. */
const DISC_RADIUS = 74;

/** Where a point's box sits: its centre on the ring, north up, clockwise. */
function boxPosition(index: number) {
  const angle = (index * 2 * Math.PI) / COMPASS_POINTS.length;
  return {
    left: Math.round(CENTRE + RADIUS * Math.sin(angle) - BOX_W / 2),
    top: Math.round(CENTRE - RADIUS * Math.cos(angle) - BOX_H / 2),
  };
}

/**
 * The wind directions a beach is sheltered from, as a 16-point compass of checkboxes named
 * `sheltered_from` in a fieldset: a plain form post sends one value per ticked box, which the form's
 * action joins. The boxes are in compass order, so Tab walks round the compass from N. In the middle,
 * when the facing is known, the sea side is drawn: a wind from the land side is already rated as such,
 * so the sectors worth ticking are the sea-side ones. `children` follow the compass (the verdict's
 * preview).
 */
export function ShelteredFromPicker({
  value,
  onChange,
  error,
  idPrefix,
  facingDeg,
  children,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  idPrefix: string;
  /** The facing in use, degrees clockwise from north; null when unknown. */
  facingDeg: number | null;
  children?: ReactNode;
}) {
  const chosen = chosenPoints(value);
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-300 bg-white p-3"
    >
      <legend className="px-1 text-sm font-medium text-slate-900">Sheltered from (wind directions)</legend>
      <p id={hintId} className="text-sm text-slate-700">
        Tick the winds a breakwater, mole or headland the coastline misses keeps off this beach. The calm-sea
        rating then treats them like wind from the land.
      </p>
      <div
        className="relative shrink-0 self-center"
        style={{ width: COMPASS_SIZE, height: COMPASS_SIZE }}
        data-compass=""
      >
        <CompassDrawing facingDeg={facingDeg} />
        {COMPASS_POINTS.map((point, index) => (
          <label
            key={point}
            style={{ ...boxPosition(index), width: BOX_W, height: BOX_H }}
            className="absolute flex items-center justify-center rounded-md border border-slate-400 bg-white text-[11px] leading-none font-semibold text-slate-900 hover:border-sea-700 hover:bg-sea-50 has-checked:border-sea-900 has-checked:bg-sea-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-sea-700"
          >
            {/* The real checkbox covers its box, unseen: the box shows its state, the input takes the click. */}
            <input
              type="checkbox"
              name="sheltered_from"
              value={point}
              id={index === 0 ? idPrefix : undefined}
              checked={chosen.has(point)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(point);
                else next.delete(point);
                onChange(joinPoints(next));
              }}
              className="absolute inset-0 m-0 size-full cursor-pointer opacity-0"
            />
            <span className="pointer-events-none">{point}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}

/** A point on the drawing's circle of `radius` at `deg` clockwise from north. */
const onCircle = (deg: number, radius: number) => {
  const angle = (deg * Math.PI) / 180;
  return [radius * Math.sin(angle), -radius * Math.cos(angle)] as const;
};

/** The middle of the compass: a disc with the sea half shaded toward the facing, and an arrow out to sea. */
function CompassDrawing({ facingDeg }: { facingDeg: number | null }) {
  const r = DISC_RADIUS;
  const [fromX, fromY] = onCircle((facingDeg ?? 0) - 90, r);
  const [toX, toY] = onCircle((facingDeg ?? 0) + 90, r);
  const [tipX, tipY] = onCircle(facingDeg ?? 0, r - 14);
  // Beside the arrow, not on it.
  const [seaX, seaY] = onCircle((facingDeg ?? 0) + 45, r * 0.55);
  const [landX, landY] = onCircle((facingDeg ?? 0) + 180, r / 2);
  return (
    <svg
      aria-hidden="true"
      viewBox={`${-CENTRE} ${-CENTRE} ${COMPASS_SIZE} ${COMPASS_SIZE}`}
      className="pointer-events-none absolute inset-0 size-full"
    >
      <circle r={r} fill="#f8fafc" stroke="#94a3b8" strokeWidth="1" />
      {facingDeg !== null && (
        <>
          <path d={`M ${fromX} ${fromY} A ${r} ${r} 0 0 1 ${toX} ${toY} Z`} fill="#e0f2fe" />
          <line x1="0" y1="0" x2={tipX} y2={tipY} stroke="#0a6280" strokeWidth="2.5" />
          <circle cx={tipX} cy={tipY} r="4" fill="#0a6280" />
          <text
            x={seaX}
            y={seaY}
            textAnchor="middle"
            dominantBaseline="middle"
            fontSize="12"
            fontWeight="600"
            fill="#0c4a6e"
          >
            sea
          </text>
          <text
            x={landX}
            y={landY}
            textAnchor="middle"
            dominantBaseline="middle"
            fontSize="12"
            fontWeight="600"
            fill="#334155"
          >
            land
          </text>
        </>
      )}
      {Array.from({ length: COMPASS_POINTS.length }, (_, index) => {
        const [x1, y1] = onCircle(index * 22.5, r);
        const [x2, y2] = onCircle(index * 22.5, r + (index % 4 === 0 ? 10 : 5));
        return <line key={index} x1={x1} y1={y1} x2={x2} y2={y2} stroke="#94a3b8" strokeWidth="1" />;
      })}
    </svg>
  );
}

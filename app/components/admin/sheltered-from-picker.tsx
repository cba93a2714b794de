import { COMPASS_POINTS } from "../../../core/wording.ts";

/** The picker's value is the form's: compass points joined by commas, in compass order. */
function joinPoints(points: ReadonlySet<string>): string {
  return COMPASS_POINTS.filter((point) => points.has(point)).join(",");
}

/**
 * The wind directions a beach is sheltered from, as 16 checkboxes named `sheltered_from` in a
 * fieldset: a plain form post sends one value per ticked box, which the form's action joins.
 */
export function ShelteredFromPicker({
  value,
  onChange,
  error,
  idPrefix,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  idPrefix: string;
}) {
  const chosen = new Set(
    value
      .split(/[\s,;]+/)
      .map((part) => part.trim().toUpperCase())
      .filter((part) => part !== ""),
  );
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      className="flex flex-col gap-2 rounded-md border border-slate-300 bg-white p-3"
    >
      <legend className="px-1 text-sm font-medium text-slate-900">Sheltered from (wind directions)</legend>
      <p id={hintId} className="text-sm text-slate-700">
        Tick the winds a breakwater, mole or headland the coastline misses keeps off this beach. The calm-sea
        rating then treats them like wind from the land.
      </p>
      <div className="grid grid-cols-4 gap-x-3 gap-y-1 sm:grid-cols-8">
        {COMPASS_POINTS.map((point, index) => (
          <label key={point} className="flex min-h-10 items-center gap-2 text-sm font-medium text-slate-900">
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
              className="size-4 accent-sea-700"
            />
            {point}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

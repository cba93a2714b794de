import { ChevronDown, Search, X } from "#app/components/ui/icons.tsx";
import { useId, useState } from "react";
import {
  AMENITIES,
  AMENITY_CATEGORIES,
  isAmenityId,
  type AmenityCategory,
  type AmenityId,
} from "#core/contract/amenities.ts";
import { foldForSearch } from "#core/contract/greek.ts";
import { label } from "#core/i18n/labels.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { AmenityIcon } from "../amenity-icon.tsx";
import { buttonClass, controlClass } from "./kit.tsx";

/** Facilities and Services start open. */
const OPEN_AT_FIRST: ReadonlySet<AmenityCategory> = new Set(["facilities", "services"]);

/** The picker's value is the form's: amenity ids joined by commas, in catalogue order. */
export function parseAmenityValue(value: string): AmenityId[] {
  const chosen = new Set(value.split(",").map((part) => part.trim()));
  return AMENITIES.map((amenity) => amenity.id).filter((id) => chosen.has(id));
}

function joinAmenities(ids: ReadonlySet<AmenityId>): string {
  return AMENITIES.map((amenity) => amenity.id)
    .filter((id) => ids.has(id))
    .join(",");
}

/**
 * Chooses a beach's amenities: a search over label and id, the selected count with 'Clear all',
 * a removable chip per choice and four collapsible groups of checkboxes. The form receives the
 * choice as one hidden value named `amenities`.
 */
export function AmenityPicker({
  value,
  onChange,
  error,
  errorId,
  searchId,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  errorId: string;
  /** The search box's id: the form focuses it when the amenities are invalid. */
  searchId: string;
}) {
  const id = useId();
  const i18n = useI18n();
  const nameOf = (amenityId: AmenityId) => label(i18n, "amenity", amenityId);
  const [query, setQuery] = useState("");
  const selected = new Set(parseAmenityValue(value));
  // Ids the catalogue no longer has (an old draft) stay visible, so the error can be understood.
  const unknown = value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !isAmenityId(part));
  const needle = foldForSearch(query.trim());
  const matches = (amenityId: AmenityId) =>
    needle === "" ||
    foldForSearch(nameOf(amenityId)).includes(needle) ||
    amenityId.includes(needle.replaceAll(" ", "_"));

  const toggle = (amenityId: AmenityId, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(amenityId);
    else next.delete(amenityId);
    onChange(joinAmenities(next));
  };

  return (
    <fieldset
      className="flex flex-col gap-3 rounded-md border border-slate-300 p-3"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="px-1 text-sm font-medium text-slate-900">Amenities</legend>
      <input type="hidden" name="amenities" value={[...parseAmenityValue(value), ...unknown].join(",")} />
      <div className="relative">
        <Search aria-hidden="true" className="absolute top-3 left-3 size-4 text-slate-600" />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search amenities..."
          aria-label="Search amenities"
          className={`${controlClass} pl-9`}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-800" aria-live="polite">
          {selected.size} selected
        </span>
        {selected.size + unknown.length > 0 && (
          <button
            type="button"
            className={buttonClass("ghost", "min-h-8 px-2 py-1")}
            onClick={() => onChange("")}
          >
            Clear all
          </button>
        )}
      </div>
      {selected.size + unknown.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Selected amenities">
          {[...selected].map((amenityId) => (
            <li key={amenityId}>
              <button
                type="button"
                onClick={() => toggle(amenityId, false)}
                aria-label={`Remove ${nameOf(amenityId)}`}
                className="inline-flex min-h-8 items-center gap-1 rounded-full border border-sea-700 bg-sea-50 px-3 py-1 text-sm text-sea-900 hover:bg-sea-100 focus-visible:outline-2 focus-visible:outline-sea-700"
              >
                <AmenityIcon id={amenityId} />
                {nameOf(amenityId)}
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
          {unknown.map((name) => (
            <li key={name}>
              <button
                type="button"
                onClick={() =>
                  onChange(
                    value
                      .split(",")
                      .filter((part) => part.trim() !== name)
                      .join(","),
                  )
                }
                aria-label={`Remove ${name}`}
                className="inline-flex min-h-8 items-center gap-1 rounded-full border border-red-700 bg-red-50 px-3 py-1 text-sm text-red-900 focus-visible:outline-2 focus-visible:outline-sea-700"
              >
                {name}
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {AMENITY_CATEGORIES.map((category) => {
        const shown = AMENITIES.filter((amenity) => amenity.category === category && matches(amenity.id));
        return (
          <details
            key={category}
            open={OPEN_AT_FIRST.has(category) || (needle !== "" && shown.length > 0)}
            className="group rounded-md border border-slate-200"
          >
            <summary className="flex min-h-10 cursor-pointer list-none items-center justify-between px-3 py-2 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-sea-700 [&::-webkit-details-marker]:hidden">
              {label(i18n, "amenityCategory", category)}
              <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            <div className="grid gap-1 px-3 pb-3 sm:grid-cols-2">
              {shown.length === 0 && <p className="text-sm text-slate-700">No matching amenities.</p>}
              {shown.map((amenity) => (
                <label
                  key={amenity.id}
                  htmlFor={`${id}-${amenity.id}`}
                  className="flex min-h-10 cursor-pointer items-center gap-2 rounded px-2 text-sm text-slate-900 hover:bg-slate-50"
                >
                  <input
                    id={`${id}-${amenity.id}`}
                    type="checkbox"
                    checked={selected.has(amenity.id)}
                    onChange={(event) => toggle(amenity.id, event.target.checked)}
                    className="size-4 accent-sea-700"
                  />
                  <AmenityIcon id={amenity.id} />
                  {nameOf(amenity.id)}
                </label>
              ))}
            </div>
          </details>
        );
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

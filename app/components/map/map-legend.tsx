import { ChevronDown } from "#app/components/ui/icons.tsx";
import { useId, useState } from "react";
import type { SeaShade } from "#core/sea/calm.ts";
import type { CalmDay } from "#core/contract/filters.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { MIX_ORDER } from "#app/lib/map/map-view.ts";
import { PIN_BODY, VERDICT_PIN_COLOURS, VERDICT_PIN_MARKS } from "./verdict-marks.ts";

// The key to the markers' colours (leaflet-beach-map.ts colours them by the day's sea verdicts,
// filtered or not). A strip along the top of the map's box, above the map itself rather than over
// it, so it never hides a pin or a cluster whatever the language and width; its title is a button
// that folds the key away to one line.

/** A small copy of a marker's pin, with the same colour and mark. */
function PinSwatch({ shade }: { shade: SeaShade }) {
  const mark = VERDICT_PIN_MARKS[shade];
  return (
    <svg
      viewBox="0 0 28 36"
      width="14"
      height="18"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${VERDICT_PIN_COLOURS[shade]}`}
    >
      <path d={PIN_BODY} fill="currentColor" stroke="#fff" strokeWidth="2" />
      {mark.filled ? (
        <path d={mark.d} fill="#fff" />
      ) : (
        <path
          d={mark.d}
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}

/** What a map of calm beaches alone can show: calm, and calm under a strong wind from the land. */
const CALM_SHADES: readonly SeaShade[] = ["calm", "calm-caution"];

interface MapLegendProps {
  /** The day the markers' verdicts are for. */
  day: CalmDay;
  /** The `calm` filter is on: only calm beaches are on the map. */
  calmOnly: boolean;
  /** False when the last answer carried no verdicts (no forecast to read): the markers are plain. */
  available: boolean;
}

export function MapLegend({ day, calmOnly, available }: MapLegendProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(true);
  const keyId = useId();
  return (
    <section
      aria-label={t("pages.map.legend")}
      className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-0.5 border-b border-slate-300 bg-white px-2 py-1 text-xs text-slate-900"
    >
      <h2 className="text-sm font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={keyId}
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-6 items-center gap-1 rounded px-1 hover:text-sea-700 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sea-900"
        >
          {t(`pages.map.legendTitle.${day}`)}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          />
        </button>
      </h2>
      <div id={keyId} hidden={!open} className="contents">
        {available ? (
          <ul className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
            {(calmOnly ? CALM_SHADES : MIX_ORDER).map((shade) => (
              <li key={shade} className="flex items-center gap-1 font-medium">
                <PinSwatch shade={shade} />
                {shade === "calm-caution"
                  ? t("pages.map.legendCalmCaution")
                  : t(`beach.sea.verdict.${shade}`)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{t("pages.map.legendNoForecast")}</p>
        )}
        {available && calmOnly && <p className="text-slate-700">{t(`pages.map.legendNote.${day}`)}</p>}
      </div>
    </section>
  );
}

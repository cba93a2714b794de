import type { CalmVerdict } from "../../../core/calm.ts";
import type { CalmDay } from "../../../core/filters.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { PIN_BODY, VERDICT_PIN_COLOURS, VERDICT_PIN_MARKS } from "./verdict-marks.ts";

// The key to the markers' colours while the `calm` filter is on (leaflet-beach-map.ts colours them by
// each day's sea verdict). It sits over the map's bottom right corner, clear of the zoom buttons (top
// left), Near me (bottom left) and the tile credit (along the bottom edge). Text only: nothing in it
// takes focus.

const LEGEND_VERDICTS: readonly CalmVerdict[] = ["calm", "choppy", "rough", "unknown"];

/** A small copy of a marker's pin, with the same colour and mark. */
function PinSwatch({ verdict }: { verdict: CalmVerdict }) {
  const mark = VERDICT_PIN_MARKS[verdict];
  return (
    <svg
      viewBox="0 0 28 36"
      width="16"
      height="20"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${VERDICT_PIN_COLOURS[verdict]}`}
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

export function MapLegend({ day }: { day: CalmDay }) {
  const { t } = useI18n();
  return (
    <section
      aria-label={t("pages.map.legend")}
      className="absolute right-3 bottom-8 z-[1000] w-48 rounded-lg border border-slate-300 bg-white/95 px-3 py-2 text-xs text-slate-900 shadow-md sm:w-60"
    >
      <h2 className="text-sm font-semibold">{t(`pages.map.legendTitle.${day}`)}</h2>
      <ul className="mt-1 grid grid-cols-2 gap-x-2 gap-y-1">
        {LEGEND_VERDICTS.map((verdict) => (
          <li key={verdict} className="flex items-center gap-1.5 font-medium">
            <PinSwatch verdict={verdict} />
            {t(`beach.sea.verdict.${verdict}`)}
          </li>
        ))}
      </ul>
      <p className="mt-1.5 text-slate-700">{t(`pages.map.legendNote.${day}`)}</p>
    </section>
  );
}

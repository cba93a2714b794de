import { shelteredFromSchema } from "#core/contract/beach-schema.ts";
import { TriangleAlert } from "#app/components/ui/beach-icons.tsx";
import { seaShade, type SeaShade } from "#core/sea/calm.ts";
import {
  beachConditions,
  conditionsIn,
  seaLabelIn,
  type ForecastHourInput,
  type MarineGap,
} from "#core/sea/conditions.ts";
import type { Translator } from "#core/i18n/translator.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";

/**
 * Today's stored forecast at a saved beach, as the beach form's loader reads it through the forecast
 * service (server/forecast/forecast.service.ts, forecastForBeaches): the hours only, so the browser
 * can rate them again as the form changes.
 */
export interface TodaysForecast {
  state: "fresh" | "stale" | "missing";
  marineGap: MarineGap | null;
  /** Today's Greek date and its stored hours; null when nothing is stored. */
  today: { date: string; hours: readonly ForecastHourInput[] } | null;
}

/** The coast facts the rating reads, as the form stands or as they are saved. */
export interface PreviewExposure {
  facingDeg: number | null;
  fetchKm: readonly number[] | null;
  /** The form's value: 'N,NNE'. */
  shelteredFrom: string;
}

/** Never green with a caution: a calm day under a strong wind from the land is shown apart. */
const VERDICT_LOOK: Record<SeaShade, string> = {
  calm: "border-emerald-700 bg-emerald-50 text-emerald-900",
  "calm-caution": "border-orange-700 bg-orange-50 text-orange-950",
  choppy: "border-amber-700 bg-amber-50 text-amber-900",
  rough: "border-red-700 bg-red-50 text-red-900",
  unknown: "border-slate-400 bg-slate-50 text-slate-900",
};

/** The day's sea with these coast facts, rated as the public site rates it (core/sea/conditions.ts). */
function rateToday(forecast: TodaysForecast, exposure: PreviewExposure, i18n: Translator) {
  const sectors = shelteredFromSchema.safeParse(exposure.shelteredFrom);
  const facts = beachConditions({
    state: forecast.state,
    fetchedAt: null,
    ageMs: null,
    marineGap: forecast.marineGap,
    days: forecast.today ? [forecast.today] : [],
    exposure: {
      facingDeg: exposure.facingDeg,
      fetchKm: exposure.fetchKm,
      shelteredFrom: sectors.success ? sectors.data : null,
    },
  });
  const conditions = conditionsIn(facts, i18n);
  const day = conditions.days[0] ?? null;
  const verdict = day?.verdict ?? "unknown";
  const caution = day?.caution ?? null;
  return {
    notice: conditions.notice,
    day,
    shade: seaShade(verdict, caution),
    // The words of the site's badge: 'Calm water today · strong wind from land: inflatables drift out'.
    headline: seaLabelIn(verdict, "today", i18n, caution) ?? "No verdict today",
  };
}

/**
 * "With these settings: Calm today": what today's verdict at this beach would be with the facing and
 * the sheltered winds as the form holds them now, recomputed at every tick from the stored forecast,
 * and what it is with the saved ones when that differs. Rendered on the server too, so the form
 * shows it before the page's script runs. A beach not saved yet, or one without a stored forecast,
 * says so.
 */
export function VerdictPreview({
  forecast,
  current,
  saved,
}: {
  /** Null for a beach not saved yet: no forecast is stored for a position until it is. */
  forecast: TodaysForecast | null;
  current: PreviewExposure;
  saved: PreviewExposure | null;
}) {
  const i18n = useI18n();
  const title = "With these settings";
  let shade: SeaShade = "unknown";
  let word: string;
  const details: string[] = [];
  let warning: string | null = null;
  let savedWord: string | null = null;
  if (forecast === null) {
    word = "No forecast";
    details.push("A beach gets its forecast once it is saved.");
  } else if (forecast.state === "missing" || forecast.today === null) {
    word = "No forecast";
    details.push("No forecast is stored for this beach right now.");
  } else {
    const rated = rateToday(forecast, current, i18n);
    const { notice, day, headline } = rated;
    shade = rated.shade;
    word = headline;
    if (current.facingDeg === null)
      details.push("Which way the beach faces is not known, so there is no verdict.");
    else if (day) {
      details.push(day.summary);
      if (day.explanation) details.push(day.explanation);
      if (notice === "no-sea-data")
        details.push("No sea forecast here: the verdict rests on the wind alone.");
    }
    warning = day?.offshore_warning ?? null;
    if (saved) {
      const before = rateToday(forecast, saved, i18n).headline;
      if (before !== headline) savedWord = before;
    }
  }
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={`flex flex-col gap-1 rounded-md border-l-4 p-3 text-sm ${VERDICT_LOOK[shade]}`}
    >
      <p>
        {title}: <strong className="font-semibold">{word}</strong>
      </p>
      {details.map((detail) => (
        <p key={detail}>{detail}</p>
      ))}
      {warning && (
        <p className="flex items-start gap-2 font-medium">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {warning}
        </p>
      )}
      {savedWord && <p>With the saved settings: {savedWord}</p>}
    </div>
  );
}

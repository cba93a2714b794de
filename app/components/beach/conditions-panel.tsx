import { TriangleAlert } from "#app/components/ui/beach-icons.tsx";
import {
  compassPointIn,
  type BeachConditions,
  type ConditionsDay,
  type ConditionsHour,
} from "#core/sea/conditions.ts";
import { useState } from "react";
import { useI18n, type I18n } from "#app/lib/i18n/i18n.tsx";
import { ControlledTabs } from "../ui/tabs.tsx";
import { SEA_PANEL_ID } from "#app/lib/browse/beach-page.ts";

const VERDICT_LOOK: Record<ConditionsDay["verdict"], string> = {
  calm: "bg-emerald-50 text-emerald-900 border-emerald-200",
  choppy: "bg-amber-50 text-amber-900 border-amber-200",
  rough: "bg-red-50 text-red-900 border-red-200",
  unknown: "bg-slate-50 text-slate-800 border-slate-200",
};

/**
 * The wind against the beach: the arrow points where the wind blows (from its direction across the
 * circle), the blue wedge on the rim is the way the beach faces, out to sea. The text beside it says
 * the same, so the drawing is hidden from screen readers.
 */
function WindArrow({ fromDeg, facingDeg }: { fromDeg: number | null; facingDeg: number | null }) {
  return (
    <svg viewBox="-12 -12 24 24" className="size-5 shrink-0 sm:size-6" aria-hidden="true">
      <circle r="10.5" fill="none" stroke="#cbd5e1" strokeWidth="1" />
      {facingDeg !== null && (
        <path d="M -3.5 -11.5 L 3.5 -11.5 L 0 -7.5 Z" fill="#0a6280" transform={`rotate(${facingDeg})`} />
      )}
      {fromDeg !== null && (
        <path
          d="M 0 -7 L 0 7 M -3.5 3 L 0 7 L 3.5 3"
          fill="none"
          stroke="#0f172a"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          transform={`rotate(${fromDeg})`}
        />
      )}
    </svg>
  );
}

/** 'N 34 km/h, gusts 48, 5 Bft', breaking after the speed on a narrow screen. */
function WindText({ text }: { text: string }) {
  const [speed, ...rest] = text.split(", ");
  if (rest.length === 0) return <span>{text}</span>;
  return (
    <span>
      <span className="whitespace-nowrap">{speed},</span>{" "}
      <span className="whitespace-nowrap">{rest.join(", ")}</span>
    </span>
  );
}

/** One decimal, as the page's language writes it; a dash when unknown. */
const orDash = (value: number | null, i18n: I18n) =>
  value === null
    ? "–"
    : i18n.locale === "en"
      ? value.toFixed(1)
      : i18n.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function HourRow({
  hour,
  facingDeg,
  full,
}: {
  hour: ConditionsHour;
  facingDeg: number | null;
  full: boolean;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className="py-2 pr-2 sm:pr-3 text-left font-medium tabular-nums">
        {hour.time}
      </th>
      <td className="py-2 pr-2 sm:pr-3">
        <span className="flex items-center gap-2">
          <WindArrow fromDeg={hour.wind_from_deg} facingDeg={facingDeg} />
          <WindText text={hour.wind_text} />
        </span>
      </td>
      {full && (
        <>
          <td className="py-2 pr-2 sm:pr-3 tabular-nums">{orDash(hour.shore_wave_m, i18n)}</td>
          <td className="py-2 pr-2 sm:pr-3 tabular-nums">{orDash(hour.sea_temperature_c, i18n)}</td>
          <td className="py-2 whitespace-nowrap">
            {t(`beach.sea.verdict.${hour.verdict}`)}
            {hour.offshore_warning && (
              <>
                <TriangleAlert aria-hidden="true" className="ml-1 inline size-4 text-amber-700" />
                <span className="sr-only">{t("beach.sea.offshoreHour")}</span>
              </>
            )}
          </td>
        </>
      )}
    </tr>
  );
}

function DayConditions({ day, facingDeg }: { day: ConditionsDay; facingDeg: number | null }) {
  // Without the facing there is no verdict to give: the wind alone.
  const full = facingDeg !== null;
  const { t } = useI18n();
  // The key's end is the day: two t() calls in a ternary would minify to a catalogue-like `"key":`.
  const dayName = t(`beach.sea.${day.day}`);
  const dayWord = t(`beach.sea.day.${day.day}`);
  return (
    <div className="flex flex-col gap-3">
      {full && (
        <div className={`rounded-lg border p-3 ${VERDICT_LOOK[day.verdict]}`}>
          <p className="text-lg font-semibold">{day.headline}</p>
          <p>{day.summary}</p>
          {day.explanation && <p className="text-sm">{day.explanation}</p>}
        </div>
      )}
      {day.offshore_warning && (
        <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {day.offshore_warning}
        </p>
      )}
      {day.hours.length === 0 ? (
        <p className="text-slate-700">{t("beach.sea.noHours", { day: dayWord })}</p>
      ) : (
        <div
          role="region"
          aria-label={t("beach.sea.hourly", { day: dayWord })}
          tabIndex={0}
          className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-sea-700"
        >
          <table className="w-full text-xs sm:text-sm">
            <caption className="sr-only">
              {t("beach.sea.caption", {
                day: dayName,
                from: day.hours[0]!.time,
                to: day.hours[day.hours.length - 1]!.time,
              })}
            </caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="py-1 pr-2 sm:pr-3 font-medium">
                  {t("beach.sea.col.time")}
                </th>
                <th scope="col" className="py-1 pr-2 sm:pr-3 font-medium">
                  {t("beach.sea.col.wind")}
                </th>
                {full && (
                  <>
                    <th scope="col" className="py-1 pr-2 sm:pr-3 font-medium">
                      {t("beach.sea.col.waves")}
                    </th>
                    <th scope="col" className="py-1 pr-2 sm:pr-3 font-medium">
                      {t("beach.sea.col.sea")}
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      {t("beach.sea.col.verdict")}
                    </th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {day.hours.map((hour) => (
                <HourRow key={hour.time} hour={hour} facingDeg={facingDeg} full={full} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * "Sea today" (or "Sea tomorrow", as its tab says): the day's verdict and the hours, from the stored
 * forecast; nothing when it is off.
 */
export function ConditionsPanel({
  conditions,
  updated,
}: {
  conditions: BeachConditions | null;
  /** 'Updated 2 hours ago', worked out by the loader. */
  updated: string | null;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const [shown, setShown] = useState<ConditionsDay["day"]>("today");
  if (!conditions) return null;
  const facing = conditions.facing_deg;
  return (
    <section
      id={SEA_PANEL_ID}
      aria-labelledby="sea-title"
      className="flex scroll-mt-4 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="sea-title" className="text-xl font-semibold text-slate-900">
        {t(`beach.sea.title.${shown}`)}
      </h2>
      {conditions.state === "missing" ? (
        <p className="text-slate-700">{conditions.notice_text}</p>
      ) : (
        <>
          {conditions.notice_text && <p className="text-slate-700">{conditions.notice_text}</p>}
          <ControlledTabs
            label={t("beach.sea.forecastDay")}
            value={shown}
            onValueChange={(value) => setShown(value === "tomorrow" ? "tomorrow" : "today")}
            tabs={conditions.days.map((day) => ({
              value: day.day,
              label: t(`beach.sea.${day.day}`),
              content: <DayConditions day={day} facingDeg={facing} />,
            }))}
          />
          <p className="text-sm text-slate-700">
            {facing !== null && t("beach.sea.legend", { point: compassPointIn(facing, i18n) })}
            {updated && <>{updated}. </>}
            <a href={conditions.source_url} className="font-medium text-sea-700 underline" rel="noopener">
              {t("beach.sea.source")}
            </a>{" "}
            ({conditions.licence})
          </p>
        </>
      )}
    </section>
  );
}

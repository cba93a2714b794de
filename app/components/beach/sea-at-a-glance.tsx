import { ArrowDown, TriangleAlert, Wind } from "#app/components/ui/beach-icons.tsx";
import { Link } from "react-router";
import { seaShade, type SeaShade } from "#core/sea/calm.ts";
import { seaIn, seaLabelIn, type ConditionsDay, type SeaFacts } from "#core/sea/conditions.ts";
import { nameIn } from "#core/i18n/names.ts";
import type { PublicBeach } from "#core/contract/public-records.ts";
import { beachPath } from "#core/contract/slug.ts";
import { SEA_PANEL_ID } from "#app/lib/browse/beach-page.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { formatDistanceIn } from "../beach-card.tsx";
import { seaIcon, VERDICT_STYLES } from "../sea-badge.tsx";

/** The badge's colours, as the cards' (never colour alone: words and an icon beside them). */
const SHADE_LOOK: Record<SeaShade, string> = {
  ...VERDICT_STYLES,
  unknown: "bg-slate-100 text-slate-800 ring-slate-700/20",
};

/**
 * Today's sea on the page's first screen: the verdict in words, the wind in words, the caution when
 * there is one, a jump to the hours; on a rough or cautioned day, the calm beaches nearby. The card's
 * stored verdict speaks (the same words as the lists and the map); without it, the day of the
 * forecast the panel below shows.
 */
export function SeaAtAGlance({
  sea,
  day,
  notice,
  calmNearby,
  from,
}: {
  /** Today's stored verdict, as the cards show it; null when none is stored. */
  sea: SeaFacts | null;
  /** Today's forecast day, worded in the page's language; absent when the forecast is missing. */
  day: ConditionsDay | undefined;
  /** Why the forecast is missing, in the page's language. */
  notice: string | null;
  /** The calm beaches nearby on a rough or cautioned day, and how far they were looked for; null when not offered. */
  calmNearby: { beaches: PublicBeach[]; radiusKm: number } | null;
  /** The beach's name, which the distances are measured from. */
  from: string;
}) {
  const i18n = useI18n();
  const { t, href, locale } = i18n;
  const worded = sea ? seaIn(sea, i18n) : null;
  const verdict = worded?.verdict ?? day?.verdict ?? "unknown";
  const caution = worded ? (worded.caution ?? null) : (day?.caution ?? null);
  const shade = seaShade(verdict, caution);
  const dayWord = t("beach.sea.day.today");
  const headline =
    shade === "calm-caution"
      ? t("beach.sea.calmWater", { day: dayWord })
      : (seaLabelIn(verdict, "today", i18n) ??
        t("beach.sea.headline", { verdict: t("beach.sea.verdict.unknown"), day: dayWord }));
  const Icon = seaIcon({ verdict, caution });
  const cautionText =
    worded?.caution_text ?? (caution ? t(`beach.sea.caution.${caution}.text`) : null) ?? null;
  return (
    <section
      aria-labelledby="glance-title"
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="glance-title" className="sr-only">
        {t("beach.glance.title")}
      </h2>
      {!day && !worded ? (
        <p className="text-slate-700">{notice}</p>
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span
              className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-base font-semibold ring-1 ${SHADE_LOOK[shade]}`}
            >
              <Icon aria-hidden="true" className="size-4" />
              {headline}
            </span>
            {day && day.summary !== headline && <span className="text-slate-800">{day.summary}</span>}
          </p>
          {worded && (
            <p className="flex items-center gap-2 text-slate-800">
              <Wind aria-hidden="true" className="size-4 shrink-0 text-sea-700" />
              {worded.wind}
            </p>
          )}
          {cautionText && (
            <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm font-medium text-amber-950">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="sr-only">{t("beach.sea.caution.label")}: </span>
                {cautionText}
              </span>
            </p>
          )}
          {calmNearby && (
            <div aria-labelledby="calm-nearby-title" role="group" className="flex flex-col gap-1">
              <h3 id="calm-nearby-title" className="text-sm font-semibold text-slate-900">
                {t("beach.calmNearby.title")}
              </h3>
              {calmNearby.beaches.length === 0 ? (
                <p className="text-sm text-slate-700">
                  {t("beach.calmNearby.none", { km: calmNearby.radiusKm })}
                </p>
              ) : (
                <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {calmNearby.beaches.map((other) => (
                    <li key={other.id}>
                      <Link
                        to={href(beachPath(other.area_slug, other.slug))}
                        className="font-medium text-sea-700 underline"
                      >
                        {nameIn(other, locale)}
                      </Link>{" "}
                      <span className="text-slate-700">
                        {other.distance_km !== undefined && formatDistanceIn(other.distance_km, i18n)}
                        <span className="sr-only">{t("beach.card.distanceFrom", { place: from })}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {day && (
            <a
              href={`#${SEA_PANEL_ID}`}
              className="inline-flex w-fit items-center gap-1 text-sm font-medium text-sea-700 underline"
            >
              {t("beach.glance.hourly")}
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          )}
        </>
      )}
    </section>
  );
}

import { Accessibility } from "#app/components/ui/page-icons.tsx";
import { ACCESS_FLAGS, type AccessFacts } from "#core/access/access.ts";
import { formatAccessFlag, formatArrival } from "#core/access/access-wording.ts";
import { label } from "#core/i18n/labels.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";

/** The yes/no facts the block lists; "also by boat" is said with the way in. */
const LISTED_FLAGS = ACCESS_FLAGS.filter((flag) => flag !== "by_boat");

/**
 * "Getting there and access" on the beach page: each known fact in words, then one line naming what
 * is "Not known yet", never shown as no (ADR 035). With nothing known, one line says so.
 */
export function BeachAccess({ access }: { access: AccessFacts }) {
  const i18n = useI18n();
  const { t, locale, list } = i18n;
  const rows: [string, string | null][] = [
    [t("beach.access.gettingThere"), access.arrival === null ? null : formatArrival(access, i18n)],
    [
      t("beach.access.wheelchair"),
      access.wheelchair === null ? null : label(i18n, "wheelchair", access.wheelchair),
    ],
    ...LISTED_FLAGS.map((flag): [string, string | null] => [
      label(i18n, "accessFlag", flag),
      access[flag] === null ? null : formatAccessFlag(access[flag], i18n),
    ]),
  ];
  const known = rows.filter((row): row is [string, string] => row[1] !== null);
  const unknown = rows.filter(([, value]) => value === null).map(([term]) => term);
  return (
    <section aria-labelledby="access-title">
      <h2 id="access-title" className="mb-3 flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Accessibility aria-hidden="true" className="size-5 text-sea-700" />
        {t("beach.access.title")}
      </h2>
      {known.length === 0 ? (
        <p className="text-slate-700">{t("beach.access.nothingKnown")}</p>
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
            {known.map(([term, value]) => (
              <div key={term} className="flex flex-col">
                <dt className="text-sm text-slate-600">{term}</dt>
                <dd className="font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          {unknown.length > 0 && (
            // One line for what nobody has told us yet: unknown, never a no.
            <p className="mt-3 text-sm text-slate-700">
              <span className="font-semibold">{t("access.unknown")}:</span>{" "}
              {locale === "en" ? unknown.join(", ") : list(unknown)}.
            </p>
          )}
        </>
      )}
    </section>
  );
}

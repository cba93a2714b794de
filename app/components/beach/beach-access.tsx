import { Accessibility } from "lucide-react";
import {
  ACCESS_FLAG_LABELS,
  ACCESS_FLAGS,
  ACCESS_UNKNOWN_TEXT,
  formatAccessFlag,
  formatArrival,
  WHEELCHAIR_ACCESS_LABELS,
  type AccessFacts,
} from "../../../core/access.ts";

/** The yes/no facts the block lists; "also by boat" is said with the way in. */
const LISTED_FLAGS = ACCESS_FLAGS.filter((flag) => flag !== "by_boat");

/**
 * "Getting there and access" on the beach page: each fact in words, an unknown one as "Not known
 * yet" and never as no (ADR 035). With nothing known, one line says so instead of a column of
 * unknowns.
 */
export function BeachAccess({ access }: { access: AccessFacts }) {
  const known = Object.values(access).some((value) => value !== null);
  const rows: [string, string][] = [
    ["Getting there", formatArrival(access)],
    [
      "Wheelchair access",
      access.wheelchair === null ? ACCESS_UNKNOWN_TEXT : WHEELCHAIR_ACCESS_LABELS[access.wheelchair],
    ],
    ...LISTED_FLAGS.map((flag): [string, string] => [
      ACCESS_FLAG_LABELS[flag],
      formatAccessFlag(access[flag]),
    ]),
  ];
  return (
    <section aria-labelledby="access-title">
      <h2 id="access-title" className="mb-3 flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Accessibility aria-hidden="true" className="size-5 text-sea-700" />
        Getting there and access
      </h2>
      {known ? (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
          {rows.map(([term, value]) => (
            <div key={term} className="flex flex-col">
              <dt className="text-sm text-slate-600">{term}</dt>
              <dd
                className={
                  value === ACCESS_UNKNOWN_TEXT ? "text-slate-600 italic" : "font-medium text-slate-900"
                }
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-slate-700">
          We don't know yet how to get to this beach or how accessible it is. If you do, please tell us with
          Feedback above.
        </p>
      )}
    </section>
  );
}

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
 * "Getting there and access" on the beach page: each known fact in words, then one line naming what
 * is "Not known yet", never shown as no (ADR 035). With nothing known, one line says so.
 */
export function BeachAccess({ access }: { access: AccessFacts }) {
  const rows: [string, string | null][] = [
    ["Getting there", access.arrival === null ? null : formatArrival(access)],
    ["Wheelchair access", access.wheelchair === null ? null : WHEELCHAIR_ACCESS_LABELS[access.wheelchair]],
    ...LISTED_FLAGS.map((flag): [string, string | null] => [
      ACCESS_FLAG_LABELS[flag],
      access[flag] === null ? null : formatAccessFlag(access[flag]),
    ]),
  ];
  const known = rows.filter((row): row is [string, string] => row[1] !== null);
  const unknown = rows.filter(([, value]) => value === null).map(([term]) => term);
  return (
    <section aria-labelledby="access-title">
      <h2 id="access-title" className="mb-3 flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Accessibility aria-hidden="true" className="size-5 text-sea-700" />
        Getting there and access
      </h2>
      {known.length === 0 ? (
        <p className="text-slate-700">
          We don't know yet how to get to this beach or how accessible it is. If you do, please tell us with
          Feedback above.
        </p>
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
              <span className="font-semibold">{ACCESS_UNKNOWN_TEXT}:</span> {unknown.join(", ")}.
            </p>
          )}
        </>
      )}
    </section>
  );
}

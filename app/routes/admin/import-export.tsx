import { Check } from "#app/components/ui/icons.tsx";
import { Copy } from "#app/components/ui/page-icons.tsx";
import { Download } from "#app/components/admin/icons.tsx";
import { useState } from "react";
import {
  ACCESS_FLAGS,
  ARRIVALS,
  WALK_MINUTES_MAX,
  WHEELCHAIR_ACCESS,
  type AccessFlag,
} from "#core/access/access.ts";
import { CSV_UNKNOWN } from "#core/access/access-form.ts";
import { AMENITY_IDS } from "#core/contract/amenities.ts";
import { CSV_COLUMN_HINT, CSV_COLUMNS } from "#core/contract/csv-row.ts";
import { ImportDialog } from "#app/components/admin/import-dialog.tsx";
import { BEACH_TYPES, isOneOf, PARKING_OPTIONS, STATUSES, WAVE_CONDITIONS } from "#core/contract/enums.ts";
import { label } from "#core/i18n/labels.ts";
import type { Translator } from "#core/i18n/translator.ts";
import { buttonClass, Card } from "#app/components/admin/kit.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { requireAdmin } from "#app/lib/admin/admin.server.ts";
import { downloadBeachesCsv, EXPORT_PATH } from "#app/lib/admin/csv-transfer.ts";
import { adminMeta } from "#app/lib/site/page-meta.ts";
import { useCopy } from "#app/components/ui/use-copy.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { useHydrated } from "#app/lib/site/use-hydrated.ts";
import type { Route } from "./+types/import-export";

export const meta = () => adminMeta("Import & Export");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

/** The access facts' rule, said once for each of their columns. */
const KEEP_OR_CLEAR = `; ${CSV_UNKNOWN}: not known (clears it); blank, or a file without the column: keeps what is stored`;
const YES_NO = `optional: yes or no (true or false also read)${KEEP_OR_CLEAR}`;
const ACCESS_COLUMN_TYPES = {
  wheelchair: `optional: wheelchair access, one of ${WHEELCHAIR_ACCESS.join(", ")} (YES: step-free to the sand; LIMITED: partly, or with help)${KEEP_OR_CLEAR}`,
  arrival: `optional: how you get there, one of ${ARRIVALS.join(", ")}${KEEP_OR_CLEAR}`,
  walk_minutes: `optional: minutes on foot from where a car or bus stops, a whole number from 0 to ${WALK_MINUTES_MAX}, only with arrival FOOTPATH${KEEP_OR_CLEAR}`,
} as const;

/** What each column holds, for the format card; a yes/no access fact's is said by columnType. */
const COLUMN_TYPES: Record<Exclude<(typeof CSV_COLUMNS)[number], AccessFlag>, string> = {
  slug: "text: lowercase letters, digits and hyphens (blank: made from the name)",
  name: "text, required",
  area: "text: an area's name (Greek script and Greeklish spellings are accepted)",
  latitude: "number from -90 to 90",
  longitude: "number from -180 to 180",
  type: `one of ${BEACH_TYPES.join(", ")}`,
  wave_conditions: `one of ${WAVE_CONDITIONS.join(", ")}`,
  organized: "true or false",
  parking: `one of ${PARKING_OPTIONS.join(", ")}`,
  blue_flag: "true or false",
  amenities: "comma-separated amenity keys (below)",
  photo_url: "https URL",
  photo_source: "text",
  description: "text",
  source: "text",
  verified_at: "ISO date and time (YYYY-MM-DDTHH:mm:ssZ)",
  status: `one of ${STATUSES.join(", ")} (DRAFT when blank)`,
  facing_deg:
    "optional: which way the beach faces, degrees from 0 to 359.9 clockwise from north, set by hand; blank: worked out from the coastline; a file without the column keeps what is stored",
  sheltered_from:
    "optional: comma-separated compass points the beach is sheltered from (N, NNE, NE ... NNW); blank: none; a file without the column keeps what is stored",
  ...ACCESS_COLUMN_TYPES,
  name_el:
    "optional: the Greek name, text; blank, or a file without the column: keeps what is stored (the CSV never clears it: blank it in the beach form)",
  description_el:
    "optional: the Greek description, text; blank, or a file without the column: keeps what is stored (the CSV never clears it: blank it in the beach form)",
};

/** What a column holds: a yes/no access fact is named by its label, from the page's messages. */
function columnType(column: (typeof CSV_COLUMNS)[number], i18n: Pick<Translator, "t">): string {
  return isOneOf(ACCESS_FLAGS, column)
    ? `${label(i18n, "accessFlag", column)}, ${YES_NO}`
    : COLUMN_TYPES[column as Exclude<typeof column, AccessFlag>];
}

export default function ImportExportPage() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Import & Export</h1>
      <ExportCard />
      <Card
        title="Import CSV"
        titleId="import-csv"
        description="Create or update beaches from a CSV file, matched by slug. Nothing changes until every row is valid, and then all of it changes at once."
      >
        <div>
          <ImportDialog />
        </div>
      </Card>
      <FormatCard />
    </div>
  );
}

function ExportCard() {
  const hydrated = useHydrated();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const { count, fileName } = await downloadBeachesCsv();
      if (fileName === null) {
        toast({ title: "No Data", description: "No beaches found to export." });
        return;
      }
      toast({ title: "Export Successful", description: `Exported ${count} beaches to ${fileName}` });
    } catch (error) {
      toast({
        title: "Export Failed",
        description: error instanceof Error ? error.message : "Failed to download CSV",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      title="Export CSV"
      titleId="export-csv"
      description="Every beach, of every status, in the column order below: a file to edit and import again."
    >
      <div>
        {hydrated ? (
          <button
            type="button"
            onClick={() => void download()}
            disabled={busy}
            className={buttonClass("primary")}
          >
            <Download aria-hidden="true" className="size-4" />
            {busy ? "Exporting..." : "Export CSV"}
          </button>
        ) : (
          <a href={EXPORT_PATH} download className={buttonClass("primary")}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        )}
      </div>
    </Card>
  );
}

function FormatCard() {
  const hydrated = useHydrated();
  const toast = useToast();
  const { copied, copy } = useCopy(() => toast({ title: "Copied!" }));
  const i18n = useI18n();
  return (
    <Card
      title="Format requirements"
      titleId="csv-format"
      description="Columns in this order, with a header row."
    >
      <div className="flex flex-wrap items-center gap-2">
        <code className="rounded bg-slate-100 px-2 py-1 font-mono text-xs break-all text-slate-900">
          {CSV_COLUMN_HINT}
        </code>
        {hydrated && (
          <button
            type="button"
            aria-label={copied ? "Copied!" : "Copy the column list"}
            className={buttonClass("secondary", "min-h-9 px-3")}
            onClick={() => copy(CSV_COLUMN_HINT)}
          >
            {copied ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
          </button>
        )}
      </div>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 pr-3 font-semibold text-slate-900">
              Column
            </th>
            <th scope="col" className="py-2 font-semibold text-slate-900">
              Holds
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {CSV_COLUMNS.map((column) => (
            <tr key={column}>
              <th scope="row" className="py-1.5 pr-3 font-mono text-xs font-medium text-slate-900">
                {column}
              </th>
              <td className="py-1.5 text-slate-700">{columnType(column, i18n)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold text-slate-900">Allowed amenities</h3>
        <p className="font-mono text-xs break-words text-slate-800">{AMENITY_IDS.join(", ")}</p>
      </div>
    </Card>
  );
}

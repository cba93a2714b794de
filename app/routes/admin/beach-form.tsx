import { BadgeCheck } from "#app/components/ui/page-icons.tsx";
import { Save } from "#app/components/admin/icons.tsx";
import { useEffect, useMemo, useState } from "react";
import { data, Form, Link } from "react-router";
import { ACCESS_FLAGS, type AccessFlag } from "#core/access/access.ts";
import {
  BEACH_FORM_FIELD_LABELS,
  beachInputSchema,
  LATITUDE_MAX,
  LATITUDE_MIN,
  LONGITUDE_MAX,
  LONGITUDE_MIN,
  mapLegacyBeachValues,
  type BeachField,
} from "#core/contract/beach-schema.ts";
import { BEACH_TYPES, PARKING_OPTIONS, STATUSES, WAVE_CONDITIONS } from "#core/contract/enums.ts";
import { label, type LabelKind, type LabelValues } from "#core/i18n/labels.ts";
import type { Translator } from "#core/i18n/translator.ts";
import { generateAdminSlug } from "#core/contract/slug-from-name.ts";
import { AccessFields } from "#app/components/admin/access-fields.tsx";
import { AmenityPicker } from "#app/components/admin/amenity-picker.tsx";
import { CoastFacts, facingInUse } from "#app/components/admin/coast-facts.tsx";
import { CoordinatesMap } from "#app/components/admin/coordinates-map.tsx";
import { ShelteredFromPicker } from "#app/components/admin/sheltered-from-picker.tsx";
import { PhotoPreview } from "#app/components/admin/photo-preview.tsx";
import { VerdictPreview, type TodaysForecast } from "#app/components/admin/verdict-preview.tsx";
import {
  focusControl,
  followSlug,
  FormHeading,
  FormProblems,
  useRecordForm,
} from "#app/components/admin/form-kit.tsx";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import type { SaveFailure } from "#app/lib/admin/save-failure.ts";
import { buttonClass, controlClass, Field, formatDateTime } from "#app/components/admin/kit.tsx";
import { requireAdmin } from "#app/lib/admin/admin.server.ts";
import { adminMeta } from "#app/lib/site/page-meta.ts";
import { recordIdOf, saveRecordAction } from "#app/lib/admin/record-form.server.ts";
import type { Route } from "./+types/beach-form";

/** What the form edits: every field of the beach schema but the stored verification date. */
type FormField = Exclude<BeachField, "verified_at">;
type Values = Record<FormField, string>;

/**
 * A new beach's values: type OTHER, CALM waves, not organized, parking NONE, no Blue Flag, status
 * DRAFT, not marked verified; every other field blank.
 */
const EMPTY: Values = {
  name: "",
  name_el: "",
  area: "",
  area_id: "",
  latitude: "",
  longitude: "",
  facing_override_deg: "",
  sheltered_from: "",
  description: "",
  description_el: "",
  type: "OTHER",
  wave_conditions: "CALM",
  organized: "false",
  parking: "NONE",
  blue_flag: "false",
  // Access facts: blank is "Not known yet".
  wheelchair: "",
  arrival: "",
  walk_minutes: "",
  ...(Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, ""])) as Record<AccessFlag, string>),
  amenities: "",
  photo_url: "",
  photo_source: "",
  status: "DRAFT",
  slug: "",
  source: "",
  markVerified: "false",
};
/** In the order the form shows them: the first invalid one is the first on screen. */
const FIELDS = Object.keys(EMPTY) as FormField[];
const CHECKBOXES = new Set<FormField>(["organized", "blue_flag", "markVerified"]);
/** The fields' names; the access flags' are their labels, read from the page's messages. */
function fieldLabels(i18n: Pick<Translator, "t">): Record<FormField, string> {
  const flags = Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, label(i18n, "accessFlag", flag)]));
  return { ...BEACH_FORM_FIELD_LABELS, ...(flags as Record<AccessFlag, string>) } as Record<
    FormField,
    string
  >;
}

/** An enumeration's values and their labels, for a select. */
function valueLabels<K extends LabelKind>(
  i18n: Pick<Translator, "t">,
  kind: K,
  values: readonly LabelValues[K][],
): Record<string, string> {
  return Object.fromEntries(values.map((value) => [value, label(i18n, kind, value)]));
}

/** The draft's key in local storage: 'beach-form-draft-create', 'beach-form-draft-edit-{id}'. */
export const beachDraftKey = (id: number | null) =>
  `beach-form-draft-${id === null ? "create" : `edit-${id}`}`;

const STATUS_LABELS: Record<string, string> = { DRAFT: "Draft", HIDDEN: "Hidden", ACTIVE: "Active" };

/** The beach page's photo box (app/routes/public/beach.tsx), which the preview copies. */
const BEACH_PHOTO_WIDTH = 800;
const BEACH_PHOTO_HEIGHT = 450;

/** One click fills Photo Attribution with a common source; the admin adds the author. */
export const PHOTO_SOURCE_PRESETS = [
  "Unsplash",
  "Pexels",
  "Wikimedia Commons",
  "Creative Commons",
  "Public Domain",
  "User submitted",
] as const;

export const meta = ({ params }: Route.MetaArgs) => adminMeta(params.id ? "Edit Beach" : "Add Beach");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const areas = await context.backOffice.content.areaOptions();
  if (!params.id)
    return { id: null, version: null, verifiedAt: null, values: EMPTY, areas, coast: null, forecast: null };
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const [beach, forecasts] = await Promise.all([
    id === null ? null : context.backOffice.content.getBeach(id),
    // The stored forecast the public page rates (never the provider), whatever the beach's status.
    id === null ? null : context.services.forecast.forecastForBeaches([id]),
  ]);
  if (!beach) throw data("No such beach.", { status: 404 });
  const stored = forecasts?.get(beach.id);
  const forecast: TodaysForecast = {
    state: stored?.state ?? "missing",
    marineGap: stored?.marineGap ?? null,
    today: stored?.days[0] ?? null,
  };
  return { ...beach, values: mapLegacyBeachValues(beach.values as Values), areas, forecast };
}

export type BeachSaveFailure = SaveFailure<FormField>;

function valuesOf(form: FormData): Values {
  const values = Object.fromEntries(
    FIELDS.map((field) => {
      const raw = form.get(field);
      if (CHECKBOXES.has(field)) return [field, raw === "true" || raw === "on" ? "true" : "false"];
      // One box per wind direction, each sending its own value.
      if (field === "sheltered_from")
        return [
          field,
          form
            .getAll(field)
            .filter((v) => typeof v === "string")
            .join(","),
        ];
      return [field, typeof raw === "string" ? raw : ""];
    }),
  ) as Values;
  return mapLegacyBeachValues(values);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = recordIdOf(params.id);
  await requireAdmin(request, context);
  // Without JavaScript the hidden area name does not follow the select: the chosen id names the area.
  const areas = await context.backOffice.content.areaOptions();
  return saveRecordAction({
    request,
    context,
    id,
    read: (form) => {
      const values = valuesOf(form);
      values.area = areas.find((area) => String(area.id) === values.area_id)?.name ?? values.area;
      // 'Save & set ACTIVE' sets the status and submits (create mode).
      if (form.get("intent") === "activate") values.status = "ACTIVE";
      return values;
    },
    parse: (values) => beachInputSchema.safeParse(values),
    save: (input) => context.backOffice.content.saveBeach(input),
    noun: "Beach",
    listPath: "/admin/beaches",
    draftKey: beachDraftKey(id ?? null),
  });
}

export default function BeachForm({ loaderData, actionData }: Route.ComponentProps) {
  // A new version loaded (after a conflict) starts the form afresh.
  return (
    <BeachFormBody
      key={`${loaderData.id ?? "new"}-${loaderData.version ?? 0}`}
      loaded={loaderData}
      failure={actionData}
    />
  );
}

function BeachFormBody({
  loaded,
  failure,
}: {
  loaded: Route.ComponentProps["loaderData"];
  failure: BeachSaveFailure | undefined;
}) {
  const editing = loaded.id !== null;
  const i18n = useI18n();
  const fieldNames = useMemo(() => fieldLabels(i18n), [i18n]);
  const [advancedOpen, setAdvancedOpen] = useState(Boolean(failure?.errors.slug));
  const { values, set, errors, invalid, dirty, draft, saving, hydrated, formRef, control, check } =
    useRecordForm({
      loaded,
      failure,
      fields: FIELDS,
      labels: fieldNames,
      draftKey: beachDraftKey(loaded.id),
      schema: beachInputSchema,
      normalize: mapLegacyBeachValues,
      idPrefix: "beach",
      update: (current, field, value) => {
        const next = { ...current, [field]: value };
        if (field === "area_id")
          next.area = loaded.areas.find((area) => String(area.id) === value)?.name ?? "";
        return followSlug(current, next, editing, generateAdminSlug);
      },
      focus: (field, form) => {
        if (field === "amenities") {
          document.getElementById("beach-amenities-search")?.focus();
          return;
        }
        // The slug's section may have to open first.
        if (field === "slug") setAdvancedOpen(true);
        window.requestAnimationFrame(() => focusControl(form, field === "area" ? "area_id" : field));
      },
    });
  // The facing the compass draws and the verdict's preview rates: as the coast facts show it.
  const { facing } = facingInUse({
    saved: loaded.coast,
    latitude: values.latitude,
    longitude: values.longitude,
    override: values.facing_override_deg,
  });
  // The area's name and id are one choice on screen: a problem with either is the select's.
  const areaError = errors.area_id ?? errors.area;
  useEffect(() => {
    if (errors.slug) setAdvancedOpen(true);
  }, [errors.slug]);

  const checkbox = (field: FormField, label: string) => (
    <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-slate-900">
      <input
        type="checkbox"
        name={field}
        value="true"
        checked={values[field] === "true"}
        onChange={(event) => set(field, event.target.checked ? "true" : "false")}
        className="size-4 accent-sea-700"
      />
      {label}
    </label>
  );

  /** A coordinate typed as text, with its range (the schema's) as the hint. */
  const coordinate = (field: "latitude" | "longitude", min: number, max: number, example: string) => (
    <Field
      label={fieldNames[field]}
      id={`beach-${field}`}
      error={errors[field]}
      hint={`From ${min} to ${max}, e.g. ${example}`}
    >
      {(describedBy, bad) => (
        <input {...control(field, describedBy, bad)} inputMode="decimal" autoComplete="off" />
      )}
    </Field>
  );

  const select = (field: FormField, options: readonly string[], labels: Record<string, string>) => (
    <Field label={fieldNames[field]} id={`beach-${field.replaceAll("_", "-")}`} error={errors[field]}>
      {(describedBy, bad) => (
        <select {...control(field, describedBy, bad)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <FormHeading title={editing ? "Edit Beach" : "Add Beach"} restored={draft.restored} dirty={dirty} />
      <FormProblems
        invalid={invalid}
        labels={fieldNames}
        failure={failure}
        draftKey={beachDraftKey(loaded.id)}
      />
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          // 'Save & set ACTIVE' is checked with the status it will send.
          check(event, submitter?.value === "activate" ? { ...values, status: "ACTIVE" } : values);
        }}
      >
        {loaded.version !== null && <input type="hidden" name="version" value={loaded.version} />}
        <input type="hidden" name="area" value={values.area} />
        <Field label="Name" id="beach-name" error={errors.name}>
          {(describedBy, bad) => <input {...control("name", describedBy, bad)} />}
        </Field>
        <Field
          label="Name in Greek"
          id="beach-name-el"
          error={errors.name_el}
          hint="Optional, in Greek script."
        >
          {(describedBy, bad) => <input {...control("name_el", describedBy, bad)} lang="el" />}
        </Field>
        <Field label="Area" id="beach-area-id" error={areaError}>
          {(describedBy, bad) => (
            <select {...control("area_id", describedBy, bad)}>
              <option value="">Select an area</option>
              {loaded.areas.map((area) => (
                <option key={area.id} value={String(area.id)}>
                  {area.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          {coordinate("latitude", LATITUDE_MIN, LATITUDE_MAX, "36.7473")}
          {coordinate("longitude", LONGITUDE_MIN, LONGITUDE_MAX, "24.4322")}
        </div>
        <CoordinatesMap
          latitude={values.latitude}
          longitude={values.longitude}
          onPick={(latitude, longitude) => {
            set("latitude", latitude);
            set("longitude", longitude);
          }}
          skipTo="beach-description"
        />
        <CoastFacts
          saved={loaded.coast}
          latitude={values.latitude}
          longitude={values.longitude}
          override={values.facing_override_deg}
        >
          <Field
            label="Facing set by hand (degrees)"
            id="beach-facing-override-deg"
            error={errors.facing_override_deg}
            hint="Blank: the computed facing. Otherwise 0 to 359.9, clockwise from north (90 is east, 180 south). It stays when the beach moves."
          >
            {(describedBy, bad) => (
              <input
                {...control("facing_override_deg", describedBy, bad)}
                inputMode="decimal"
                autoComplete="off"
                className={`${controlClass} max-w-40`}
              />
            )}
          </Field>
          <ShelteredFromPicker
            value={values.sheltered_from}
            onChange={(value) => set("sheltered_from", value)}
            error={errors.sheltered_from}
            idPrefix="beach-sheltered-from"
            facingDeg={facing}
          >
            <VerdictPreview
              forecast={loaded.forecast}
              current={{
                facingDeg: facing,
                fetchKm: loaded.coast?.fetchKm ?? null,
                shelteredFrom: values.sheltered_from,
              }}
              saved={
                loaded.coast && {
                  facingDeg: loaded.coast.facingDeg,
                  fetchKm: loaded.coast.fetchKm,
                  shelteredFrom: loaded.values.sheltered_from,
                }
              }
            />
          </ShelteredFromPicker>
        </CoastFacts>
        <Field label="Description" id="beach-description" error={errors.description}>
          {(describedBy, bad) => <textarea {...control("description", describedBy, bad)} rows={4} />}
        </Field>
        <Field label="Description in Greek" id="beach-description-el" error={errors.description_el}>
          {(describedBy, bad) => (
            <textarea {...control("description_el", describedBy, bad)} rows={4} lang="el" />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          {select("type", BEACH_TYPES, valueLabels(i18n, "beachType", BEACH_TYPES))}
          {select("wave_conditions", WAVE_CONDITIONS, valueLabels(i18n, "waveCondition", WAVE_CONDITIONS))}
          {select("parking", PARKING_OPTIONS, valueLabels(i18n, "parking", PARKING_OPTIONS))}
        </div>
        <div className="flex flex-wrap gap-x-6">
          {checkbox("organized", "Organized")}
          {checkbox("blue_flag", "Blue flag")}
        </div>
        <AccessFields control={control} errors={errors} labels={fieldNames} idPrefix="beach" />
        {editing && (
          <div className="flex flex-col gap-1 rounded-md border border-slate-200 bg-slate-50 p-3">
            <p className="flex items-center gap-2 text-sm text-slate-900">
              <BadgeCheck aria-hidden="true" className="size-4 text-sea-700" />
              {loaded.verifiedAt ? `Verified: ${formatDateTime(loaded.verifiedAt)}` : "Not verified"}
            </p>
            {checkbox("markVerified", "Mark as verified on save")}
          </div>
        )}
        <AmenityPicker
          value={values.amenities}
          onChange={(value) => set("amenities", value)}
          error={errors.amenities}
          errorId="beach-amenities-error"
          searchId="beach-amenities-search"
        />
        <Field label="Photo URL" id="beach-photo-url" error={errors.photo_url} hint="An https address">
          {(describedBy, bad) => (
            <input {...control("photo_url", describedBy, bad)} type="url" placeholder="https://" />
          )}
        </Field>
        <div className="flex flex-col gap-2">
          <Field label="Photo Attribution" id="beach-photo-source" error={errors.photo_source}>
            {(describedBy, bad) => <input {...control("photo_source", describedBy, bad)} />}
          </Field>
          <div role="group" aria-label="Quick fill Photo Attribution" className="flex flex-wrap gap-1">
            {PHOTO_SOURCE_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                className={buttonClass("secondary", "min-h-8 px-2 py-1 text-xs")}
                onClick={() => set("photo_source", preset)}
              >
                {preset}
              </button>
            ))}
          </div>
        </div>
        <PhotoPreview
          url={values.photo_url}
          credit={values.photo_source}
          alt={[values.name, values.area].filter(Boolean).join(", ")}
          width={BEACH_PHOTO_WIDTH}
          height={BEACH_PHOTO_HEIGHT}
        />
        {select("status", STATUSES, STATUS_LABELS)}
        <Field label="Source (optional)" id="beach-source" error={errors.source}>
          {(describedBy, bad) => <input {...control("source", describedBy, bad)} />}
        </Field>
        <details
          open={advancedOpen}
          onToggle={(event) => setAdvancedOpen(event.currentTarget.open)}
          className="rounded-md border border-slate-200"
        >
          <summary className="min-h-10 cursor-pointer px-3 py-2 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-sea-700">
            Advanced
          </summary>
          <div className="px-3 pb-3">
            <Field
              label="Slug"
              id="beach-slug"
              error={errors.slug}
              hint="Blank means auto-generate from name; must be unique. Only lowercase letters, numbers and hyphens."
            >
              {(describedBy, bad) => (
                <input
                  {...control("slug", describedBy, bad)}
                  placeholder="auto-generated from name"
                  className={`${controlClass} font-mono`}
                />
              )}
            </Field>
          </div>
        </details>
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={saving && hydrated} className={buttonClass("primary")}>
            <Save aria-hidden="true" className="size-4" />
            {saving ? "Saving…" : "Save"}
          </button>
          {!editing && (
            <button
              type="submit"
              name="intent"
              value="activate"
              disabled={saving && hydrated}
              className={buttonClass("secondary")}
            >
              Save & set ACTIVE
            </button>
          )}
          <Link to="/admin/beaches" className={buttonClass("secondary")}>
            Cancel
          </Link>
          {draft.restored && (
            <button type="button" className={buttonClass("ghost")} onClick={draft.clear}>
              Clear Draft
            </button>
          )}
        </div>
      </Form>
    </div>
  );
}

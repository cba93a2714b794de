import { BadgeCheck, Save } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import {
  BEACH_FIELD_LABELS,
  beachInputSchema,
  mapLegacyBeachValues,
  type BeachField,
} from "../../../core/beach-schema.ts";
import {
  BEACH_TYPE_LABELS,
  BEACH_TYPES,
  PARKING_LABELS,
  PARKING_OPTIONS,
  STATUSES,
  WAVE_CONDITION_LABELS,
  WAVE_CONDITIONS,
} from "../../../core/enums.ts";
import { generateAdminSlug } from "../../../core/slug.ts";
import { AmenityPicker } from "../../components/admin/amenity-picker.tsx";
import {
  errorsOf,
  focusControl,
  followSlug,
  FormHeading,
  FormProblems,
  refuseInvalid,
  useFailureFeedback,
  useLeaveWarning,
  type SaveFailure,
} from "../../components/admin/form-kit.tsx";
import { buttonClass, controlClass, Field, formatDateTime } from "../../components/admin/kit.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { requireAdmin } from "../../lib/admin.server.ts";
import { flashHeaders } from "../../lib/flash.server.ts";
import { useFormDraft } from "../../lib/form-draft.ts";
import { adminMeta } from "../../lib/page-meta.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { Route } from "./+types/beach-form";

/** What the form edits: every field of the beach schema but the stored verification date. */
type FormField = Exclude<BeachField, "verified_at">;
type Values = Record<FormField, string>;
type Errors = Partial<Record<FormField, string>>;

/** The spec's defaults (back-office.md section 3, 'Form defaults'). */
const EMPTY: Values = {
  name: "",
  area: "",
  area_id: "",
  latitude: "",
  longitude: "",
  description: "",
  type: "OTHER",
  wave_conditions: "CALM",
  organized: "false",
  parking: "NONE",
  blue_flag: "false",
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
const LABELS = BEACH_FIELD_LABELS as Record<FormField, string>;

/** The spec's draft keys: 'beach-form-draft-create', 'beach-form-draft-edit-{id}'. */
export const beachDraftKey = (id: number | null) =>
  `beach-form-draft-${id === null ? "create" : `edit-${id}`}`;

const STATUS_LABELS: Record<string, string> = { DRAFT: "Draft", HIDDEN: "Hidden", ACTIVE: "Active" };

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
  if (!params.id) return { id: null, version: null, verifiedAt: null, values: EMPTY, areas };
  const beach = /^\d{1,9}$/.test(params.id)
    ? await context.backOffice.content.getBeach(Number(params.id))
    : null;
  if (!beach) throw data("No such beach.", { status: 404 });
  return { ...beach, values: mapLegacyBeachValues(beach.values as Values), areas };
}

export type BeachSaveFailure = SaveFailure<FormField>;

function valuesOf(form: FormData): Values {
  const values = Object.fromEntries(
    FIELDS.map((field) => {
      const raw = form.get(field);
      if (CHECKBOXES.has(field)) return [field, raw === "true" || raw === "on" ? "true" : "false"];
      return [field, typeof raw === "string" ? raw : ""];
    }),
  ) as Values;
  return mapLegacyBeachValues(values);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const by = await requireAdmin(request, context);
  const form = await request.formData();
  const values = valuesOf(form);
  // 'Save & set ACTIVE' sets the status and submits (create mode).
  if (form.get("intent") === "activate") values.status = "ACTIVE";
  const parsed = beachInputSchema.safeParse(values);
  if (!parsed.success) {
    return data<BeachSaveFailure>({ errors: errorsOf<FormField>(parsed.error.issues), values }, 422);
  }
  const id = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : undefined;
  const version = Number(form.get("version") ?? "");
  try {
    const saved = await context.backOffice.content.saveBeach({
      id,
      version: Number.isInteger(version) ? version : undefined,
      values: parsed.data,
      by,
      ip: context.clientIp,
    });
    return redirect("/admin/beaches", {
      headers: flashHeaders({
        title: "Saved",
        description: saved.created ? "Beach created." : "Beach updated.",
        clearDraft: beachDraftKey(id ?? null),
      }),
    });
  } catch (error) {
    const refusal = context.backOffice.refusal(error);
    if (!refusal) throw error;
    const field = refusal.field as FormField | undefined;
    return data<BeachSaveFailure>(
      field
        ? { errors: { [field]: refusal.message }, values }
        : { errors: {}, banner: refusal.message, conflict: refusal.status === 409, values },
      refusal.status,
    );
  }
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
  const hydrated = useHydrated();
  const toast = useToast();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(failure?.values ?? loaded.values);
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const draft = useFormDraft({
    key: beachDraftKey(loaded.id),
    loaded: loaded.values,
    values,
    setValues,
    normalize: mapLegacyBeachValues,
  });
  const errors = clientErrors ?? failure?.errors ?? {};
  // The area's name and id are one choice on screen: a problem with either is the select's.
  const areaError = errors.area_id ?? errors.area;
  const invalid = FIELDS.filter((field) => errors[field]);
  const dirty = useMemo(
    () => FIELDS.some((field) => values[field] !== loaded.values[field]),
    [values, loaded.values],
  );
  const [advancedOpen, setAdvancedOpen] = useState(Boolean(errors.slug));

  useEffect(() => setClientErrors(null), [failure]);
  useEffect(() => {
    if (errors.slug) setAdvancedOpen(true);
  }, [errors.slug]);

  const focusField = (field: FormField) => {
    if (field === "slug") setAdvancedOpen(true);
    if (field === "amenities") {
      document.getElementById("beach-amenities-search")?.focus();
      return;
    }
    // The slug's section may have to open first.
    window.requestAnimationFrame(() => focusControl(formRef.current, field === "area" ? "area_id" : field));
  };
  useFailureFeedback({ failure, fields: FIELDS, labels: LABELS, focus: focusField });
  useLeaveWarning(dirty, saving);

  const set = (field: FormField, value: string) =>
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === "area_id") next.area = loaded.areas.find((area) => String(area.id) === value)?.name ?? "";
      return followSlug(current, next, editing, generateAdminSlug);
    });

  /** The props every text control shares: its id, name, value, change and error wiring. */
  const control = (field: FormField, describedBy: string | undefined, bad: boolean) => ({
    id: `beach-${field.replaceAll("_", "-")}`,
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(field, event.target.value),
    "aria-describedby": describedBy,
    "aria-invalid": bad || undefined,
    className: controlClass,
  });

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

  const select = (field: FormField, options: readonly string[], labels: Record<string, string>) => (
    <Field label={LABELS[field]} id={`beach-${field.replaceAll("_", "-")}`} error={errors[field]}>
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
      <FormProblems invalid={invalid} labels={LABELS} failure={failure} draftKey={beachDraftKey(loaded.id)} />
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          const activate = submitter?.value === "activate";
          // The same schema as the server's: nothing is sent that it would refuse.
          refuseInvalid({
            event,
            result: beachInputSchema.safeParse(activate ? { ...values, status: "ACTIVE" } : values),
            fields: FIELDS,
            labels: LABELS,
            show: setClientErrors,
            focus: focusField,
            toast,
          });
        }}
      >
        {loaded.version !== null && <input type="hidden" name="version" value={loaded.version} />}
        <input type="hidden" name="area" value={values.area} />
        <Field label="Name" id="beach-name" error={errors.name}>
          {(describedBy, bad) => <input {...control("name", describedBy, bad)} />}
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
          <Field
            label="Latitude"
            id="beach-latitude"
            error={errors.latitude}
            hint="From -90 to 90, e.g. 36.7473"
          >
            {(describedBy, bad) => (
              <input {...control("latitude", describedBy, bad)} inputMode="decimal" autoComplete="off" />
            )}
          </Field>
          <Field
            label="Longitude"
            id="beach-longitude"
            error={errors.longitude}
            hint="From -180 to 180, e.g. 24.4322"
          >
            {(describedBy, bad) => (
              <input {...control("longitude", describedBy, bad)} inputMode="decimal" autoComplete="off" />
            )}
          </Field>
        </div>
        <Field label="Description" id="beach-description" error={errors.description}>
          {(describedBy, bad) => <textarea {...control("description", describedBy, bad)} rows={4} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          {select("type", BEACH_TYPES, BEACH_TYPE_LABELS)}
          {select("wave_conditions", WAVE_CONDITIONS, WAVE_CONDITION_LABELS)}
          {select("parking", PARKING_OPTIONS, PARKING_LABELS)}
        </div>
        <div className="flex flex-wrap gap-x-6">
          {checkbox("organized", "Organized")}
          {checkbox("blue_flag", "Blue flag")}
        </div>
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

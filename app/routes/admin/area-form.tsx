import { Save } from "#app/components/admin/icons.tsx";
import { data, Form, Link } from "react-router";
import { AREA_FIELD_LABELS, areaInputSchema, type AreaField } from "#core/contract/area-schema.ts";
import { STATUSES } from "#core/contract/enums.ts";
import { generateAdminSlug } from "#core/contract/slug-from-name.ts";
import { followSlug, FormHeading, FormProblems, useRecordForm } from "#app/components/admin/form-kit.tsx";
import { PhotoPreview } from "#app/components/admin/photo-preview.tsx";
import type { SaveFailure } from "#app/lib/admin/save-failure.ts";
import { buttonClass, controlClass, Field } from "#app/components/admin/kit.tsx";
import { requireAdmin } from "#app/lib/admin/admin.server.ts";
import { adminMeta } from "#app/lib/site/page-meta.ts";
import { recordIdOf, saveRecordAction } from "#app/lib/admin/record-form.server.ts";
import type { Route } from "./+types/area-form";

type Values = Record<AreaField, string>;

const EMPTY: Values = {
  name: "",
  name_el: "",
  slug: "",
  description: "",
  description_el: "",
  hero_photo_url: "",
  hero_photo_source: "",
  status: "DRAFT",
};
const FIELDS = Object.keys(EMPTY) as AreaField[];
/** The draft's key in local storage: 'area-form-draft-create-area', 'area-form-draft-edit-area-{id}'. */
export const areaDraftKey = (id: number | null) =>
  `area-form-draft-${id === null ? "create-area" : `edit-area-${id}`}`;

const STATUS_LABELS: Record<string, string> = { DRAFT: "Draft", HIDDEN: "Hidden", ACTIVE: "Active" };

/** The area page's picture band (app/components/area-header.tsx), which the preview copies. */
const AREA_PHOTO_WIDTH = 1200;
const AREA_PHOTO_HEIGHT = 400;

export const meta = ({ params }: Route.MetaArgs) => adminMeta(params.id ? "Edit Area" : "Add Area");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  if (!params.id) return { id: null, version: null, values: EMPTY };
  const area = /^\d{1,9}$/.test(params.id)
    ? await context.backOffice.content.getArea(Number(params.id))
    : null;
  if (!area) throw data("No such area.", { status: 404 });
  return { id: area.id, version: area.version, values: area.values as Values };
}

export type AreaSaveFailure = SaveFailure<AreaField>;

function valuesOf(form: FormData): Values {
  return Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? "")])) as Values;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = recordIdOf(params.id);
  return saveRecordAction({
    request,
    context,
    id,
    read: valuesOf,
    parse: (values) => areaInputSchema.safeParse(values),
    save: (input) => context.backOffice.content.saveArea(input),
    noun: "Area",
    listPath: "/admin/areas",
    draftKey: areaDraftKey(id ?? null),
  });
}

export default function AreaForm({ loaderData, actionData }: Route.ComponentProps) {
  // A new version loaded (after a conflict) starts the form afresh.
  return (
    <AreaFormBody
      key={`${loaderData.id ?? "new"}-${loaderData.version ?? 0}`}
      loaded={loaderData}
      failure={actionData}
    />
  );
}

function AreaFormBody({
  loaded,
  failure,
}: {
  loaded: Route.ComponentProps["loaderData"];
  failure: AreaSaveFailure | undefined;
}) {
  const editing = loaded.id !== null;
  const { values, errors, invalid, dirty, draft, saving, hydrated, formRef, control, check } = useRecordForm({
    loaded,
    failure,
    fields: FIELDS,
    labels: AREA_FIELD_LABELS,
    draftKey: areaDraftKey(loaded.id),
    schema: areaInputSchema,
    idPrefix: "area",
    update: (current, field, value) =>
      followSlug(current, { ...current, [field]: value }, editing, generateAdminSlug),
  });

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <FormHeading title={editing ? "Edit Area" : "Add Area"} restored={draft.restored} dirty={dirty} />
      <FormProblems
        invalid={invalid}
        labels={AREA_FIELD_LABELS}
        failure={failure}
        draftKey={areaDraftKey(loaded.id)}
      />
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        onSubmit={(event) => check(event)}
      >
        {loaded.version !== null && <input type="hidden" name="version" value={loaded.version} />}
        <Field label="Name" id="area-name" error={errors.name}>
          {(describedBy, bad) => <input {...control("name", describedBy, bad)} />}
        </Field>
        <Field
          label="Name in Greek"
          id="area-name-el"
          error={errors.name_el}
          hint="Optional, in Greek script."
        >
          {(describedBy, bad) => <input {...control("name_el", describedBy, bad)} lang="el" />}
        </Field>
        <Field
          label="Slug"
          id="area-slug"
          error={errors.slug}
          hint="URL-friendly: only lowercase letters, numbers and hyphens. Left blank, it is made from the name."
        >
          {(describedBy, bad) => (
            <input
              {...control("slug", describedBy, bad)}
              placeholder="auto-generated from name"
              className={`${controlClass} font-mono`}
            />
          )}
        </Field>
        <Field label="Description" id="area-description" error={errors.description}>
          {(describedBy, bad) => <textarea {...control("description", describedBy, bad)} rows={3} />}
        </Field>
        <Field label="Description in Greek" id="area-description-el" error={errors.description_el}>
          {(describedBy, bad) => (
            <textarea {...control("description_el", describedBy, bad)} rows={3} lang="el" />
          )}
        </Field>
        <Field label="Hero Photo URL" id="area-hero-photo-url" error={errors.hero_photo_url}>
          {(describedBy, bad) => (
            <input {...control("hero_photo_url", describedBy, bad)} type="url" placeholder="https://" />
          )}
        </Field>
        <Field label="Hero Photo Source" id="area-hero-photo-source" error={errors.hero_photo_source}>
          {(describedBy, bad) => <input {...control("hero_photo_source", describedBy, bad)} />}
        </Field>
        <PhotoPreview
          url={values.hero_photo_url}
          credit={values.hero_photo_source}
          alt={values.name}
          width={AREA_PHOTO_WIDTH}
          height={AREA_PHOTO_HEIGHT}
        />
        <Field label="Status" id="area-status" error={errors.status}>
          {(describedBy, bad) => (
            <select {...control("status", describedBy, bad)}>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={saving && hydrated} className={buttonClass("primary")}>
            <Save aria-hidden="true" className="size-4" />
            {saving ? "Saving..." : editing ? "Update Area" : "Create Area"}
          </button>
          <Link to="/admin/areas" className={buttonClass("secondary")}>
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

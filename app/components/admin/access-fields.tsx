import type { ChangeEvent } from "react";
import { ACCESS_FLAGS, ARRIVALS, WALK_MINUTES_MAX, WHEELCHAIR_ACCESS } from "#core/access/access.ts";
import { ACCESS_FLAG_FORM_VALUES, WALK_MINUTES_MIN, type AccessFactKey } from "#core/access/access-form.ts";
import { label } from "#core/i18n/labels.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { controlClass, Field } from "./kit.tsx";

/** What the record form's `control` gives each field: id, name, value, change and error wiring. */
interface ControlProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
  className: string;
}

/**
 * The beach form's "Getting there and access" section. Every fact starts at "Not known yet" (a blank
 * value, stored as null) and a yes/no fact is a three-way select rather than a checkbox, because an
 * unticked box would say "no" about something nobody has checked. Plain selects and a text field, so
 * a form post without JavaScript sends them as they are.
 */
export function AccessFields({
  control,
  errors,
  labels,
  idPrefix,
}: {
  control: (field: AccessFactKey, describedBy: string | undefined, bad: boolean) => ControlProps;
  errors: Partial<Record<AccessFactKey, string>>;
  labels: Record<AccessFactKey, string>;
  idPrefix: string;
}) {
  const i18n = useI18n();
  const unknownText = i18n.t("access.unknown");
  const id = (field: AccessFactKey) => `${idPrefix}-${field.replaceAll("_", "-")}`;
  const select = (field: AccessFactKey, options: readonly { value: string; label: string }[]) => (
    <Field key={field} label={labels[field]} id={id(field)} error={errors[field]}>
      {(describedBy, bad) => (
        <select {...control(field, describedBy, bad)}>
          <option value="">{unknownText}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const yesNo = [
    { value: ACCESS_FLAG_FORM_VALUES.yes, label: i18n.t("access.yes") },
    { value: ACCESS_FLAG_FORM_VALUES.no, label: i18n.t("access.no") },
  ];
  return (
    <fieldset
      aria-describedby={`${idPrefix}-access-hint`}
      className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-300 bg-white p-3"
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">Getting there and access</legend>
      <p id={`${idPrefix}-access-hint`} className="text-sm text-slate-700">
        Set only what you know. Visitors see &lsquo;{unknownText}&rsquo; for the rest, never &lsquo;No&rsquo;.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {select(
          "wheelchair",
          WHEELCHAIR_ACCESS.map((value) => ({ value, label: label(i18n, "wheelchair", value) })),
        )}
        {select(
          "arrival",
          ARRIVALS.map((value) => ({ value, label: label(i18n, "arrival", value) })),
        )}
        <Field
          label={labels.walk_minutes}
          id={id("walk_minutes")}
          error={errors.walk_minutes}
          hint={`Minutes on foot from where a car or bus stops, ${WALK_MINUTES_MIN} to ${WALK_MINUTES_MAX}; only with 'Footpath only'. Blank if not known.`}
        >
          {(describedBy, bad) => (
            <input
              {...control("walk_minutes", describedBy, bad)}
              inputMode="numeric"
              autoComplete="off"
              className={`${controlClass} max-w-40`}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">{ACCESS_FLAGS.map((flag) => select(flag, yesNo))}</div>
    </fieldset>
  );
}

import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useBlocker, useNavigation } from "react-router";
import { formatFirstInvalid, formatFixFieldsBanner } from "#core/pages/wording.ts";
import { removeDraft, useFormDraft } from "#app/lib/admin/form-draft.ts";
import { errorsOf, type SaveFailure } from "#app/lib/admin/save-failure.ts";
import { useHydrated } from "#app/lib/site/use-hydrated.ts";
import { useToast } from "../ui/toast.tsx";
import { controlClass, Notice } from "./kit.tsx";

// What the area and beach forms share: the feedback on a refused
// save, the badges, the leave-page warning. Each form keeps its own fields.

/** Focuses a form's control by name and brings it into view. */
export function focusControl(form: HTMLFormElement | null, name: string) {
  const element = form?.elements.namedItem(name);
  const target = (element instanceof RadioNodeList ? element[0] : element) as HTMLElement | null;
  target?.focus();
  target?.scrollIntoView({ block: "center" });
}

/**
 * The server's refusal gets the same treatment as the browser's: a toast naming the first invalid
 * field (focused), or 'Save failed' with the banner's words.
 */
export function useFailureFeedback<F extends string>(options: {
  failure: SaveFailure<F> | undefined;
  fields: readonly F[];
  labels: Record<F, string>;
  focus: (field: F) => void;
}) {
  const { failure, fields, labels, focus } = options;
  const toast = useToast();
  useEffect(() => {
    if (!failure) return;
    const first = fields.find((field) => failure.errors[field]);
    if (first) focus(first);
    toast({
      title: first ? "Fix form errors" : "Save failed",
      description: first ? formatFirstInvalid(labels[first]) : (failure.banner ?? "Server error"),
    });
    // Once per answer from the server.
  }, [failure, toast]);
}

/** Asks before leaving with unsaved changes: in-app links, and closing or reloading the tab. */
export function useLeaveWarning(dirty: boolean, saving: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm("You have unsaved changes. Leave this page?")) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}

/** The title with its 'Draft restored' and 'Unsaved changes' badges. */
export function FormHeading({
  title,
  restored,
  dirty,
}: {
  title: string;
  restored: boolean;
  dirty: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {restored && (
        <span className="rounded-full bg-sea-100 px-2 py-0.5 text-xs font-semibold text-sea-900">
          Draft restored
        </span>
      )}
      {dirty && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
          Unsaved changes
        </span>
      )}
    </div>
  );
}

/** 'Please fix: {fields}' while fields are invalid, and the banner of a refused save. */
export function FormProblems<F extends string>({
  invalid,
  labels,
  failure,
  draftKey,
}: {
  invalid: readonly F[];
  labels: Record<F, string>;
  failure: SaveFailure<F> | undefined;
  /** The form's draft, set aside when the editor asks for the latest version instead. */
  draftKey: string;
}) {
  const named = [...new Set(invalid.map((field) => labels[field]))];
  return (
    <>
      {named.length > 0 && <Notice tone="error">{formatFixFieldsBanner(named)}</Notice>}
      {failure?.banner && (
        <Notice tone="error">
          {failure.banner}{" "}
          {failure.conflict && (
            <Link
              to="."
              reloadDocument
              className="font-semibold underline"
              onClick={() => removeDraft(draftKey)}
            >
              Reload the latest version
            </Link>
          )}
        </Notice>
      )}
    </>
  );
}

/**
 * A new record's slug follows its name until it is edited by hand (it no longer matches the name
 * then). An existing record's slug never moves by itself: it is the record's public address.
 */
export function followSlug<V extends { name: string; slug: string }>(
  current: V,
  next: V,
  editing: boolean,
  generate: (name: string) => string,
): V {
  const follows = !editing && (current.slug === "" || current.slug === generate(current.name));
  return follows && next.name !== current.name ? { ...next, slug: generate(next.name) } : next;
}

/** Checks the form's values with the shared schema before sending; on failure shows why and stops. */
export function refuseInvalid<F extends string>(options: {
  event: React.FormEvent<HTMLFormElement>;
  result:
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
  fields: readonly F[];
  labels: Record<F, string>;
  show: (errors: Partial<Record<F, string>>) => void;
  focus: (field: F) => void;
  toast: ReturnType<typeof useToast>;
}): void {
  const { event, result, fields, labels, show, focus, toast } = options;
  if (result.success) return;
  event.preventDefault();
  const found = errorsOf<F>(result.error.issues);
  show(found);
  const first = fields.find((field) => found[field]) ?? fields[0]!;
  focus(first);
  toast({ title: "Fix form errors", description: formatFirstInvalid(labels[first]) });
}

/**
 * The state the area and beach forms share: values (from a refused save, else the loaded record),
 * the local draft, errors (the browser's check, else the server's), dirtiness, the leave warning,
 * the refusal feedback, and the check before sending. `update` applies a field's new value (each
 * form adds its own rules, such as the slug following the name).
 */
export function useRecordForm<F extends string>(options: {
  loaded: { id: number | null; values: Record<F, string> };
  failure: SaveFailure<F> | undefined;
  fields: readonly F[];
  labels: Record<F, string>;
  draftKey: string;
  schema: { safeParse(values: unknown): Parameters<typeof refuseInvalid<F>>[0]["result"] };
  update: (current: Record<F, string>, field: F, value: string) => Record<F, string>;
  normalize?: (values: Record<F, string>) => Record<F, string>;
  /** Focuses a field; by default its control by name. */
  focus?: (field: F, form: HTMLFormElement | null) => void;
  /** The id of a field's control, from its name. */
  idPrefix: string;
}) {
  const { loaded, failure, fields, labels } = options;
  const hydrated = useHydrated();
  const toast = useToast();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<F, string>>(failure?.values ?? loaded.values);
  const [clientErrors, setClientErrors] = useState<Partial<Record<F, string>> | null>(null);
  const draft = useFormDraft({
    key: options.draftKey,
    loaded: loaded.values,
    values,
    setValues,
    ...(options.normalize ? { normalize: options.normalize } : {}),
  });
  const errors: Partial<Record<F, string>> = clientErrors ?? failure?.errors ?? {};
  const invalid = fields.filter((field) => errors[field]);
  const dirty = useMemo(
    () => fields.some((field) => values[field] !== loaded.values[field]),
    [fields, values, loaded.values],
  );
  useEffect(() => setClientErrors(null), [failure]);
  const focusField = (field: F) =>
    options.focus ? options.focus(field, formRef.current) : focusControl(formRef.current, field);
  useFailureFeedback({ failure, fields, labels, focus: focusField });
  useLeaveWarning(dirty, saving);

  const set = (field: F, value: string) => setValues((current) => options.update(current, field, value));

  /** The props every text control shares: its id, name, value, change and error wiring. */
  const control = (field: F, describedBy: string | undefined, bad: boolean) => ({
    id: `${options.idPrefix}-${field.replaceAll("_", "-")}`,
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(field, event.target.value),
    "aria-describedby": describedBy,
    "aria-invalid": bad || undefined,
    className: controlClass,
  });

  /** The form's onSubmit: the same schema as the server's, so nothing is sent that it would refuse. */
  const check = (event: React.FormEvent<HTMLFormElement>, sent: Record<F, string> = values) =>
    refuseInvalid({
      event,
      result: options.schema.safeParse(sent),
      fields,
      labels,
      show: setClientErrors,
      focus: focusField,
      toast,
    });

  return { values, set, errors, invalid, dirty, draft, saving, hydrated, formRef, control, check };
}

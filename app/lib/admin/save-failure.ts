// A refused save of a back-office form, as the action returns it and the form shows it.

/** A refused save as the action returns it: per-field messages, or one for the whole form. */
export interface SaveFailure<F extends string> {
  errors: Partial<Record<F, string>>;
  /** A message for the whole form (a conflict, a vanished record). */
  banner?: string;
  /** Someone else saved a newer version: offer to load it. */
  conflict?: boolean;
  values: Record<F, string>;
}

/** The first message of each field, from zod's issues. */
export function errorsOf<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) errors[issue.path[0] as F] ??= issue.message;
  return errors;
}

import { z } from "zod";

// Password rules.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type PasswordRuleId = "length" | "uppercase" | "lowercase" | "number" | "special";

export interface PasswordRule {
  id: PasswordRuleId;
  label: string;
  test: (password: string) => boolean;
}

/** Length in characters as a person counts them, so an emoji or accented letter counts once. */
export function passwordLength(password: string): number {
  return [...password].length;
}

// Letter and digit classes are Unicode-wide: a Greek 'Ω' is as much an uppercase letter as 'O'.
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: "length",
    label: `At least ${PASSWORD_MIN} characters`,
    test: (pw) => passwordLength(pw) >= PASSWORD_MIN,
  },
  { id: "uppercase", label: "One uppercase letter", test: (pw) => /\p{Lu}/u.test(pw) },
  { id: "lowercase", label: "One lowercase letter", test: (pw) => /\p{Ll}/u.test(pw) },
  { id: "number", label: "One number", test: (pw) => /\p{Nd}/u.test(pw) },
  // Anything that is not a letter, digit or space; a space alone is too easy to count as special.
  { id: "special", label: "One special character", test: (pw) => /[^\p{L}\p{N}\s]/u.test(pw) },
];

export interface PasswordRuleCheck {
  id: PasswordRuleId;
  label: string;
  passed: boolean;
}

/** Every rule with whether the password meets it, in display order (for the checklist). */
export function checkPassword(password: string): PasswordRuleCheck[] {
  return PASSWORD_RULES.map(({ id, label, test }) => ({ id, label, passed: test(password) }));
}

export type PasswordStrengthLevel = "weak" | "medium" | "strong";

export interface PasswordStrength {
  /** How many of the five rules are met. */
  score: number;
  level: PasswordStrengthLevel;
}

/** The strength meter: 0-2 rules weak, 3-4 medium, all 5 strong. */
export function passwordStrength(password: string): PasswordStrength {
  const score = checkPassword(password).filter((rule) => rule.passed).length;
  const level: PasswordStrengthLevel =
    score <= 2 ? "weak" : score < PASSWORD_RULES.length ? "medium" : "strong";
  return { score, level };
}

export const PASSWORD_MESSAGES = {
  currentRequired: "Current password is required",
  newRequired: "New password is required",
  required: "Password is required",
  mismatch: "Passwords do not match",
  unchanged: "New password must be different from the current password",
  tooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  requirementsPrefix: "Password requirements not met: ",
} as const;

/** 'Password requirements not met: One number, One special character'; '' when all are met. */
export function passwordRequirementsMessage(password: string): string {
  const failing = checkPassword(password).filter((rule) => !rule.passed);
  return failing.length === 0
    ? ""
    : PASSWORD_MESSAGES.requirementsPrefix + failing.map((rule) => rule.label).join(", ");
}

/**
 * The password change form. Passwords are never trimmed: spaces are part of them. The checks sit in
 * one refinement so each field gets one clear message and the order of messages is fixed.
 */
export const passwordChangeSchema = z
  .object({
    // Missing reads as empty so the refinement gives the same messages as an empty field.
    currentPassword: z.string({ error: PASSWORD_MESSAGES.currentRequired }).default(""),
    newPassword: z.string({ error: PASSWORD_MESSAGES.newRequired }).default(""),
    confirmPassword: z.string({ error: PASSWORD_MESSAGES.mismatch }).default(""),
  })
  .superRefine(({ currentPassword, newPassword, confirmPassword }, ctx) => {
    const issue = (path: "currentPassword" | "newPassword" | "confirmPassword", message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });

    if (currentPassword === "") issue("currentPassword", PASSWORD_MESSAGES.currentRequired);
    if (newPassword === "") {
      issue("newPassword", PASSWORD_MESSAGES.newRequired);
    } else {
      if (passwordLength(newPassword) > PASSWORD_MAX) issue("newPassword", PASSWORD_MESSAGES.tooLong);
      const requirements = passwordRequirementsMessage(newPassword);
      if (requirements !== "") issue("newPassword", requirements);
      if (currentPassword !== "" && newPassword === currentPassword)
        issue("newPassword", PASSWORD_MESSAGES.unchanged);
    }
    if (confirmPassword !== newPassword) issue("confirmPassword", PASSWORD_MESSAGES.mismatch);
  });

export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/**
 * A new account's e-mail and password (the invite page's sign-up, the setup page's first admin):
 * the same password rules and PASSWORD_MESSAGES as a password change, and two e-mail messages of its
 * own ('Please enter an email address', 'Enter a valid e-mail address.').
 */
export const newAccountSchema = z.object({
  email: z
    .string()
    .default("")
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.string().min(1, "Please enter an email address").pipe(z.email("Enter a valid e-mail address."))),
  password: z
    .string()
    .default("")
    .superRefine((password, ctx) => {
      if (password === "") ctx.addIssue({ code: "custom", message: PASSWORD_MESSAGES.required });
      else if (passwordLength(password) > PASSWORD_MAX)
        ctx.addIssue({ code: "custom", message: PASSWORD_MESSAGES.tooLong });
      else {
        const requirements = passwordRequirementsMessage(password);
        if (requirements !== "") ctx.addIssue({ code: "custom", message: requirements });
      }
    }),
});

export type NewAccountInput = z.infer<typeof newAccountSchema>;

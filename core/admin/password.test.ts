import { describe, expect, it } from "vitest";
import type { PasswordRuleId } from "./password.ts";
import {
  checkPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RULES,
  passwordChangeSchema,
  passwordRequirementsMessage,
  passwordStrength,
} from "./password.ts";

const strong = "Kalimera1!";

function passedRules(password: string): PasswordRuleId[] {
  return checkPassword(password)
    .filter((rule) => rule.passed)
    .map((rule) => rule.id);
}

/** Messages per field, in order; {} when the form is valid. */
function fieldMessages(input: Record<string, unknown>): Record<string, string[]> {
  const result = passwordChangeSchema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    (messages[field] ??= []).push(issue.message);
  }
  return messages;
}

describe("PASSWORD_RULES", () => {
  it("has the strength labels in order", () => {
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual([
      "At least 8 characters",
      "One uppercase letter",
      "One lowercase letter",
      "One number",
      "One special character",
    ]);
  });

  it("has the password limits", () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([8, 128]);
  });
});

describe("checkPassword", () => {
  it.each<[string, PasswordRuleId[]]>([
    ["", []],
    ["abcdefg", ["lowercase"]],
    ["abcdefgh", ["length", "lowercase"]],
    ["ABCDEFGH", ["length", "uppercase"]],
    ["12345678", ["length", "number"]],
    ["!@#$%^&*", ["length", "special"]],
    ["        ", ["length"]],
    ["Kalimera1", ["length", "uppercase", "lowercase", "number"]],
    [strong, ["length", "uppercase", "lowercase", "number", "special"]],
    ["Καλημέρα1!", ["length", "uppercase", "lowercase", "number", "special"]],
    // Seven characters although emoji take two UTF-16 units each.
    ["Aa1!😀😀😀", ["uppercase", "lowercase", "number", "special"]],
  ])("%j meets %j", (password, expected) => {
    expect(passedRules(password)).toEqual(expected);
  });
});

describe("passwordStrength", () => {
  it.each([
    ["", 0, "weak"],
    ["abcdefg", 1, "weak"],
    ["abcdefgh", 2, "weak"],
    ["Abcdefgh", 3, "medium"],
    ["Kalimera1", 4, "medium"],
    [strong, 5, "strong"],
  ])("%j scores %i (%s)", (password, score, level) => {
    expect(passwordStrength(password)).toEqual({ score, level });
  });
});

describe("passwordRequirementsMessage", () => {
  it.each([
    [strong, ""],
    ["Kalimera1", "Password requirements not met: One special character"],
    ["kalimera", "Password requirements not met: One uppercase letter, One number, One special character"],
    ["K1!", "Password requirements not met: At least 8 characters, One lowercase letter"],
  ])("%j → %j", (password, expected) => {
    expect(passwordRequirementsMessage(password)).toBe(expected);
  });
});

describe("passwordChangeSchema", () => {
  const at = (length: number) => strong + "x".repeat(length - strong.length);

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ["a valid change", { currentPassword: "old", newPassword: strong, confirmPassword: strong }, {}],
    ["new at min (8)", { currentPassword: "old", newPassword: "Abcde1!x", confirmPassword: "Abcde1!x" }, {}],
    [
      "new at min-1 (7)",
      { currentPassword: "old", newPassword: "Abcd1!x", confirmPassword: "Abcd1!x" },
      { newPassword: ["Password requirements not met: At least 8 characters"] },
    ],
    ["new at max (128)", { currentPassword: "old", newPassword: at(128), confirmPassword: at(128) }, {}],
    [
      "new at max+1 (129)",
      { currentPassword: "old", newPassword: at(129), confirmPassword: at(129) },
      { newPassword: ["Password must be at most 128 characters"] },
    ],
    [
      "everything empty",
      { currentPassword: "", newPassword: "", confirmPassword: "" },
      { currentPassword: ["Current password is required"], newPassword: ["New password is required"] },
    ],
    [
      "everything missing",
      {},
      { currentPassword: ["Current password is required"], newPassword: ["New password is required"] },
    ],
    [
      "a confirmation that differs",
      { currentPassword: "old", newPassword: strong, confirmPassword: `${strong}x` },
      { confirmPassword: ["Passwords do not match"] },
    ],
    [
      "a missing confirmation",
      { currentPassword: "old", newPassword: strong },
      { confirmPassword: ["Passwords do not match"] },
    ],
    [
      "the same password again",
      { currentPassword: strong, newPassword: strong, confirmPassword: strong },
      { newPassword: ["New password must be different from the current password"] },
    ],
    [
      "a weak new password",
      { currentPassword: "old", newPassword: "kalimera", confirmPassword: "kalimera" },
      {
        newPassword: [
          "Password requirements not met: One uppercase letter, One number, One special character",
        ],
      },
    ],
    [
      "several problems at once",
      { currentPassword: "", newPassword: "short", confirmPassword: "other" },
      {
        currentPassword: ["Current password is required"],
        newPassword: [
          "Password requirements not met: At least 8 characters, One uppercase letter, One number, One special character",
        ],
        confirmPassword: ["Passwords do not match"],
      },
    ],
    [
      "a number instead of text",
      { currentPassword: 12345678, newPassword: strong, confirmPassword: strong },
      { currentPassword: ["Current password is required"] },
    ],
  ])("%s", (_, input, expected) => {
    expect(fieldMessages(input)).toEqual(expected);
  });

  it("keeps spaces as part of the password", () => {
    const padded = ` ${strong} `;
    expect(
      passwordChangeSchema.parse({ currentPassword: "old", newPassword: padded, confirmPassword: padded }),
    ).toEqual({ currentPassword: "old", newPassword: padded, confirmPassword: padded });
  });
});

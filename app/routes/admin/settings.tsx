import { KeyRound } from "#app/components/admin/icons.tsx";
import { useEffect, useRef, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { passwordChangeSchema } from "#core/admin/password.ts";
import { SIGN_IN_MESSAGES } from "#core/admin/sign-in.ts";
import { buttonClass, Card, Notice, PasswordStrengthMeter, TextField } from "#app/components/admin/kit.tsx";
import { cookiesOf, requireAdmin } from "#app/lib/admin/admin.server.ts";
import { adminMeta } from "#app/lib/site/page-meta.ts";
import { siteOrigin } from "#app/lib/site/site-origin.server.ts";
import { useHydrated } from "#app/lib/site/use-hydrated.ts";
import type { Route } from "./+types/settings";
import { useAdmin } from "./layout.tsx";

export const meta = () => adminMeta("Settings");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

type Fields = Partial<Record<"currentPassword" | "newPassword" | "confirmPassword", string>>;

export type PasswordResult = { ok: true; message: string } | { ok: false; message: string; fields: Fields };

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  const input = {
    currentPassword: String(form.get("currentPassword") ?? ""),
    newPassword: String(form.get("newPassword") ?? ""),
    confirmPassword: String(form.get("confirmPassword") ?? ""),
  };
  const origin = new URL(siteOrigin(request, context)).origin;
  const headers = new Headers();
  const cookie = request.headers.get("Cookie");
  if (cookie) headers.set("Cookie", cookie);
  const response = await context.accounts.changePassword(
    new Request(`${origin}/admin/settings`, { method: "POST", headers }),
    input,
    context.clientIp,
  );
  if (response.ok) {
    // This browser gets a new session; every other one of the account has ended.
    return data<PasswordResult>(
      { ok: true, message: "Password updated successfully!" },
      { headers: cookiesOf(response) },
    );
  }
  const body = (await response.json().catch(() => null)) as { message?: string; fields?: Fields } | null;
  if (body?.fields) {
    return data<PasswordResult>(
      { ok: false, message: body.message ?? "", fields: body.fields },
      response.status,
    );
  }
  if (response.status === 429) {
    return data<PasswordResult>({ ok: false, message: SIGN_IN_MESSAGES.tooManyRequests, fields: {} }, 429);
  }
  return data<PasswordResult>(
    {
      ok: false,
      message: `Failed to update password: ${body?.message ?? "An unexpected error occurred"}`,
      fields: {},
    },
    response.status >= 400 && response.status < 600 ? response.status : 500,
  );
}

export default function SettingsPage({ actionData }: Route.ComponentProps) {
  const me = useAdmin();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Settings</h1>
        <p className="text-slate-700">Your password and account.</p>
      </div>
      <ChangePassword result={actionData} />
      <Card title="Account Information" titleId="account-information">
        <dl className="grid gap-3 sm:grid-cols-[8rem_1fr]">
          <dt className="text-sm font-medium text-slate-700">Email</dt>
          <dd className="break-all text-slate-900">{me.email}</dd>
          <dt className="text-sm font-medium text-slate-700">Role</dt>
          <dd className="text-slate-900">{me.role === "admin" ? "Admin" : "User"}</dd>
          <dt className="text-sm font-medium text-slate-700">Status</dt>
          <dd className="text-slate-900">Active</dd>
        </dl>
      </Card>
      <p className="text-sm text-slate-700">
        More settings, such as notification preferences, may come here later.
      </p>
    </div>
  );
}

const FIELD_NAMES = ["currentPassword", "newPassword", "confirmPassword"] as const;

function ChangePassword({ result }: { result: PasswordResult | undefined }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const [clientErrors, setClientErrors] = useState<Fields | null>(null);

  // Whatever was typed before hydration counts.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const read = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    setValues({
      currentPassword: read("currentPassword"),
      newPassword: read("newPassword"),
      confirmPassword: read("confirmPassword"),
    });
  }, []);

  // A success empties the form; an answer from the server replaces the browser's own checks.
  useEffect(() => {
    setClientErrors(null);
    if (result?.ok) {
      formRef.current?.reset();
      setValues({ currentPassword: "", newPassword: "", confirmPassword: "" });
    }
  }, [result]);

  const errors: Fields = clientErrors ?? (result && !result.ok ? result.fields : {});
  const allFilled = FIELD_NAMES.every((name) => values[name] !== "");

  return (
    <Card title="Change Password" titleId="change-password">
      {result?.ok && !clientErrors && <Notice tone="success">{result.message}</Notice>}
      {result && !result.ok && !clientErrors && Object.keys(result.fields).length === 0 && (
        <Notice tone="error">{result.message}</Notice>
      )}
      <Form
        ref={formRef}
        method="post"
        noValidate={hydrated}
        className="flex flex-col gap-4"
        onChange={(event) => {
          const input = event.target as unknown as HTMLInputElement;
          if ((FIELD_NAMES as readonly string[]).includes(input.name)) {
            setValues((current) => ({ ...current, [input.name]: input.value }));
          }
        }}
        onSubmit={(event) => {
          // The same rules as the server (core/admin/password.ts): nothing is sent that it would refuse.
          const parsed = passwordChangeSchema.safeParse(values);
          if (parsed.success) return;
          event.preventDefault();
          const fields: Fields = {};
          for (const issue of parsed.error.issues) {
            const name = issue.path[0] as keyof Fields;
            fields[name] ??= issue.message;
          }
          setClientErrors(fields);
          const first = FIELD_NAMES.find((name) => fields[name]);
          if (first) (formRef.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
        }}
      >
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.newPassword}
          hint={<PasswordStrengthMeter password={values.newPassword} id="new-password-strength" />}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        <div>
          <button
            type="submit"
            disabled={hydrated && (!allFilled || submitting)}
            className={buttonClass("primary")}
          >
            <KeyRound aria-hidden="true" className="size-4" />
            {submitting ? "Updating..." : "Update Password"}
          </button>
        </div>
      </Form>
    </Card>
  );
}

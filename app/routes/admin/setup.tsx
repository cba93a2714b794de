import { ShieldPlus } from "#app/components/admin/icons.tsx";
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { newAccountSchema, PASSWORD_MESSAGES } from "#core/admin/password.ts";
import {
  buttonClass,
  Card,
  DeadLinkCard,
  Notice,
  PasswordStrengthMeter,
  TextField,
} from "#app/components/admin/kit.tsx";
import { adminMeta } from "#app/lib/site/page-meta.ts";
import type { Route } from "./+types/setup";

export const meta = () => adminMeta("Set up the back office");

export const SETUP_MESSAGES = {
  created: "First admin created successfully",
  closed:
    "This setup link is no longer valid: the first administrator exists, or the server printed a newer link.",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { open: await context.backOffice.setup.valid(token), token };
}

type Fields = Partial<Record<"email" | "password" | "confirmPassword", string>>;
export type SetupResult = { ok: true; email: string } | { ok: false; message?: string; fields: Fields };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const input = { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
  const confirm = String(form.get("confirmPassword") ?? "");
  const parsed = newAccountSchema.safeParse(input);
  const fields: Fields = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[issue.path[0] as keyof Fields] ??= issue.message;
  }
  if (confirm !== input.password) fields.confirmPassword = PASSWORD_MESSAGES.mismatch;
  if (!parsed.success || fields.confirmPassword) return data<SetupResult>({ ok: false, fields }, 422);
  try {
    await context.backOffice.setup.bootstrap({
      token,
      email: parsed.data.email,
      password: parsed.data.password,
    });
  } catch (error) {
    if (!context.backOffice.refusal(error)) throw error;
    return data<SetupResult>({ ok: false, message: SETUP_MESSAGES.closed, fields }, 409);
  }
  return data<SetupResult>({ ok: true, email: parsed.data.email });
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const creating = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [password, setPassword] = useState("");
  const result = actionData;
  const fields = result && !result.ok ? result.fields : {};
  return (
    <main
      id="main"
      className="flex min-h-screen items-start justify-center bg-sand-50 px-4 py-12 sm:items-center"
    >
      <div className="flex w-full max-w-lg flex-col gap-4">
        <h1 className="text-center text-2xl font-bold text-slate-900">Set up the back office</h1>
        {result?.ok ? (
          <Card title="Bootstrap First Admin" titleId="bootstrap">
            <Notice tone="success">{SETUP_MESSAGES.created}</Notice>
            <p className="text-slate-700">
              Sign in as <span className="font-medium text-slate-900">{result.email}</span> with the password
              you chose.
            </p>
            <div>
              <Link to="/admin/login" className={buttonClass("primary")}>
                Sign in
              </Link>
            </div>
          </Card>
        ) : !loaderData.open || result?.message ? (
          <DeadLinkCard
            title="Setup link not valid"
            titleId="setup-closed"
            message={result?.message ?? SETUP_MESSAGES.closed}
          />
        ) : (
          <Card
            title="Bootstrap First Admin"
            titleId="bootstrap"
            description="No administrator exists yet. Create the first one; this link then stops working for good."
          >
            <Form method="post" className="flex flex-col gap-4">
              <input type="hidden" name="token" value={loaderData.token} />
              <TextField
                label="Admin Email"
                name="email"
                type="email"
                autoComplete="username"
                required
                error={fields.email}
              />
              <TextField
                label="Password"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                error={fields.password}
                onChange={(event) => setPassword(event.target.value)}
                hint={<PasswordStrengthMeter password={password} id="setup-password-strength" />}
              />
              <TextField
                label="Confirm password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                required
                error={fields.confirmPassword}
              />
              <div>
                <button type="submit" disabled={creating} className={buttonClass("primary")}>
                  <ShieldPlus aria-hidden="true" className="size-4" />
                  {creating ? "Creating Admin..." : "Create First Admin"}
                </button>
              </div>
            </Form>
          </Card>
        )}
      </div>
    </main>
  );
}

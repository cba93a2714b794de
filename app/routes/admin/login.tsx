import { Waves } from "#app/components/ui/icons.tsx";
import { Lock, LogIn, MailCheck } from "#app/components/admin/icons.tsx";
import { useEffect, useRef, useState } from "react";
import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import { formatCountdown, SIGN_IN_MESSAGES } from "#core/admin/sign-in.ts";
import { buttonClass, Notice, TextField } from "#app/components/admin/kit.tsx";
import { cookiesOf } from "#app/lib/admin/admin.server.ts";
import { cookieHeaderFrom, userOfSignIn } from "#app/lib/admin/admin-session.server.ts";
import { adminMeta } from "#app/lib/site/page-meta.ts";
import { safeRedirect } from "#core/admin/safe-redirect.ts";
import { useHydrated } from "#app/lib/site/use-hydrated.ts";
import type { Route } from "./+types/login";

export const meta = () => adminMeta("Sign in");

export async function loader({ request, context }: Route.LoaderArgs) {
  const target = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const user = await context.accounts.currentUser(request.headers);
  if (user?.role === "admin") throw redirect(target);
  // Set by the unlock page once an unlock link has been used.
  const unlocked = new URL(request.url).searchParams.get("unlocked") === "1";
  return { signedInAs: user?.email ?? null, unlocked };
}

export interface LoginFailure {
  message: string;
  /** Seconds until the lock ends, when the account or address is locked. */
  lockedSeconds?: number;
  /** The e-mail that is locked, for the unlock-link request. */
  email?: string;
  /** An unlock link was asked for (the answer never says whether a mail went out). */
  unlockRequested?: boolean;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  const target = safeRedirect(String(form.get("redirectTo") ?? ""));
  const origin = context.mailOrigin;
  if (form.get("intent") === "unlock") {
    // The same answer whether or not the address has an account, is verified or gets a mail.
    await context.accounts.requestUnlock({ email, origin, ip: context.clientIp });
    const lockedSeconds = await context.accounts.lockedSeconds(email, context.clientIp);
    return data<LoginFailure>({
      message: lockedSeconds ? SIGN_IN_MESSAGES.locked(lockedSeconds * 1000) : SIGN_IN_MESSAGES.unlockSent,
      lockedSeconds,
      email,
      unlockRequested: true,
    });
  }
  if (email.trim() === "" || password === "") {
    return data<LoginFailure>({ message: SIGN_IN_MESSAGES.required }, 400);
  }
  const response = await context.accounts.signIn({ email, password, clientIp: context.clientIp, origin });
  if (response.ok) {
    const user = await userOfSignIn(response, context);
    if (user?.role === "admin") throw redirect(target, { headers: cookiesOf(response) });
    // A valid account without the admin role: its new session is ended at once, nothing is kept.
    await context.accounts.signOut(
      new Request(`${origin}/admin/login`, { headers: { Cookie: cookieHeaderFrom(response) } }),
      context.clientIp,
    );
    return data<LoginFailure>({ message: SIGN_IN_MESSAGES.notAdmin }, 403);
  }
  const body = (await response.json().catch(() => null)) as {
    code?: string;
    message?: string;
    retryAfterSeconds?: number;
  } | null;
  if (body?.code === "ACCOUNT_LOCKED") {
    return data<LoginFailure>(
      {
        message: body.message ?? SIGN_IN_MESSAGES.lockedNow,
        lockedSeconds: body.retryAfterSeconds ?? 0,
        email,
      },
      423,
    );
  }
  if (body?.code === "EMAIL_NOT_VERIFIED") {
    return data<LoginFailure>({ message: SIGN_IN_MESSAGES.unverified }, 403);
  }
  if (response.status === 429) return data<LoginFailure>({ message: SIGN_IN_MESSAGES.tooManyRequests }, 429);
  return data<LoginFailure>(
    { message: body?.message ?? SIGN_IN_MESSAGES.invalid(0) },
    response.status >= 400 && response.status < 500 ? response.status : 400,
  );
}

/** Milliseconds left of a lock, counted down every second from when the server's answer arrived. */
function useLockCountdown(lockedSeconds: number | undefined, answer: unknown): number {
  const [remaining, setRemaining] = useState(lockedSeconds ? lockedSeconds * 1000 : 0);
  useEffect(() => {
    if (!lockedSeconds) {
      setRemaining(0);
      return;
    }
    const ends = Date.now() + lockedSeconds * 1000;
    setRemaining(ends - Date.now());
    const timer = window.setInterval(() => {
      const left = Math.max(0, ends - Date.now());
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [lockedSeconds, answer]);
  return remaining;
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const signingIn = submitting && navigation.formData?.get("intent") !== "unlock";
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const failure = actionData as LoginFailure | undefined;
  const remaining = useLockCountdown(failure?.lockedSeconds, failure);
  const locked = remaining > 0;
  const formRef = useRef<HTMLFormElement>(null);
  // Whatever was typed before hydration counts (the fields are the browser's own until then).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    setEmail((form.elements.namedItem("email") as HTMLInputElement).value);
    setPassword((form.elements.namedItem("password") as HTMLInputElement).value);
  }, []);

  // Before hydration the browser's own `required` check stands in for the disabled button.
  const disabled = hydrated && (email.trim() === "" || password === "" || submitting || locked);

  return (
    <main
      id="main"
      className="flex min-h-screen items-start justify-center bg-sand-50 px-4 py-12 sm:items-center"
    >
      <div className="flex w-full max-w-md flex-col gap-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-col items-center gap-2 text-center">
          <Waves aria-hidden="true" className="size-8 text-sea-700" />
          <h1 className="text-2xl font-bold text-slate-900">Admin sign in</h1>
          <p className="text-sm text-slate-700">Greek Beaches Directory back office</p>
        </div>
        <div className="flex flex-col gap-3">
          {loaderData.signedInAs && !failure && (
            <Notice tone="info">{SIGN_IN_MESSAGES.signedInNotAdmin(loaderData.signedInAs)}</Notice>
          )}
          {loaderData.unlocked && !failure && <Notice tone="success">{SIGN_IN_MESSAGES.unlocked}</Notice>}
          {failure && !locked && (
            <Notice tone={failure.unlockRequested ? "info" : "error"}>{failure.message}</Notice>
          )}
          {locked && (
            <div
              role="alert"
              className="flex flex-col gap-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-3 text-amber-950"
            >
              <p className="flex items-center gap-2 font-semibold">
                <Lock aria-hidden="true" className="size-4" />
                Account Temporarily Locked
              </p>
              <p className="text-sm">{failure?.message}</p>
              <p className="text-sm">
                Try again in{" "}
                <span className="font-mono font-semibold tabular-nums">{formatCountdown(remaining)}</span>
              </p>
            </div>
          )}
          {locked && failure?.unlockRequested && <Notice tone="info">{SIGN_IN_MESSAGES.unlockSent}</Notice>}
          {locked && failure?.email && !failure.unlockRequested && (
            <Form method="post" replace className="flex flex-col gap-2">
              <input type="hidden" name="intent" value="unlock" />
              <input type="hidden" name="email" value={failure.email} />
              <p className="text-sm text-slate-700">
                Is this your account? We can mail you a link that unlocks it now.
              </p>
              <button type="submit" disabled={submitting} className={buttonClass("secondary", "w-full")}>
                <MailCheck aria-hidden="true" className="size-4" />
                Send me an unlock link
              </button>
            </Form>
          )}
        </div>
        <Form ref={formRef} method="post" replace className="flex flex-col gap-4">
          <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            onChange={(event) => setPassword(event.target.value)}
          />
          <button type="submit" disabled={disabled} className={buttonClass("primary", "w-full")}>
            <LogIn aria-hidden="true" className="size-4" />
            {signingIn ? "Signing in..." : "Sign in"}
          </button>
        </Form>
      </div>
    </main>
  );
}

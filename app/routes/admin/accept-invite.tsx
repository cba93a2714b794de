import { ArrowRight } from "#app/components/ui/beach-icons.tsx";
import { CheckCircle2, Loader2, MailCheck } from "#app/components/admin/icons.tsx";
import { useEffect, useRef, useState } from "react";
import { data, Form, useNavigate, useNavigation, useSubmit } from "react-router";
import { SIGN_IN_MESSAGES } from "#core/admin/sign-in.ts";
import {
  buttonClass,
  Card,
  DeadLinkCard,
  Notice,
  PasswordStrengthMeter,
  TextField,
} from "#app/components/admin/kit.tsx";
import { cookiesOf } from "#app/lib/admin/admin.server.ts";
import { userOfSignIn } from "#app/lib/admin/admin-session.server.ts";
import { adminMeta } from "#app/lib/site/page-meta.ts";
import { useHydrated } from "#app/lib/site/use-hydrated.ts";
import type { Route } from "./+types/accept-invite";

export const meta = () => adminMeta("Accept Admin Invite");

export const ACCEPT_MESSAGES = {
  missing: "Missing invite token.",
  done: "Invite accepted. You now have admin access. Redirecting to admin...",
  accepting: "Granting admin access...",
  verify: (email: string) =>
    `We sent a verification link to ${email}. Open it to confirm your address; it brings you back here. Or confirm it, then sign in here.`,
} as const;

/** Redirect to the dashboard this long after the invite is accepted. */
const REDIRECT_MS = 1000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token)
    return {
      token,
      invite: { state: "missing" as const, message: ACCEPT_MESSAGES.missing },
      signedInAs: null,
    };
  const [invite, user] = await Promise.all([
    context.backOffice.invites.inviteStatus(token),
    context.accounts.currentUser(request.headers),
  ]);
  // Signed in (so verified: an unverified account cannot sign in) with the invited address: the
  // page grants access at once (a POST, made by the page).
  const signedInAs = invite.state === "valid" && user?.email === invite.email ? user.email : null;
  return { token, invite, signedInAs };
}

type Step = "enter" | "verify" | "done";
export type AcceptResult = { step: Step; message?: string; email?: string; fields?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const intent = String(form.get("intent") ?? "");
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  const origin = context.mailOrigin;
  const ip = context.clientIp;
  if (!token) return data<AcceptResult>({ step: "enter", message: ACCEPT_MESSAGES.missing }, 400);

  const accept = async (
    user: { id: string; email: string; name: string; role: string },
    headers?: Headers,
  ) => {
    try {
      await context.backOffice.invites.acceptInvite({ token, user, ip });
    } catch (error) {
      const refusal = context.backOffice.refusal(error);
      if (!refusal) throw error;
      // A failed acceptance goes back to the first step, saying why.
      return data<AcceptResult>(
        { step: "enter", message: refusal.message, email: user.email },
        { status: refusal.status, headers },
      );
    }
    return data<AcceptResult>({ step: "done" }, { headers });
  };

  if (intent === "sign-up") {
    // An account is made only for a pending invite, and only with the address it was sent to.
    const allowed = await context.backOffice.invites.signUpAllowed(token, email);
    if (!allowed.ok) return data<AcceptResult>({ step: "enter", message: allowed.message }, allowed.status);
    const outcome = await context.accounts.signUp({
      email,
      password,
      callbackPath: `/admin/accept-invite?token=${encodeURIComponent(token)}`,
      clientIp: ip,
      origin,
    });
    if (!outcome.ok) {
      return data<AcceptResult>(
        { step: "enter", message: outcome.message, fields: outcome.fields },
        outcome.status,
      );
    }
    return data<AcceptResult>({ step: "verify", email: email.trim().toLowerCase() });
  }

  if (intent === "sign-in") {
    const response = await context.accounts.signIn({ email, password, clientIp: ip, origin });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
      const message =
        body?.code === "EMAIL_NOT_VERIFIED"
          ? SIGN_IN_MESSAGES.unverified
          : (body?.message ?? SIGN_IN_MESSAGES.invalid(0));
      return data<AcceptResult>({ step: "verify", email, message }, response.status);
    }
    const user = await userOfSignIn(response, context);
    if (!user)
      return data<AcceptResult>({ step: "verify", email, message: SIGN_IN_MESSAGES.invalid(0) }, 401);
    return accept(user, cookiesOf(response));
  }

  if (intent === "accept") {
    const user = await context.accounts.currentUser(request.headers);
    if (!user) return data<AcceptResult>({ step: "enter", message: "Sign in to accept the invite." }, 401);
    return accept(user);
  }
  return data<AcceptResult>({ step: "enter", message: "Unknown action." }, 400);
}

export default function AcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
  const { invite, token, signedInAs } = loaderData;
  const navigation = useNavigation();
  const pendingIntent =
    navigation.state !== "idle" && navigation.formMethod === "POST"
      ? String(navigation.formData?.get("intent"))
      : null;
  const step: Step | "accept" = actionData?.step ?? (signedInAs ? "accept" : "enter");
  const accepting = pendingIntent === "sign-in" || pendingIntent === "accept";

  return (
    <main
      id="main"
      className="flex min-h-screen items-start justify-center bg-sand-50 px-4 py-12 sm:items-center"
    >
      <div className="flex w-full max-w-lg flex-col gap-4">
        <h1 className="text-center text-2xl font-bold text-slate-900">Accept Admin Invite</h1>
        {invite.state !== "valid" && step !== "done" ? (
          <DeadLinkCard
            title="This invite cannot be used"
            titleId="invite-problem"
            message={invite.message}
          />
        ) : accepting ? (
          <Card title="Accepting the invite" titleId="accepting">
            <p role="status" className="flex items-center gap-2 text-slate-900">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              {ACCEPT_MESSAGES.accepting}
            </p>
          </Card>
        ) : step === "done" ? (
          <Done />
        ) : step === "accept" ? (
          <AcceptNow token={token} email={signedInAs ?? ""} />
        ) : step === "verify" ? (
          <Verify token={token} email={actionData?.email ?? ""} message={actionData?.message} />
        ) : (
          <Enter
            token={token}
            email={actionData?.email ?? (invite.state === "valid" ? invite.email : "")}
            result={actionData}
          />
        )}
      </div>
    </main>
  );
}

// The password typed in the first step, kept in memory only, so the verify step can sign in with it.
let rememberedPassword = "";

function Enter({ token, email, result }: { token: string; email: string; result: AcceptResult | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-up";
  const [password, setPassword] = useState("");
  return (
    <Card
      title="Create your account"
      titleId="enter"
      description="Sign up with the address the invite was sent to. You will confirm it by e-mail."
    >
      {result?.message && !result.fields?.email && !result.fields?.password && (
        <Notice tone="error">{result.message}</Notice>
      )}
      <Form
        method="post"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          rememberedPassword = (event.currentTarget.elements.namedItem("password") as HTMLInputElement).value;
        }}
      >
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="intent" value="sign-up" />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={email}
          error={result?.fields?.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={result?.fields?.password}
          onChange={(event) => setPassword(event.target.value)}
          hint={<PasswordStrengthMeter password={password} id="invite-password-strength" />}
        />
        <div>
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            Continue
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
        </div>
      </Form>
    </Card>
  );
}

function Verify({ token, email, message }: { token: string; email: string; message: string | undefined }) {
  return (
    <Card title="Confirm your e-mail address" titleId="verify">
      <p className="flex items-start gap-2 text-slate-800">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea-700" />
        {ACCEPT_MESSAGES.verify(email)}
      </p>
      {message && <Notice tone="error">{message}</Notice>}
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="intent" value="sign-in" />
        <input type="hidden" name="email" value={email} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          defaultValue={rememberedPassword}
        />
        <div>
          <button type="submit" className={buttonClass("primary")}>
            I verified my email – Sign in
          </button>
        </div>
      </Form>
    </Card>
  );
}

/** Signed in with the invited address (back from the verification link): grant access at once. */
function AcceptNow({ token, email }: { token: string; email: string }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (!hydrated || sent.current || !form.current) return;
    sent.current = true;
    void submit(form.current);
  }, [hydrated, submit]);
  return (
    <Card title="Accepting the invite" titleId="accepting">
      <p className="text-slate-800">
        Signed in as <span className="font-medium">{email}</span>.
      </p>
      <Form ref={form} method="post">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="intent" value="accept" />
        <button type="submit" className={buttonClass("primary")}>
          Accept invite
        </button>
      </Form>
    </Card>
  );
}

function Done() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate("/admin"), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Card title="Welcome aboard" titleId="done">
      {/* Without JavaScript the browser goes on by itself. */}
      <noscript>
        <meta httpEquiv="refresh" content={`${REDIRECT_MS / 1000};url=/admin`} />
      </noscript>
      <p role="status" className="flex items-center gap-2 font-medium text-green-900">
        <CheckCircle2 aria-hidden="true" className="size-5" />
        {ACCEPT_MESSAGES.done}
      </p>
    </Card>
  );
}

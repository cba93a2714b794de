import { LockOpen } from "#app/components/admin/icons.tsx";
import { data, Form, redirect, useNavigation } from "react-router";
import { buttonClass, Card, DeadLinkCard } from "#app/components/admin/kit.tsx";
import { adminMeta } from "#app/lib/site/page-meta.ts";
import type { Route } from "./+types/unlock";

export const meta = () => adminMeta("Unlock your account");

/** Where a used link leads: the login page, which then says the account is unlocked. */
export const UNLOCKED_PATH = "/admin/login?unlocked=1";

// Opening the link only shows it (a mail scanner that fetches links spends nothing); the button
// posts, and the post unlocks.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const status = await context.accounts.unlockStatus(token);
  if (status.state === "valid") return { token, email: status.email, problem: null };
  return data({ token, email: null, problem: status.message }, status.status);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const outcome = await context.accounts.unlock({ token, ip: context.clientIp });
  if (!outcome.ok) return data({ problem: outcome.message }, outcome.status);
  throw redirect(UNLOCKED_PATH);
}

export default function Unlock({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const problem = actionData?.problem ?? loaderData.problem;
  return (
    <main
      id="main"
      className="flex min-h-screen items-start justify-center bg-sand-50 px-4 py-12 sm:items-center"
    >
      <div className="flex w-full max-w-lg flex-col gap-4">
        <h1 className="text-center text-2xl font-bold text-slate-900">Unlock your account</h1>
        {problem ? (
          <DeadLinkCard title="This unlock link cannot be used" titleId="unlock-problem" message={problem} />
        ) : (
          <Card
            title="Unlock sign-in"
            titleId="unlock"
            description={
              <>
                Sign-in to <span className="font-medium text-slate-900">{loaderData.email}</span> was locked
                after failed attempts. Unlock it to sign in again now.
              </>
            }
          >
            <Form method="post" replace>
              <input type="hidden" name="token" value={loaderData.token} />
              <button type="submit" disabled={busy} className={buttonClass("primary", "w-full sm:w-auto")}>
                <LockOpen aria-hidden="true" className="size-4" />
                {busy ? "Unlocking..." : "Unlock my account"}
              </button>
            </Form>
          </Card>
        )}
      </div>
    </main>
  );
}

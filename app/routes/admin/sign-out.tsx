import { redirect } from "react-router";
import { cookiesOf } from "#app/lib/admin/admin.server.ts";
import { siteOrigin } from "#app/lib/site/site-origin.server.ts";
import type { Route } from "./+types/sign-out";

// Signing out changes state, so only a POST does it; a GET (a typed address) goes to the dashboard.
export function loader() {
  return redirect("/admin");
}

/** Ends the session on the server (its row is deleted) and clears the cookie, then goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  const origin = new URL(siteOrigin(request, context)).origin;
  const headers = new Headers({ Origin: origin });
  const cookie = request.headers.get("Cookie");
  if (cookie) headers.set("Cookie", cookie);
  const response = await context.accounts.signOut(
    new Request(`${origin}/admin/sign-out`, { method: "POST", headers }),
    context.clientIp,
  );
  return redirect("/", { headers: cookiesOf(response) });
}

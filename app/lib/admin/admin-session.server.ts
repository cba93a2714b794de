import type { AppLoadContext } from "react-router";

/** The Cookie header a browser would send back after this answer's Set-Cookie headers. */
export function cookieHeaderFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!.trim())
    .filter((pair) => pair.includes("=") && !pair.endsWith("="))
    .join("; ");
}

/** The account a sign-in answer's new session belongs to (its role read from the database). */
export async function userOfSignIn(response: Response, context: AppLoadContext) {
  return context.accounts.currentUser(new Headers({ Cookie: cookieHeaderFrom(response) }));
}

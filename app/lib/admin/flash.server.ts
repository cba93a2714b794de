// A message for the next page, across a redirect (a save returns to the list, which says 'Saved'):
// a short-lived cookie the next back-office loader reads once and clears. Nothing is kept on the
// server, so any instance answers the next request.

const NAME = "admin_flash";

export interface Flash {
  title: string;
  description: string;
  /** A form draft (localStorage key) the save made obsolete, for the next page to remove. */
  clearDraft?: string;
}

export function flashHeaders(flash: Flash): Headers {
  const value = encodeURIComponent(JSON.stringify(flash));
  return new Headers({ "Set-Cookie": `${NAME}=${value}; Path=/admin; Max-Age=60; HttpOnly; SameSite=Lax` });
}

/** The waiting message, if any, and the header that clears it. */
export function readFlash(request: Request): { flash: Flash | null; headers: Headers } {
  const headers = new Headers();
  const cookie = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${NAME}=`));
  if (!cookie) return { flash: null, headers };
  headers.set("Set-Cookie", `${NAME}=; Path=/admin; Max-Age=0; HttpOnly; SameSite=Lax`);
  try {
    const parsed = JSON.parse(decodeURIComponent(cookie.slice(NAME.length + 1))) as Partial<Flash>;
    if (typeof parsed.title === "string" && typeof parsed.description === "string") {
      const clearDraft = typeof parsed.clearDraft === "string" ? parsed.clearDraft : undefined;
      return {
        flash: {
          title: parsed.title,
          description: parsed.description,
          ...(clearDraft ? { clearDraft } : {}),
        },
        headers,
      };
    }
  } catch {
    // A mangled cookie is dropped.
  }
  return { flash: null, headers };
}

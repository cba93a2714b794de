import { RotateCw } from "#app/components/ui/icons.tsx";
import { useEffect } from "react";
import { isRouteErrorResponse, useRevalidator } from "react-router";
import type { MessageKey } from "#core/i18n/translator.ts";
import { useI18n } from "../lib/i18n/i18n.tsx";

const errorButton =
  "inline-flex items-center gap-2 rounded-md px-4 py-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700";

/**
 * The page's words when the root loader itself failed and so gave no catalogue (the translator then
 * answers a key with the key): the error page must still read as words, so these are its English
 * messages, word for word.
 * Keyed by the message's last part, so no script carries a catalogue-shaped entry.
 */
const WITHOUT_CATALOGUE: Readonly<Record<string, string>> = {
  siteName: "Greek Beaches",
  response: "Unexpected Application Error!",
  thrown: "Something went wrong",
  text: "The page could not be shown. Please try again; if it keeps failing, refresh the page.",
  tryAgain: "Try again",
  refresh: "Refresh page",
};

/** The root's boundary for anything but a 404: in the page's language, with ways to try again. */
export function ErrorPage({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  const i18n = useI18n();
  const t = (key: MessageKey) => {
    const text = i18n.t(key);
    return text === key ? (WITHOUT_CATALOGUE[key.slice(key.lastIndexOf(".") + 1)] ?? text) : text;
  };
  // A response with a status (a routing or data failure) gets React Router's wording and the status;
  // anything thrown is the generic boundary. Only the latter is a bug worth logging.
  const response = isRouteErrorResponse(error) ? error : null;
  useEffect(() => {
    if (!response) console.error(error);
  }, [error, response]);
  // One call with the key's end chosen: two t() calls in a ternary minify to a catalogue-like
  // `"key":`, which server/http/catalogue-bundles.test.ts refuses.
  const heading = t(`pages.error.${response ? "response" : "thrown"}`);
  const retrying = revalidator.state === "loading";
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <title>{`${heading} · ${t("chrome.siteName")}`}</title>
      <meta name="robots" content="noindex" />
      <div role="alert" className="flex flex-col items-center gap-2">
        <h1 className="text-3xl font-bold">{heading}</h1>
        {response && (
          <p className="font-medium text-slate-700">
            {response.status} {response.statusText}
          </p>
        )}
        <p>{t("pages.error.text")}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        {/* Re-runs the loaders of this URL in place (a .data request) and clears the boundary when
            they succeed. navigate(0) would be history.go(0): the same full reload as the next button. */}
        <button
          type="button"
          aria-disabled={retrying}
          onClick={() => {
            if (!retrying) void revalidator.revalidate();
          }}
          className={`${errorButton} bg-sea-700 text-white hover:bg-sea-900`}
        >
          <RotateCw aria-hidden="true" className={`size-4 ${retrying ? "animate-spin" : ""}`} />
          {t("pages.error.tryAgain")}
        </button>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={`${errorButton} border border-slate-300 bg-white text-slate-900 hover:border-sea-700`}
        >
          {t("pages.error.refresh")}
        </button>
      </div>
    </main>
  );
}

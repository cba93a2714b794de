// The list routes' error state, in its own module so that the map page's bundle does not carry the
// list and its cards for it.
import { isRouteErrorResponse } from "react-router";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { DeferredNotFoundPage } from "../deferred-not-found.ts";

/**
 * The error state of a list route: an unknown area is the 404 page; a failed load keeps the page's
 * frame and says what went wrong where the list would be.
 */
export function ListErrorBoundary({ error, heading }: { error: unknown; heading?: string }) {
  return <ListFailure error={error} heading={heading} />;
}

function ListFailure({ error, heading }: { error: unknown; heading?: string | undefined }) {
  const { t } = useI18n();
  if (isRouteErrorResponse(error) && error.status === 404) return <DeferredNotFoundPage.Component />;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <title>{t("chrome.siteName")}</title>
      {heading && <h1 className="mb-6 text-3xl font-bold text-sea-900">{heading}</h1>}
      <BeachListFailure />
    </main>
  );
}

function BeachListFailure() {
  const { t } = useI18n();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-950">
      <h2 className="text-lg font-semibold">{t("browse.failure.title")}</h2>
      <p>{t("browse.failure.text")}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-3 rounded-md bg-red-900 px-3 py-1.5 text-sm font-medium text-white"
      >
        {t("browse.failure.retry")}
      </button>
    </div>
  );
}

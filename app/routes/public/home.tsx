import { Link } from "react-router";
import { BeachBrowser } from "#app/components/browse/beach-browser.tsx";
import { ListErrorBoundary } from "#app/components/browse/list-error.tsx";
import { SearchBox } from "#app/components/browse/search-box.tsx";
import { loadBeachList } from "#app/lib/browse/beach-list.server.ts";
import { loadListInBrowser, useRememberedListData } from "#app/lib/browse/distance-sorted-list.ts";
import { metaI18n, useI18n } from "#app/lib/i18n/i18n.tsx";
import { requestLocale } from "#app/lib/i18n/i18n.server.ts";
import { pageMeta } from "#app/lib/site/page-meta.ts";
import { beachListJsonLd } from "#app/lib/site/structured-data.ts";
import { JsonLd } from "#app/components/json-ld.tsx";
import { searchExamples } from "#core/search/search-examples.ts";
import type { Route } from "./+types/home";

export function meta({ data, matches }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  return pageMeta({
    title: i18n.t("browse.home.title"),
    description: i18n.t("browse.home.description"),
    canonical: data?.canonical,
    i18n,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The searches to try in the page's language only: the page's scripts carry neither language's.
  return { ...(await loadBeachList(request, context)), examples: searchExamples(requestLocale(request)) };
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadListInBrowser(request, serverLoader);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { filters, page, ignored, origin, near, examples } = loaderData;
  useRememberedListData(loaderData);
  const { t, locale } = useI18n();
  return (
    <main id="main">
      <JsonLd data={beachListJsonLd(page.items, origin, locale)} />
      <section className="bg-gradient-to-b from-sea-100 to-sand-50">
        {/* Tighter on a phone, so the first beach shows on the first screen. */}
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-3 px-4 pt-4 pb-3 text-center sm:gap-4 sm:pt-10 sm:pb-8">
          <h1 className="text-xl font-bold text-sea-900 sm:text-4xl">{t("browse.home.heading")}</h1>
          <p className="text-sm text-slate-700 sm:text-base">
            {t("browse.home.intro", { example: examples.hero })}
          </p>
          <SearchBox
            filters={filters}
            label={t("browse.home.searchLabel")}
            placeholder={t("browse.home.searchPlaceholder")}
          />
          <SearchExamples examples={examples.home} />
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-6 sm:pt-6">
        <BeachBrowser filters={filters} page={page} ignored={ignored} near={near} />
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n();
  return <ListErrorBoundary error={error} heading={t("browse.home.heading")} />;
}

/**
 * Searches to tap, as plain links to the search (`/?q=...`, `/el?q=...`), so they work before the
 * scripts run. On a phone they are one row that scrolls sideways, so the first beach stays on the
 * first screen.
 */
function SearchExamples({ examples }: { examples: readonly string[] }) {
  const { t, href } = useI18n();
  return (
    <nav aria-label={t("browse.home.examples")} className="w-full">
      <ul className="flex items-center gap-2 overflow-x-auto px-1 py-1 text-sm sm:flex-wrap sm:justify-center sm:overflow-visible">
        <li aria-hidden="true" className="shrink-0 text-slate-700">
          {t("browse.home.try")}
        </li>
        {examples.map((example) => (
          <li key={example} className="shrink-0">
            <Link
              to={href(`/?q=${encodeURIComponent(example)}`)}
              className="inline-block rounded-full border border-sea-700/30 bg-white px-3 py-1 whitespace-nowrap text-sea-800 hover:border-sea-700 hover:bg-sea-50"
            >
              {example}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

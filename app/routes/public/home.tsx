import { BeachBrowser, ListErrorBoundary } from "../../components/browse/beach-browser.tsx";
import { SearchBox } from "../../components/browse/search-box.tsx";
import { loadBeachList } from "../../lib/beach-list.server.ts";
import { loadListInBrowser, useRememberedListData } from "../../lib/distance-sorted-list.ts";
import { pageMeta } from "../../lib/page-meta.ts";
import { beachListJsonLd } from "../../lib/structured-data.ts";
import { JsonLd } from "../../components/json-ld.tsx";
import type { Route } from "./+types/home";

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "Greek Beaches · Find your perfect beach in Greece",
    description:
      "A directory of Greek beaches by island and region: sandy or pebbly, calm or wavy, organized or wild, with Blue Flag status, amenities and directions.",
    canonical: data?.canonical,
  });
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBeachList(request, context);
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadListInBrowser(request, serverLoader);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { filters, page, ignored, origin, near } = loaderData;
  useRememberedListData(loaderData);
  return (
    <main id="main">
      <JsonLd data={beachListJsonLd(page.items, origin)} />
      <section className="bg-gradient-to-b from-sea-100 to-sand-50">
        {/* Tighter on a phone, so the first beach shows on the first screen. */}
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-3 px-4 pt-5 pb-5 text-center sm:gap-4 sm:pt-10 sm:pb-8">
          <h1 className="text-2xl font-bold text-sea-900 sm:text-4xl">Find your perfect Greek beach</h1>
          <p className="text-sm text-slate-700 sm:text-base">
            Search in your own words, in English or Greek: “quiet sandy beach with a taverna near Chania”.
          </p>
          <SearchBox filters={filters} label="Search beaches" placeholder="Try: calm sandy beach in Crete" />
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-6 sm:pt-6">
        <BeachBrowser filters={filters} page={page} ignored={ignored} near={near} />
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListErrorBoundary error={error} heading="Find your perfect Greek beach" />;
}

import { MapPinned } from "lucide-react";
import { Link } from "react-router";
import { AreaIllustration } from "../../components/beach-illustration.tsx";
import { BeachPhoto } from "../../components/beach-photo.tsx";
import { pageMeta } from "../../lib/page-meta.ts";
import { siteOrigin } from "../../lib/site-origin.server.ts";
import type { Route } from "./+types/areas";

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "Explore Greek Beach Areas",
    description:
      "Greek islands and coastal regions with their beaches: Crete, the Ionian and the Cyclades, Halkidiki and more, each with its number of beaches.",
    canonical: data?.canonical,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const areas = await context.services.areas.listAreas();
  return { areas, canonical: `${siteOrigin(request, context)}/areas` };
}

function AreasHero() {
  return (
    <section className="bg-gradient-to-b from-sea-100 to-sand-50">
      <div className="mx-auto max-w-3xl px-4 pt-10 pb-8 text-center">
        <h1 className="text-3xl font-bold text-sea-900 sm:text-4xl">Explore Greek Beach Areas</h1>
        <p className="mt-2 text-slate-700">Pick an island or a region to see its beaches.</p>
      </div>
    </section>
  );
}

export default function Areas({ loaderData }: Route.ComponentProps) {
  const { areas } = loaderData;
  return (
    <main id="main">
      <AreasHero />
      <div className="mx-auto max-w-6xl px-4 py-6">
        {areas.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-10 text-center">
            <MapPinned aria-hidden="true" className="size-10 text-sea-700" />
            <h2 className="text-lg font-semibold">No areas found</h2>
            <p className="text-slate-700">Check back later for new beach areas</p>
          </div>
        ) : (
          <ul aria-label="Areas" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {areas.map((area) => (
              <li key={area.id}>
                <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-sea-700 hover:shadow-md">
                  <div className="relative">
                    <BeachPhoto
                      src={area.hero_photo_url}
                      alt=""
                      width={400}
                      height={225}
                      fallback={<AreaIllustration slug={area.slug} width={400} height={225} />}
                    />
                    <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-sea-900 shadow">
                      {area.beach_count === 1 ? "1 beach" : `${area.beach_count} beaches`}
                    </span>
                  </div>
                  <div className="flex flex-1 flex-col gap-2 p-4">
                    <h2 className="text-lg font-semibold text-slate-900">
                      <Link
                        to={`/${area.slug}`}
                        prefetch="intent"
                        className="outline-none after:absolute after:inset-0 after:content-['']"
                      >
                        {area.name}
                      </Link>
                    </h2>
                    <p className="line-clamp-3 text-sm text-slate-700">
                      {area.description.trim() !== ""
                        ? area.description
                        : `Discover the beaches of ${area.name}, from organized bays to quiet coves.`}
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main">
      <AreasHero />
      <div className="mx-auto max-w-6xl px-4 py-6">
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-950">
          <h2 className="text-lg font-semibold">Failed to load areas</h2>
          <p>Please try again later</p>
        </div>
      </div>
    </main>
  );
}

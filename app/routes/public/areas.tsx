import { MapPinned } from "#app/components/ui/icons.tsx";
import { Link } from "react-router";
import { localizePath } from "#core/i18n/locale.ts";
import { descriptionIn, nameIn } from "#core/i18n/names.ts";
import { AreaIllustration } from "#app/components/beach-illustration.tsx";
import { BeachPhoto } from "#app/components/beach-photo.tsx";
import { metaI18n, useI18n } from "#app/lib/i18n/i18n.tsx";
import { requestLocale } from "#app/lib/i18n/i18n.server.ts";
import { pageMeta } from "#app/lib/site/page-meta.ts";
import { siteOrigin } from "#app/lib/site/site-origin.server.ts";
import type { Route } from "./+types/areas";

export function meta({ data, matches }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  return pageMeta({
    title: i18n.t("pages.areas.title"),
    description: i18n.t("pages.areas.description"),
    canonical: data?.canonical,
    i18n,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const areas = await context.services.areas.listAreas();
  return {
    areas,
    canonical: `${siteOrigin(request, context)}${localizePath("/areas", requestLocale(request))}`,
  };
}

function AreasHero() {
  const { t } = useI18n();
  return (
    <section className="bg-gradient-to-b from-sea-100 to-sand-50">
      <div className="mx-auto max-w-3xl px-4 pt-10 pb-8 text-center">
        <h1 className="text-3xl font-bold text-sea-900 sm:text-4xl">{t("pages.areas.title")}</h1>
        <p className="mt-2 text-slate-700">{t("pages.areas.intro")}</p>
      </div>
    </section>
  );
}

/**
 * A tile's text: the description in the page's language, an English one on a Greek page marked as
 * English, or a sentence of ours when there is none.
 */
function AreaBlurb({ area, name }: { area: Parameters<typeof descriptionIn>[0]; name: string }) {
  const { t, locale } = useI18n();
  const { text, lang } = descriptionIn(area, locale);
  const className = "line-clamp-3 text-sm text-slate-700";
  if (text === null || text.trim() === "") {
    return <p className={className}>{t("pages.areas.fallbackDescription", { area: name })}</p>;
  }
  if (lang === locale) return <p className={className}>{text}</p>;
  return (
    <p className={className}>
      <span className="text-slate-600">{t("pages.inEnglish")}</span> <span lang={lang}>{text}</span>
    </p>
  );
}

export default function Areas({ loaderData }: Route.ComponentProps) {
  const { areas } = loaderData;
  const { t, href, locale } = useI18n();
  return (
    <main id="main">
      <AreasHero />
      <div className="mx-auto max-w-6xl px-4 py-6">
        {areas.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-10 text-center">
            <MapPinned aria-hidden="true" className="size-10 text-sea-700" />
            <h2 className="text-lg font-semibold">{t("pages.areas.emptyTitle")}</h2>
            <p className="text-slate-700">{t("pages.areas.emptyText")}</p>
          </div>
        ) : (
          <ul
            aria-label={t("pages.areas.listLabel")}
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {areas.map((area) => {
              const name = nameIn(area, locale);
              return (
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
                        {t("pages.beachCount", { count: area.beach_count })}
                      </span>
                    </div>
                    <div className="flex flex-1 flex-col gap-2 p-4">
                      <h2 className="text-lg font-semibold text-slate-900">
                        <Link
                          to={href(`/${area.slug}`)}
                          prefetch="intent"
                          className="outline-none after:absolute after:inset-0 after:content-['']"
                        >
                          {name}
                        </Link>
                      </h2>
                      <AreaBlurb area={area} name={name} />
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return (
    <main id="main">
      <AreasHero />
      <div className="mx-auto max-w-6xl px-4 py-6">
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-950">
          <h2 className="text-lg font-semibold">{t("pages.areas.errorTitle")}</h2>
          <p>{t("pages.areas.errorText")}</p>
        </div>
      </div>
    </main>
  );
}

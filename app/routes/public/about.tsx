import { Flag, Languages, MapPinned, Search } from "#app/components/ui/icons.tsx";
import { Compass, Heart, Mail, Share2 } from "#app/components/ui/page-icons.tsx";
import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { localizePath } from "#core/i18n/locale.ts";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { feedbackHref } from "#app/components/site-chrome.tsx";
import { metaI18n, tRich, useI18n } from "#app/lib/i18n/i18n.tsx";
import { pageMessages, requestLocale } from "#app/lib/i18n/i18n.server.ts";
import { pageMeta } from "#app/lib/site/page-meta.ts";
import { siteOrigin } from "#app/lib/site/site-origin.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/about";

export function meta({ data, matches }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  return pageMeta({
    title: i18n.t("search.about.title"),
    description: i18n.t("search.about.description"),
    canonical: data?.canonical,
    i18n,
  });
}

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    canonical: `${siteOrigin(request, context)}${localizePath("/about", requestLocale(request))}`,
    messages: pageMessages(request, "search.about."),
  };
}

const OSM_COPYRIGHT = "https://www.openstreetmap.org/copyright";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-2xl font-semibold text-sea-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Offer({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 shrink-0 text-sea-700">{icon}</span>
      <span>{children}</span>
    </li>
  );
}

const externalLink = "font-medium text-sea-900 underline hover:text-sea-700";

export default function About() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const i18n = useI18n();
  const { t } = i18n;
  const contactEmail = root?.contactEmail;
  const mapAttribution = root?.map.attribution;
  const iconClass = "size-5";
  /** A credit: its label in bold, then the sentence around it, with a link where it has one. */
  const credit = (key: Parameters<typeof t>[0], label: Parameters<typeof t>[0], link?: ReactNode) =>
    tRich(i18n, key, { label: <strong>{t(label)}</strong>, ...(link ? { link } : {}) });
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-sea-100 to-sand-50">
        <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pt-6 pb-8">
          <Breadcrumb
            crumbs={[{ label: t("pages.home"), to: i18n.href("/") }, { label: t("search.about.title") }]}
          />
          <h1 className="text-center text-3xl font-bold text-sea-900 sm:text-4xl">
            {t("search.about.title")}
          </h1>
          <p className="text-center text-slate-700">{t("search.about.intro")}</p>
        </div>
      </section>

      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-8 leading-relaxed text-slate-800">
        <Section id="what-we-offer" title={t("search.about.offer.title")}>
          <p>{t("search.about.offer.text")}</p>
          <ul className="flex flex-col gap-3">
            <Offer icon={<MapPinned aria-hidden="true" className={iconClass} />}>
              {t("search.about.offer.areas")}
            </Offer>
            <Offer icon={<Search aria-hidden="true" className={iconClass} />}>
              {t("search.about.offer.search")}
            </Offer>
            <Offer icon={<Compass aria-hidden="true" className={iconClass} />}>
              {t("search.about.offer.near")}
            </Offer>
            <Offer icon={<Share2 aria-hidden="true" className={iconClass} />}>
              {t("search.about.offer.share")}
            </Offer>
            <Offer icon={<Heart aria-hidden="true" className={iconClass} />}>
              {t("search.about.offer.free")}
            </Offer>
          </ul>
          <p>
            {tRich(i18n, "search.about.offer.ontology", {
              link: (
                <Link to={i18n.href("/ontology")} className={externalLink}>
                  {t("search.about.offer.ontologyLink")}
                </Link>
              ),
            })}
          </p>
          {/* Which parts of the site are in both languages. */}
          <section aria-labelledby="languages" className="flex flex-col gap-2">
            <h3 id="languages" className="flex items-center gap-2 text-lg font-semibold text-sea-900">
              <Languages aria-hidden="true" className="size-5 shrink-0 text-sea-700" />
              {t("search.about.languages.title")}
            </h3>
            <p>
              {t("search.about.languages.pages")} {t("search.about.languages.descriptions")}{" "}
              {t("search.about.languages.english")}
            </p>
          </section>
        </Section>

        <Section id="blue-flag" title={t("search.about.blueFlag.title")}>
          <div className="flex gap-3">
            <Flag aria-hidden="true" className="mt-1 size-5 shrink-0 text-sea-700" />
            <p>{t("search.about.blueFlag.award")}</p>
          </div>
          <p>
            {tRich(i18n, "search.about.blueFlag.marking", {
              link: (
                <a href="https://www.blueflag.global" className={externalLink}>
                  {t("search.about.blueFlag.link")}
                </a>
              ),
            })}
          </p>
        </Section>

        <Section id="credits" title={t("search.about.credits.title")}>
          <p>{t("search.about.credits.intro")}</p>
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>{credit("search.about.credits.positions", "search.about.credits.positionsLabel")}</li>
            <li>
              {credit(
                "search.about.credits.mapData",
                "search.about.credits.mapDataLabel",
                <a href={OSM_COPYRIGHT} className={externalLink}>
                  {t("search.about.credits.mapDataLink")}
                </a>,
              )}
            </li>
            {mapAttribution && (
              <li>
                {tRich(i18n, "search.about.credits.mapTiles", {
                  label: <strong>{t("search.about.credits.mapTilesLabel")}</strong>,
                  attribution: (
                    // Operator configuration (MAP_ATTRIBUTION), not user text: its simple links are kept.
                    <span
                      // The operator writes it in English: a Greek page says so.
                      lang={i18n.locale === "en" ? undefined : "en"}
                      className="[&_a]:font-medium [&_a]:text-sea-900 [&_a]:underline"
                      dangerouslySetInnerHTML={{ __html: mapAttribution }}
                    />
                  ),
                })}
              </li>
            )}
            <li>{credit("search.about.credits.photos", "search.about.credits.photosLabel")}</li>
            <li>{credit("search.about.credits.blueFlag", "search.about.credits.blueFlagLabel")}</li>
            <li>
              {credit(
                "search.about.credits.coastline",
                "search.about.credits.coastlineLabel",
                <a href="https://www.soest.hawaii.edu/pwessel/gshhg/" className={externalLink}>
                  {t("search.about.credits.coastlineLink")}
                </a>,
              )}
            </li>
            <li>
              {credit(
                "search.about.credits.forecasts",
                "search.about.credits.forecastsLabel",
                <a href="https://open-meteo.com/" className={externalLink}>
                  Open-Meteo.com
                </a>,
              )}
            </li>
            <li>
              {credit(
                "search.about.credits.towns",
                "search.about.credits.townsLabel",
                <a href="https://www.geonames.org" className={externalLink}>
                  GeoNames
                </a>,
              )}
            </li>
            <li>{credit("search.about.credits.shareImages", "search.about.credits.shareImagesLabel")}</li>
            <li>
              {credit(
                "search.about.credits.icons",
                "search.about.credits.iconsLabel",
                <a href="https://lucide.dev" className={externalLink}>
                  Lucide
                </a>,
              )}
            </li>
          </ul>
        </Section>

        <Section id="contact-us" title={t("search.about.contact.title")}>
          <div className="flex gap-3">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-sea-700" />
            <p>
              {t("search.about.contact.text")}
              {contactEmail && (
                <>
                  {" "}
                  {tRich(i18n, "search.about.contact.write", {
                    email: (
                      <a
                        href={feedbackHref(contactEmail, t("chrome.feedbackSubject"))}
                        className={externalLink}
                      >
                        {contactEmail}
                      </a>
                    ),
                  })}
                </>
              )}
            </p>
          </div>
        </Section>
      </div>
    </main>
  );
}

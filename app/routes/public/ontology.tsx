import { Mail } from "#app/components/ui/page-icons.tsx";
import { useRouteLoaderData } from "react-router";
import { localizePath } from "#core/i18n/locale.ts";
import {
  beachOntology,
  formatOntologyDate,
  ontologyTitle,
  type OntologyField,
  type OntologySection,
} from "#core/search/ontology.ts";
import { AmenityIcon } from "#app/components/amenity-icon.tsx";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { feedbackHref } from "#app/components/site-chrome.tsx";
import { metaI18n, tRich, useI18n } from "#app/lib/i18n/i18n.tsx";
import { pageMessages, requestLocale, requestTranslator } from "#app/lib/i18n/i18n.server.ts";
import { pageMeta } from "#app/lib/site/page-meta.ts";
import { siteOrigin } from "#app/lib/site/site-origin.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/ontology";

export function meta({ data, matches }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  return pageMeta({
    title: i18n.t("search.ontology.title"),
    description: i18n.t("search.ontology.description"),
    canonical: data?.canonical,
    i18n,
  });
}

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  // 'Last updated' is today, dated by the server so the HTML and the
  // hydrated page agree. The sections are written out here in the page's language, so the browser
  // never loads the other language's explanations.
  return {
    canonical: `${siteOrigin(request, context)}${localizePath("/ontology", locale)}`,
    lastUpdated: formatOntologyDate(context.services.clock(), locale),
    sections: beachOntology(requestTranslator(request)),
    messages: pageMessages(request, "search.ontology."),
  };
}

const mailLink =
  "inline-flex items-center gap-2 rounded-md bg-sea-700 px-4 py-2 font-medium text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700";

function FieldEntry({ field }: { field: OntologyField }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-1 border-t border-slate-200 py-3 sm:flex-row sm:gap-6">
      <dt className="flex shrink-0 flex-col gap-0.5 sm:w-56">
        <span className="flex items-center gap-2 font-semibold text-slate-900">
          {field.amenity && <AmenityIcon id={field.amenity} className="size-4 shrink-0 text-sea-700" />}
          {field.label}
        </span>
        <code className="text-sm break-all text-slate-700">{field.name}</code>
      </dt>
      <dd className="flex min-w-0 flex-col gap-2 text-slate-800">
        <p>{field.description}</p>
        {field.values && (
          <ul
            aria-label={t("search.ontology.valuesOf", { name: field.name })}
            className="flex flex-col gap-1 text-sm"
          >
            {field.values.map((value) => (
              <li key={value.value}>
                <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">{value.value}</code>{" "}
                <span className="font-medium">{value.label}</span>
                {value.description && <span className="text-slate-700"> · {value.description}</span>}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}

function SectionBlock({ section }: { section: OntologySection }) {
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-4">
      <h2 id={headingId} className="text-2xl font-semibold text-sea-900">
        {section.title}
      </h2>
      <p className="mt-1 mb-3 text-slate-700">{section.intro}</p>
      <dl>
        {section.fields.map((field) => (
          <FieldEntry key={field.name} field={field} />
        ))}
      </dl>
    </section>
  );
}

export default function Ontology({ loaderData }: Route.ComponentProps) {
  const { lastUpdated, sections } = loaderData;
  const i18n = useI18n();
  const { t, locale } = i18n;
  const title = ontologyTitle(locale);
  const contactEmail = useRouteLoaderData<typeof rootLoader>("root")?.contactEmail;
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-sea-100 to-sand-50">
        <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pt-6 pb-8">
          <Breadcrumb
            crumbs={[{ label: t("pages.home"), to: i18n.href("/") }, { label: t("search.ontology.title") }]}
          />
          <h1 className="text-center text-3xl font-bold text-sea-900 sm:text-4xl">
            {t("search.ontology.title")}
          </h1>
          <p className="text-center text-slate-700">{t("search.ontology.intro")}</p>
          <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-slate-700">
            <p className="rounded-full bg-white px-3 py-1 font-semibold text-sea-900 shadow-sm">{title}</p>
            <p>
              {tRich(i18n, "search.ontology.lastUpdated", {
                date: <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>,
              })}
            </p>
          </div>
        </div>
      </section>

      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-8">
        <nav aria-label={t("search.ontology.onThisPage")}>
          <h2 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {t("search.ontology.onThisPage")}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:border-sea-700"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        {sections.map((section) => (
          <SectionBlock key={section.id} section={section} />
        ))}

        {contactEmail && (
          <section
            aria-labelledby="suggest-a-fix-title"
            className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-6"
          >
            <h2 id="suggest-a-fix-title" className="text-lg font-semibold text-slate-900">
              {t("search.ontology.fixTitle")}
            </h2>
            <p className="text-slate-700">{t("search.ontology.fixText")}</p>
            <a
              href={feedbackHref(contactEmail, t("search.ontology.fixSubject", { title }))}
              className={mailLink}
            >
              <Mail aria-hidden="true" className="size-4" />
              {t("search.ontology.fixAction")}
            </a>
          </section>
        )}
      </div>
    </main>
  );
}

import { Languages, Waves } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import { LOCALE_NAMES, localizePath, type Locale } from "../../core/i18n/locale.ts";
import { AREAS_PATH } from "../../core/slug.ts";
import { useI18n } from "../lib/i18n.tsx";
import { MAP_PATH } from "../lib/map-path.ts";

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-1.5 text-sm font-medium hover:bg-sea-50 focus-visible:outline-2 focus-visible:outline-sea-700 ${isActive ? "text-sea-900 underline underline-offset-4" : "text-slate-800"}`;

export function feedbackHref(contactEmail: string, subject = "Feedback"): string {
  return `mailto:${contactEmail}?subject=${encodeURIComponent(subject)}`;
}

/** The current page in the other language: same path after the prefix, same query and hash. */
export function useOtherLanguageHref(other: Locale): string {
  const { pathname, search, hash } = useLocation();
  return localizePath(`${pathname}${search}${hash}`, other);
}

/**
 * The language switch: a link to this page in the other language, keeping the filters, the page
 * number and the map's position (all in the address) and, after hydration, the scroll position.
 */
function LanguageSwitch() {
  const { locale, t } = useI18n();
  const other: Locale = locale === "el" ? "en" : "el";
  const to = useOtherLanguageHref(other);
  return (
    <Link
      to={to}
      preventScrollReset
      hrefLang={other}
      lang={other}
      title={t("chrome.readIn", { language: LOCALE_NAMES[other] })}
      className={`${navLink({ isActive: false })} inline-flex items-center gap-1`}
    >
      <Languages aria-hidden="true" className="size-4" />
      {LOCALE_NAMES[other]}
    </Link>
  );
}

export function SiteHeader({ contactEmail }: { contactEmail: string }) {
  const { t, href } = useI18n();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link
          to={href("/")}
          className="flex items-center gap-2 rounded-md text-lg font-bold text-sea-900 focus-visible:outline-2 focus-visible:outline-sea-700"
        >
          <Waves aria-hidden="true" className="size-6 text-sea-700" />
          {t("chrome.siteName")}
        </Link>
        <nav aria-label={t("chrome.nav.main")}>
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <NavLink to={href(AREAS_PATH)} className={navLink}>
                {t("chrome.nav.areas")}
              </NavLink>
            </li>
            <li>
              <NavLink to={href(MAP_PATH)} className={navLink}>
                {t("chrome.nav.map")}
              </NavLink>
            </li>
            <li>
              <NavLink to={href("/about")} className={navLink}>
                {t("chrome.nav.about")}
              </NavLink>
            </li>
            <li>
              <a
                href={feedbackHref(contactEmail, t("chrome.feedbackSubject"))}
                className={navLink({ isActive: false })}
              >
                {t("chrome.nav.feedback")}
              </a>
            </li>
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

export function SiteFooter({ contactEmail }: { contactEmail: string }) {
  const { t, href } = useI18n();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-slate-700">
        <p>{t("chrome.footer.tagline")}</p>
        <nav aria-label={t("chrome.nav.footer")}>
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link to={href("/about")} className="underline hover:text-sea-900">
                {t("chrome.nav.about")}
              </Link>
            </li>
            <li>
              <Link to={href("/ontology")} className="underline hover:text-sea-900">
                {t("chrome.nav.ontology")}
              </Link>
            </li>
            <li>
              <a
                href={feedbackHref(contactEmail, t("chrome.feedbackSubject"))}
                className="underline hover:text-sea-900"
              >
                {t("chrome.nav.feedback")}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

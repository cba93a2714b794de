import { Languages, Waves, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { LOCALE_NAMES, localizePath, prefersGreek, type Locale } from "../../core/i18n/locale.ts";
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

/** Remembered in the browser once the visitor has answered the offer of Greek, either way. */
export const GREEK_OFFER_KEY = "greek-offer-answered";

function offerAnswered(): boolean {
  try {
    return localStorage.getItem(GREEK_OFFER_KEY) !== null;
  } catch {
    // Storage refused (a private window with storage blocked): offer, and forget the answer.
    return false;
  }
}

function answerOffer(): void {
  try {
    localStorage.setItem(GREEK_OFFER_KEY, "1");
  } catch {
    // Nothing to remember it in; the notice still closes.
  }
}

/**
 * An English page offers its Greek twin to a visitor whose browser puts Greek first, until they
 * follow or dismiss the offer. It is never a redirect: a crawler or a shared link gets the page it
 * asked for. Decided in the browser after hydration (navigator.languages mirrors Accept-Language),
 * so the server's HTML is the same for everyone and caches stay right; fixed at the bottom of the
 * screen, so nothing on the page moves when it appears.
 */
function GreekOffer() {
  const { locale, t } = useI18n();
  const greekHref = useOtherLanguageHref("el");
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (locale === "en" && !offerAnswered() && prefersGreek(navigator.languages ?? [navigator.language]))
      setOpen(true);
  }, [locale]);
  if (!open || locale !== "en") return null;
  const close = () => {
    answerOffer();
    setOpen(false);
  };
  return (
    <section
      lang="el"
      aria-label={t("chrome.greekOffer.label")}
      className="fixed inset-x-2 bottom-2 z-40 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-white p-3 text-sm shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4"
    >
      <p className="flex-1 basis-48 text-slate-900">{t("chrome.greekOffer.text")}</p>
      <Link
        to={greekHref}
        preventScrollReset
        hrefLang="el"
        onClick={answerOffer}
        className="rounded-md bg-sea-700 px-3 py-1.5 font-medium text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700"
      >
        {t("chrome.greekOffer.action")}
      </Link>
      <button
        type="button"
        onClick={close}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sea-700"
      >
        <X aria-hidden="true" className="size-4" />
        {t("chrome.greekOffer.dismiss")}
      </button>
    </section>
  );
}

export function SiteHeader({ contactEmail }: { contactEmail: string }) {
  const { t, href } = useI18n();
  return (
    <header className="border-b border-slate-200 bg-white">
      {/* On a phone the switch shares the first row with the name and the menu takes the second;
          from sm up all three are one row. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3">
        <Link
          to={href("/")}
          className="flex items-center gap-2 rounded-md text-lg font-bold text-sea-900 focus-visible:outline-2 focus-visible:outline-sea-700"
        >
          <Waves aria-hidden="true" className="size-6 text-sea-700" />
          {t("chrome.siteName")}
        </Link>
        <div className="order-1 ml-auto sm:order-3 sm:ml-0">
          <LanguageSwitch />
        </div>
        <nav aria-label={t("chrome.nav.main")} className="order-2 w-full sm:ml-auto sm:w-auto">
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
          </ul>
        </nav>
      </div>
      <GreekOffer />
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

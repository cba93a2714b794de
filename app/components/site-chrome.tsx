import { Languages, Waves } from "#app/components/ui/icons.tsx";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { LOCALE_NAMES, localizePath, prefersGreek, type Locale } from "#core/i18n/locale.ts";
import { AREAS_PATH } from "#core/contract/slug.ts";
import { useI18n } from "../lib/i18n/i18n.tsx";
import { MAP_PATH } from "../lib/map/map-path.ts";
import { lazyModule, useLazyModule } from "./ui/lazy-module.ts";

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
      title={t("chrome.readIn")}
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

export function answerGreekOffer(): void {
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
 * screen, so nothing on the page moves when it appears. Few visitors see it, so the notice itself
 * (greek-offer.tsx) loads only for them.
 */
function GreekOffer() {
  const { locale } = useI18n();
  const { loaded, load } = useLazyModule(greekOfferNotice);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (locale === "en" && !offerAnswered() && prefersGreek(navigator.languages ?? [navigator.language])) {
      setOpen(true);
      void load();
    }
  }, [locale, load]);
  if (!open || locale !== "en" || !loaded) return null;
  const { GreekOfferNotice } = loaded;
  return (
    <GreekOfferNotice
      onClose={() => {
        answerGreekOffer();
        setOpen(false);
      }}
    />
  );
}

const greekOfferNotice = lazyModule(() => import("./greek-offer.tsx"));

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

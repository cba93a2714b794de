import { X } from "#app/components/ui/icons.tsx";
import { Link } from "react-router";
import { useI18n } from "../lib/i18n/i18n.tsx";
import { answerGreekOffer, useOtherLanguageHref } from "./site-chrome.tsx";

/** The notice offering the Greek page, fixed at the bottom of the screen (see GreekOffer in site-chrome.tsx). */
export function GreekOfferNotice({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const greekHref = useOtherLanguageHref("el");
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
        onClick={answerGreekOffer}
        className="rounded-md bg-sea-700 px-3 py-1.5 font-medium text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700"
      >
        {t("chrome.greekOffer.action")}
      </Link>
      <button
        type="button"
        onClick={onClose}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sea-700"
      >
        <X aria-hidden="true" className="size-4" />
        {t("chrome.greekOffer.dismiss")}
      </button>
    </section>
  );
}

import { useState } from "react";
import { useI18n } from "#app/lib/i18n/i18n.tsx";

/** The preview's longest first paragraph; a longer one is cut at the last word before it. */
export const DESCRIPTION_PREVIEW = 300;

/** What Read more holds back: the preview, the rest of its paragraph, the paragraphs after it. */
export interface DescriptionPreview {
  paragraphs: string[];
  /** Where the first paragraph is cut; its length when it is shown whole. */
  cut: number;
}

/**
 * The paragraphs of a description (a line break starts one) and where its preview ends: null when
 * the whole text fits in the preview, so there is nothing to hold back.
 */
export function descriptionPreview(text: string): DescriptionPreview | null {
  const paragraphs = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const [first = ""] = paragraphs;
  if (paragraphs.join(" ").length <= DESCRIPTION_PREVIEW) return null;
  if (first.length <= DESCRIPTION_PREVIEW) return { paragraphs, cut: first.length };
  // Cut at the last space before the limit, so no word is broken.
  const space = first.lastIndexOf(" ", DESCRIPTION_PREVIEW);
  return { paragraphs, cut: space > DESCRIPTION_PREVIEW / 2 ? space : DESCRIPTION_PREVIEW };
}

const paragraphClass = "leading-relaxed text-slate-800";

/**
 * The description's first paragraph (cut at 300 characters when longer) with Read more / Read less.
 * The whole text is always in the HTML: what Read more holds back is visually hidden, not left out,
 * so search engines and screen readers get all of it.
 */
export function BeachDescription({
  text,
  lang,
}: {
  text: string;
  /** The text's language when it is not the page's (an English description on a Greek page). */
  lang?: string | undefined;
}) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const preview = descriptionPreview(text);
  if (!preview) {
    return (
      <div lang={lang} className="flex flex-col gap-3">
        {text
          .split(/\r?\n/)
          .filter((line) => line.trim() !== "")
          .map((line, index) => (
            <p key={index} className={paragraphClass}>
              {line.trim()}
            </p>
          ))}
      </div>
    );
  }
  const [first = "", ...others] = preview.paragraphs;
  const firstIsCut = preview.cut < first.length;
  return (
    <div>
      <div id="beach-description" lang={lang} className="flex flex-col gap-3">
        <p className={paragraphClass}>
          {first.slice(0, preview.cut)}
          {firstIsCut &&
            (expanded ? (
              first.slice(preview.cut)
            ) : (
              <>
                <span aria-hidden="true">…</span>
                <span className="sr-only">{first.slice(preview.cut)}</span>
              </>
            ))}
        </p>
        {others.map((paragraph, index) => (
          <p key={index} className={expanded ? paragraphClass : "sr-only"}>
            {paragraph}
          </p>
        ))}
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls="beach-description"
        onClick={() => setExpanded(!expanded)}
        className="mt-1 text-sm font-semibold text-sea-700 underline hover:text-sea-900"
      >
        {
          // One call with the key's end chosen: two t() calls in a ternary minify to a
          // catalogue-like `"key":`, which server/http/catalogue-bundles.test.ts refuses.
          t(`beach.${expanded ? "readLess" : "readMore"}`)
        }
      </button>
    </div>
  );
}

import { useState } from "react";

/** Descriptions longer than this are cut, with Read more. */
export const DESCRIPTION_PREVIEW = 200;

/**
 * The description, cut at 200 characters with Read more / Read less. The whole text is always in
 * the HTML: the part past the cut is visually hidden, not left out, so search engines and screen
 * readers get all of it.
 */
export function BeachDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  if (text.length <= DESCRIPTION_PREVIEW) return <p className="leading-relaxed text-slate-800">{text}</p>;
  // Cut at the last space before the limit, so no word is broken.
  const cut = text.lastIndexOf(" ", DESCRIPTION_PREVIEW);
  const at = cut > DESCRIPTION_PREVIEW / 2 ? cut : DESCRIPTION_PREVIEW;
  return (
    <div>
      <p id="beach-description" className="leading-relaxed text-slate-800">
        {text.slice(0, at)}
        {expanded ? (
          text.slice(at)
        ) : (
          <>
            <span aria-hidden="true">…</span>
            <span className="sr-only">{text.slice(at)}</span>
          </>
        )}
      </p>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls="beach-description"
        onClick={() => setExpanded(!expanded)}
        className="mt-1 text-sm font-semibold text-sea-700 underline hover:text-sea-900"
      >
        {expanded ? "Read less" : "Read more"}
      </button>
    </div>
  );
}

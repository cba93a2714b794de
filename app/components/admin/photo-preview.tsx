import { ImageOff } from "#app/components/admin/icons.tsx";
import { useEffect, useRef, useState } from "react";
import { isHttpsUrl } from "#core/contract/area-schema.ts";
import { parsePhotoCredit } from "#core/pages/photo-credit.ts";
import { PhotoCreditCaption } from "../beach/photo-credit.tsx";
import { PHOTO_UNAVAILABLE } from "../beach-photo.tsx";

/** Typing pauses this long before the address is tried, so half-typed addresses are not fetched. */
const SETTLE_MS = 400;

/**
 * A photo field's live preview: the picture in the public page's shape (`width` x `height`, cut to
 * fill) with its credit read the way the public page reads it, loaded by the browser straight from
 * its host (our server never fetches it). When it fails to load, the preview says what the public
 * page shows then (the illustration with the same note) and drops the credit, as the beach page
 * does. Only an https address is tried, as the schema requires.
 */
export function PhotoPreview({
  url,
  credit,
  alt,
  width,
  height,
}: {
  url: string;
  credit: string;
  alt: string;
  width: number;
  height: number;
}) {
  const typed = url.trim();
  const candidate = isHttpsUrl(typed) ? typed : null;
  const [src, setSrc] = useState(candidate);
  useEffect(() => {
    if (candidate === src) return;
    // Cleared or no longer https: the old picture goes at once; a new address waits for typing to pause.
    if (candidate === null) {
      setSrc(null);
      return;
    }
    const timer = setTimeout(() => setSrc(candidate), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [candidate, src]);

  // How the current address ended; anything else is still loading.
  const [outcome, setOutcome] = useState<{ src: string; loaded: boolean } | null>(null);
  const state = !src || outcome?.src !== src ? "loading" : outcome.loaded ? "loaded" : "failed";
  const image = useRef<HTMLImageElement>(null);
  // A picture that settled before hydration fired its event before React listened.
  useEffect(() => {
    const element = image.current;
    if (src && element?.complete) setOutcome({ src, loaded: element.naturalWidth > 0 });
  }, [src]);

  if (typed === "") return null;
  return (
    <section aria-label="Photo preview" className="flex flex-col gap-1">
      <p className="text-sm font-medium text-slate-900">Preview, as visitors see it</p>
      {src && (
        <figure className="max-w-xl overflow-hidden rounded-md border border-slate-200 bg-white">
          <div
            className="relative overflow-hidden bg-gradient-to-br from-sea-100 to-sand-100"
            style={{ aspectRatio: `${width} / ${height}` }}
          >
            {state === "failed" ? (
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-sea-700/60">
                <ImageOff aria-hidden="true" className="size-8" />
                <span className="text-xs font-medium text-slate-700">{PHOTO_UNAVAILABLE}</span>
              </div>
            ) : (
              <img
                ref={image}
                key={src}
                src={src}
                alt={alt}
                width={width}
                height={height}
                decoding="async"
                onLoad={() => setOutcome({ src, loaded: true })}
                onError={() => setOutcome({ src, loaded: false })}
                className="absolute inset-0 size-full object-cover"
              />
            )}
          </div>
          {state !== "failed" && <PhotoCreditCaption credit={parsePhotoCredit(credit)} />}
        </figure>
      )}
      <p role="status" className="text-sm text-slate-700">
        {!src && "The preview appears once the address is a complete https URL."}
        {src && state === "loading" && "Loading the photo…"}
        {state === "failed" && (
          <span className="font-medium text-red-800">
            {`This address did not load as a picture: visitors would see the illustration with “${PHOTO_UNAVAILABLE}” instead. Check that it links to the image file itself and that its host allows it.`}
          </span>
        )}
      </p>
    </section>
  );
}

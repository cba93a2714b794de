import { useEffect, useRef, useState, type ReactNode } from "react";
import { useI18n } from "../lib/i18n/i18n.tsx";

/** The note on the illustration that stands in for a photo that failed to load (also the admin preview's). */
export const PHOTO_UNAVAILABLE = "Photo unavailable";

interface BeachPhotoProps {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  /** The picture drawn when there is no photo or it fails: the beach's or area's illustration. */
  fallback: ReactNode;
  className?: string;
  /** Classes that set the box's ratio by screen width, in place of width:height (the area's header). */
  aspectClassName?: string;
  /** Told the photo's address when it fails to load, so the page can drop what belongs to it (its credit). */
  onFailure?: (src: string) => void;
}

/**
 * A lazily loaded photo over a tinted box that fades in over 300 ms once loaded, in a box of the
 * photo's ratio, so nothing moves as it arrives. Without a photo, the illustration. A photo that
 * fails to load gives way to the illustration too, with a quiet 'Photo unavailable': a picture of
 * the beach helps more than a broken-image icon, and the note says why it is not the photo.
 */
export function BeachPhoto({
  src,
  alt,
  width,
  height,
  fallback,
  className,
  aspectClassName,
  onFailure,
}: BeachPhotoProps) {
  // How the current address ended, kept with the address: a page that swaps the beach keeps this
  // component, and the next photo starts loading afresh.
  const [outcome, setOutcome] = useState<{ src: string; loaded: boolean } | null>(null);
  const state = !src || outcome?.src !== src ? "loading" : outcome.loaded ? "loaded" : "failed";
  const image = useRef<HTMLImageElement>(null);
  const { t } = useI18n();
  const settle = (loaded: boolean) => {
    if (!src) return;
    setOutcome({ src, loaded });
    if (!loaded) onFailure?.(src);
  };

  // An image that finished before hydration fired its load event before React listened.
  useEffect(() => {
    const element = image.current;
    if (element?.complete) settle(element.naturalWidth > 0);
  }, [src]);

  const failed = state === "failed";
  return (
    <div
      className={`relative overflow-hidden bg-gradient-to-br from-sea-100 to-sand-100 ${aspectClassName ?? ""} ${className ?? ""}`}
      style={aspectClassName ? undefined : { aspectRatio: `${width} / ${height}` }}
    >
      {(!src || failed) && fallback}
      {failed && (
        <span className="absolute bottom-2 left-2 rounded bg-white/90 px-2 py-0.5 text-xs font-medium text-slate-800">
          {t("beach.photo.unavailable")}
        </span>
      )}
      {src && !failed && (
        <img
          ref={image}
          key={src}
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          onLoad={() => settle(true)}
          onError={() => settle(false)}
          className={`absolute inset-0 size-full object-cover transition-opacity duration-300 ${state === "loaded" ? "opacity-100" : "opacity-0"}`}
        />
      )}
    </div>
  );
}

import { ImageOff, Waves } from "lucide-react";
import { useEffect, useRef, useState } from "react";

interface BeachPhotoProps {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * A lazily loaded photo over a tinted placeholder that fades in over 300 ms once loaded; 'Image
 * unavailable' when it fails, and the placeholder alone when the beach has no photo.
 */
export function BeachPhoto({ src, alt, width, height, className }: BeachPhotoProps) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  const image = useRef<HTMLImageElement>(null);

  // An image that finished before hydration fired its load event before React listened.
  useEffect(() => {
    const element = image.current;
    if (element?.complete) setState(element.naturalWidth > 0 ? "loaded" : "failed");
  }, [src]);

  return (
    <div
      className={`relative overflow-hidden bg-gradient-to-br from-sea-100 to-sand-100 ${className ?? ""}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {(!src || state !== "loaded") && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-sea-700/60">
          {src && state === "failed" ? (
            <>
              <ImageOff aria-hidden="true" className="size-8" />
              <span className="text-xs font-medium text-slate-700">Image unavailable</span>
            </>
          ) : (
            <Waves aria-hidden="true" className="size-10" />
          )}
        </div>
      )}
      {src && state !== "failed" && (
        <img
          ref={image}
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          onLoad={() => setState("loaded")}
          onError={() => setState("failed")}
          className={`absolute inset-0 size-full object-cover transition-opacity duration-300 ${state === "loaded" ? "opacity-100" : "opacity-0"}`}
        />
      )}
    </div>
  );
}

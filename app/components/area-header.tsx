import type { PhotoCredit } from "../../core/photo-credit.ts";
import { PhotoCreditCaption } from "./beach/photo-credit.tsx";
import { BeachPhoto } from "./beach-photo.tsx";

/** The picture band's shape: the same box with or without a photo, so nothing moves as it loads. */
const BAND_WIDTH = 1200;
const BAND_HEIGHT = 400;

interface AreaPictureProps {
  name: string;
  photoUrl: string | null;
  credit: PhotoCredit | null;
}

/**
 * The area's picture at the top of its page: its hero photo with the credit, or, when it has none,
 * a band in the site's sea colours that carries the area's name.
 */
export function AreaPicture({ name, photoUrl, credit }: AreaPictureProps) {
  if (photoUrl) {
    return (
      <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        <BeachPhoto src={photoUrl} alt={name} width={BAND_WIDTH} height={BAND_HEIGHT} />
        <PhotoCreditCaption credit={credit} />
      </figure>
    );
  }
  return (
    <div
      className="relative flex items-end overflow-hidden rounded-xl bg-gradient-to-br from-sea-900 via-sea-700 to-sea-600 p-4 sm:p-6"
      style={{ aspectRatio: `${BAND_WIDTH} / ${BAND_HEIGHT}` }}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 1200 120"
        preserveAspectRatio="none"
        className="absolute inset-x-0 bottom-0 h-1/3 w-full text-white/10"
      >
        <path
          fill="currentColor"
          d="M0 60 C 150 20 300 100 450 60 S 750 20 900 60 S 1125 100 1200 60 V120 H0 Z"
        />
      </svg>
      {/* The heading below names the area; this is its picture, in words. */}
      <span aria-hidden="true" className="relative text-3xl font-bold text-white sm:text-5xl">
        {name}
      </span>
    </div>
  );
}

import { useState, type ReactNode } from "react";
import type { PhotoCredit } from "#core/pages/photo-credit.ts";
import { PhotoCreditCaption } from "./beach/photo-credit.tsx";
import { AreaIllustration } from "./beach-illustration.tsx";
import { BeachPhoto } from "./beach-photo.tsx";

/**
 * The picture's shape: 3:1, and 4:1 on a phone to leave room for the first beach; the same box with
 * or without a photo, so nothing moves as it loads. The illustration is drawn for 3:1 and trimmed
 * top and bottom on a phone.
 */
const PICTURE_WIDTH = 1200;
const PICTURE_HEIGHT = 400;
const PICTURE_ASPECT = "aspect-[4/1] sm:aspect-[3/1]";

interface AreaHeaderProps {
  name: string;
  slug: string;
  photoUrl: string | null;
  credit: PhotoCredit | null;
  /** The page's h1, drawn over the foot of the picture, so the area is named once. */
  heading: ReactNode;
}

/**
 * The top of an area's page: its hero photo (with the credit below it) or, without one, its
 * illustration, with the page's heading on a shade at the picture's foot. One box for both, so a
 * phone keeps room for the first beach on its first screen.
 */
export function AreaHeader({ name, slug, photoUrl, credit, heading }: AreaHeaderProps) {
  // A photo that fails gives way to the illustration, and its credit goes with it.
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="relative">
        <BeachPhoto
          src={photoUrl}
          alt={name}
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          aspectClassName={PICTURE_ASPECT}
          fallback={<AreaIllustration slug={slug} width={PICTURE_WIDTH} height={PICTURE_HEIGHT} />}
          onFailure={setFailedPhoto}
        />
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/75 via-slate-950/45 to-transparent px-3 pt-5 pb-2 sm:px-6 sm:pt-12 sm:pb-5">
          <h1 className="text-xl leading-tight font-bold text-white [text-shadow:0_1px_2px_rgb(0_0_0/0.5)] sm:text-4xl">
            {heading}
          </h1>
        </div>
      </div>
      {photoUrl && photoUrl !== failedPhoto && <PhotoCreditCaption credit={credit} />}
    </figure>
  );
}

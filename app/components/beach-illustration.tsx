import {
  compassPoint,
  facingText,
  illustrationScene,
  sceneShapesMarkup,
  type IllustrationSubject,
} from "#core/pages/illustration.ts";
import type { BeachType, WaveCondition } from "#core/contract/enums.ts";
import { useI18n } from "../lib/i18n/i18n.tsx";

interface Box {
  /** The box the picture fills (only the ratio counts): the same as the photo it stands in for. */
  width: number;
  height: number;
}

/**
 * The drawing itself: decorative, as every place that shows it names the beach or area beside it.
 * It fills its positioned parent; the sky is the element's own background, the rest is shapes,
 * written as one string: a card draws a dozen of them, and one node is cheaper to send and hydrate.
 */
function Illustration({ subject, width, height }: Box & { subject: IllustrationSubject }) {
  const scene = illustrationScene(subject, { width, height });
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-testid="illustration"
      viewBox={`0 0 ${scene.width} ${scene.height}`}
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
      style={{ background: `linear-gradient(${scene.sky[0]},${scene.sky[1]} ${scene.horizon}%)` }}
      dangerouslySetInnerHTML={{ __html: sceneShapesMarkup(scene) }}
    />
  );
}

/** The eight points core/pages/illustration.ts names a facing with. */
type Compass8 = "N" | "NE" | "E" | "SE" | "S" | "SW" | "W" | "NW";

interface BeachIllustrationProps extends Box {
  beach: { slug: string; type: BeachType; wave_conditions: WaveCondition };
  /** The side the beach faces (0 = north, clockwise), or null when it is not known. */
  facingDeg: number | null;
}

/**
 * A beach's picture when it has no photo: its ground, its sea and, when known, the side it faces,
 * said in words too ('Faces SW', read as 'Faces south-west'), since the picture itself is hidden
 * from screen readers. Its type is on the card and the page beside it.
 */
export function BeachIllustration({ beach, facingDeg, width, height }: BeachIllustrationProps) {
  const { t } = useI18n();
  // facingText says when the side is known; the words are the page's language.
  const point =
    facingDeg === null || facingText(facingDeg) === null ? null : (compassPoint(facingDeg).short as Compass8);
  const facing = point === null ? null : t("beach.facesToward", { direction: t(`beach.direction.${point}`) });
  return (
    <>
      <Illustration
        subject={{ slug: beach.slug, type: beach.type, waves: beach.wave_conditions, facingDeg }}
        width={width}
        height={height}
      />
      {point !== null && facing && facingDeg !== null && (
        <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-slate-900 shadow-sm">
          <svg aria-hidden="true" viewBox="-6 -6 12 12" className="size-3.5">
            <circle r="5.5" fill="none" stroke="currentColor" strokeWidth="1" />
            <path d="M0-4.5 2 1.5H-2z" fill="currentColor" transform={`rotate(${Math.round(facingDeg)})`} />
          </svg>
          <span aria-hidden="true">{t("beach.faces", { point: t(`beach.compass8.${point}`) })}</span>
          <span className="sr-only">{facing}</span>
        </span>
      )}
    </>
  );
}

/** An area's picture when it has no photo: open sea with an island, varied by its slug. */
export function AreaIllustration({ slug, width, height }: Box & { slug: string }) {
  return <Illustration subject={{ slug }} width={width} height={height} />;
}

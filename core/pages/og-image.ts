import type { BeachType, WaveCondition } from "../contract/enums.ts";
import { fnv1a32 } from "./illustration.ts";

// The link-preview image (og:image) of a beach or area without a photo: a card of its illustration
// with its name, drawn by our server (server/og) at /og/{area}.png and /og/{area}/{beach}.png
// (ADR 027). Pages and the server build these paths here, from stored slugs.

/** The first path segment of the cards; an area cannot take it as its slug (server/areas/reserved-slugs.ts). */
export const OG_IMAGE_SEGMENT = "og";
/** The size link previews ask for (a 1.91:1 large card). */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
/** Raised when the card's drawing changes, so every card gets a new key and caches take the new one. */
const OG_DESIGN = 1;

export interface BeachCardFacts {
  slug: string;
  name: string;
  area: string;
  area_slug: string;
  type: BeachType;
  wave_conditions: WaveCondition;
  facingDeg: number | null;
}

export interface AreaCardFacts {
  slug: string;
  name: string;
  beach_count: number;
}

/**
 * A short key of everything a card draws: the `v` of its URL. A page links the card of the facts
 * it shows; when they change, so does the link, and the old card is never taken for the new.
 */
export function ogCardKey(facts: BeachCardFacts | AreaCardFacts): string {
  return fnv1a32(JSON.stringify([OG_DESIGN, facts])).toString(36);
}

export function beachOgImagePath(facts: BeachCardFacts): string {
  return `/${OG_IMAGE_SEGMENT}/${facts.area_slug}/${facts.slug}.png?v=${ogCardKey(facts)}`;
}

export function areaOgImagePath(facts: AreaCardFacts): string {
  return `/${OG_IMAGE_SEGMENT}/${facts.slug}.png?v=${ogCardKey(facts)}`;
}

/** The facts of a beach's card, taken field by field, so the page and the server key the same. */
export function beachCardFacts(
  beach: Omit<BeachCardFacts, "facingDeg">,
  facingDeg: number | null,
): BeachCardFacts {
  return {
    slug: beach.slug,
    name: beach.name,
    area: beach.area,
    area_slug: beach.area_slug,
    type: beach.type,
    wave_conditions: beach.wave_conditions,
    facingDeg,
  };
}

export function areaCardFacts(area: AreaCardFacts): AreaCardFacts {
  return { slug: area.slug, name: area.name, beach_count: area.beach_count };
}

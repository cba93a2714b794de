import { facingText, illustrationScene, sceneShapesMarkup } from "#core/pages/illustration.ts";
import {
  OG_IMAGE_HEIGHT,
  OG_IMAGE_WIDTH,
  type AreaCardFacts,
  type BeachCardFacts,
} from "#core/pages/og-image.ts";
import { ENGLISH } from "#core/i18n/catalogues.ts";
import { label } from "#core/i18n/labels.ts";
import { formatResultsCount } from "#core/pages/wording.ts";

// The og card as SVG: the illustration across the whole card, the site's name at the top, and a
// white panel at the foot with the name and a line of facts. server/og/og-images.ts rasterises it.

/** The family the card's text is set in; server/og/og-images.ts gives the renderer its files. */
export const OG_FONT_FAMILY = "Inter";
const SITE_NAME = "Greek Beaches";
const PANEL_X = 48;
const TEXT_X = 88;
const TEXT_WIDTH = OG_IMAGE_WIDTH - 2 * TEXT_X;
/** A generous average advance of Inter's letters, in ems: names are fitted without measuring glyphs. */
const AVERAGE_ADVANCE = 0.6;

/** What XML cannot hold at all, escaped or not (U+FFFF, controls, lone surrogates): left out of a card. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const escapeXml = (value: string) =>
  value
    .replace(NOT_XML, "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");

/** A line set at `largest` px, smaller down to `smallest` when long, cut with an ellipsis beyond. */
function fitLine(text: string, largest: number, smallest: number): { text: string; size: number } {
  const fits = (size: number) => Math.floor(TEXT_WIDTH / (size * AVERAGE_ADVANCE));
  const size = Math.max(
    smallest,
    Math.min(largest, Math.floor(TEXT_WIDTH / (text.length * AVERAGE_ADVANCE))),
  );
  const room = fits(size);
  const characters = [...text];
  return {
    text:
      characters.length <= room
        ? text
        : `${characters
            .slice(0, room - 1)
            .join("")
            .trimEnd()}…`,
    size,
  };
}

function card(subject: Parameters<typeof illustrationScene>[0], title: string, facts: string): string {
  const scene = illustrationScene(subject, { width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT });
  const name = fitLine(title, 68, 40);
  const line = fitLine(facts, 32, 24);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="${scene.horizon / scene.height}" stop-color="${scene.sky[1]}"/></linearGradient></defs>`,
    `<svg width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${scene.width} ${scene.height}" preserveAspectRatio="xMidYMid slice">`,
    `<rect width="${scene.width}" height="${scene.height}" fill="url(#sky)"/>${sceneShapesMarkup(scene)}</svg>`,
    `<rect x="${PANEL_X}" y="40" width="268" height="56" rx="28" fill="#ffffff" fill-opacity="0.92"/>`,
    `<text x="${PANEL_X + 26}" y="78" font-family="${OG_FONT_FAMILY}" font-weight="700" font-size="28" fill="#0c4a6e">${SITE_NAME}</text>`,
    `<rect x="${PANEL_X}" y="404" width="${OG_IMAGE_WIDTH - 2 * PANEL_X}" height="180" rx="28" fill="#ffffff" fill-opacity="0.94"/>`,
    `<text x="${TEXT_X}" y="486" font-family="${OG_FONT_FAMILY}" font-weight="700" font-size="${name.size}" fill="#0f172a">${escapeXml(name.text)}</text>`,
    `<text x="${TEXT_X}" y="548" font-family="${OG_FONT_FAMILY}" font-weight="400" font-size="${line.size}" fill="#334155">${escapeXml(line.text)}</text>`,
    `</svg>`,
  ].join("");
}

/** A beach's card: its name, then its area, type and (when known) the side it faces. */
export function beachCardSvg(beach: BeachCardFacts): string {
  const facing = facingText(beach.facingDeg);
  const facts = [beach.area, `${label(ENGLISH, "beachType", beach.type)} beach`, ...(facing ? [facing] : [])];
  return card(
    { slug: beach.slug, type: beach.type, waves: beach.wave_conditions, facingDeg: beach.facingDeg },
    beach.name,
    facts.join(" · "),
  );
}

/** An area's card: its name and its number of beaches. */
export function areaCardSvg(area: AreaCardFacts): string {
  const count = area.beach_count > 0 ? `${formatResultsCount(area.beach_count, ENGLISH)} · ` : "";
  return card({ slug: area.slug }, area.name, `${count}Greece`);
}

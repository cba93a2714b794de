import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { OG_FONT_FAMILY } from "./og-card.ts";

// Rasterises og cards with resvg, in the font files of an npm package (Inter, SIL Open Font
// Licence 1.1; ADR 027): the system's fonts are never read, so a machine with none draws the same
// card. Finished cards are kept by key, a few at a time: a card costs tens of milliseconds to draw
// and link previews ask for the same few pages again and again.

const require = createRequire(import.meta.url);
const FONT_FILES = [
  require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf"),
  require.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf"),
];

/** Cards kept at once (each about 30-80 KB of PNG). */
export const OG_CACHE_ENTRIES = 64;

export function renderPng(svg: string): Uint8Array<ArrayBuffer> {
  const resvg = new Resvg(svg, {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: OG_FONT_FAMILY },
    fitTo: { mode: "original" },
  });
  // A copy of its own: Node's Buffer may be a view into a larger shared pool.
  return new Uint8Array(resvg.render().asPng());
}

/** PNG bytes by key, the least recently used dropped past `limit`. */
export function createOgImageCache(limit = OG_CACHE_ENTRIES) {
  const entries = new Map<string, Uint8Array<ArrayBuffer>>();
  return {
    /** The card under `key`, drawn from `svg()` only when it is not kept already. */
    get(key: string, svg: () => string): Uint8Array<ArrayBuffer> {
      const kept = entries.get(key);
      if (kept) {
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      const png = renderPng(svg());
      entries.set(key, png);
      for (const oldest of entries.keys()) {
        if (entries.size <= limit) break;
        entries.delete(oldest);
      }
      return png;
    },
    size: () => entries.size,
  };
}

export type OgImageCache = ReturnType<typeof createOgImageCache>;

// Run once when public/favicon.svg changes: `node --import tsx scripts/make-icons.ts`. Renders the
// favicon in Chromium into the PNG icons the web app manifest and iOS need (public/icons/, committed).
import { mkdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.ts";

const svg = readFileSync("public/favicon.svg", "utf8");
// Home screens and maskable icons crop to their own shape and fill transparency (iOS with black), so
// those get the square without the favicon's rounded corners. The sun stays inside the maskable
// safe zone (a circle of 40% of the size around the centre).
const square = svg.replace(/ rx="[^"]*"/, "");

const ICONS = [
  { file: "icon-192.png", size: 192, source: svg },
  { file: "icon-512.png", size: 512, source: svg },
  { file: "maskable-512.png", size: 512, source: square },
  { file: "apple-touch-icon.png", size: 180, source: square },
];

mkdirSync("public/icons", { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { file, size, source } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = source.replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    await page.screenshot({ path: `public/icons/${file}`, omitBackground: true });
    await page.close();
    console.log(`public/icons/${file}`);
  }
} finally {
  await browser.close();
}

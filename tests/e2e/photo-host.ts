import type { Page } from "@playwright/test";

/** Photos live on other hosts, outside this machine: the tests route this one to PIXEL. */
export const PHOTO_HOST = "https://photos.example";
/** A 1x1 PNG. */
export const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Balos's page data (turbo-stream: a flat JSON array whose objects name keys and values by index),
 * in English or under /el, gets a photo URL and the credit the loader would have read from its
 * source. The server is asked without the browser's validators, so it always sends the data (a 304
 * has no body to change); the changed data goes out without the server's length and encoding, which
 * were the compressed original's.
 */
export async function giveBalosAPhoto(page: Page, photoUrl: string, language: "en" | "el" = "en") {
  const data = language === "el" ? /\/el\/crete\/balos\.data(\?|$)/ : /\/crete\/balos\.data(\?|$)/;
  await page.route(data, async (route) => {
    const asked = { ...route.request().headers() };
    delete asked["if-none-match"];
    delete asked["if-modified-since"];
    const response = await route.fetch({ headers: asked });
    const [head, ...rest] = (await response.text()).split("\n");
    const stream = JSON.parse(head!) as unknown[];
    const add = (value: unknown) => stream.push(value) - 1;
    const key = (name: string) => `_${stream.indexOf(name)}`;
    const found = stream.find(
      (value): value is Record<string, number> =>
        typeof value === "object" && value !== null && key("beach") in value && key("credit") in value,
    )!;
    const beach = stream[found[key("beach")]!] as Record<string, number>;
    beach[key("photo_url")] = add(photoUrl);
    found[key("credit")] = add({ [`_${add("author")}`]: add("Jane Doe") });
    const headers = { ...response.headers() };
    delete headers["content-length"];
    delete headers["content-encoding"];
    await route.fulfill({ response, headers, body: [JSON.stringify(stream), ...rest].join("\n") });
  });
}

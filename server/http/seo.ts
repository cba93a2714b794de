import { Hono, type Context } from "hono";
import { DEFAULT_BEACH_FILTERS } from "#core/contract/filters.ts";
import { DEFAULT_LOCALE, LOCALES, localizePath } from "#core/i18n/locale.ts";
import type { SiteSettings } from "../load-context.ts";
import type { Services } from "../services.ts";

// What search engines read besides the pages: robots.txt and a sitemap of every public page, each
// in every language (English at the root, Greek under /el), each address naming its twins with
// hreflang alternates and English as x-default.

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** Each page is listed once per language, so a beach file holds this many beaches. */
export const SITEMAP_BEACHES_PER_FILE = SITEMAP_MAX_URLS / LOCALES.length;

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const STATIC_PAGES = ["/", "/areas", "/map", "/about", "/ontology"];

interface SitemapEntry {
  /** The English path; the Greek one is made from it. */
  path: string;
  lastmod?: string;
}

const escapeXml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

export function createSeoRouter(services: Services, site: SiteSettings) {
  const router = new Hono();
  const origin = (requestUrl: string) => site.publicUrl ?? new URL(requestUrl).origin;

  router.get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin(c.req.url)}/sitemap.xml\n`,
    );
  });

  const xml = (c: Context, body: string) => {
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`);
  };
  /** One <url> for each language of a page, each with the alternates of all of them. */
  const urls = (base: string, entry: SitemapEntry) => {
    const href = (locale: (typeof LOCALES)[number]) =>
      escapeXml(`${base}${localizePath(entry.path, locale)}`);
    const alternates = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}"/>`,
    ].join("");
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : "";
    return LOCALES.map((locale) => `<url><loc>${href(locale)}</loc>${lastmod}${alternates}</url>`).join("\n");
  };
  const urlset = (base: string, entries: SitemapEntry[]) =>
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${entries
      .map((entry) => urls(base, entry))
      .join("\n")}\n</urlset>`;
  const pageEntries = async (): Promise<SitemapEntry[]> => [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...(await services.beaches.sitemapAreas()).map((area) => ({
      path: `/${area.slug}`,
      lastmod: area.lastmod,
    })),
  ];
  const beachEntries = async (offset: number, limit: number): Promise<SitemapEntry[]> =>
    (await services.beaches.sitemapBeaches({ offset, limit })).map((beach) => ({
      path: `/${beach.areaSlug}/${beach.slug}`,
      lastmod: beach.lastmod,
    }));

  // One file while everything fits; beyond that an index of a pages file and numbered beach files.
  router.get("/sitemap.xml", async (c) => {
    const base = origin(c.req.url);
    const [pages, beachCount] = await Promise.all([
      pageEntries(),
      services.beaches.countBeaches({ filters: DEFAULT_BEACH_FILTERS }),
    ]);
    if ((pages.length + beachCount) * LOCALES.length <= SITEMAP_MAX_URLS) {
      return xml(c, urlset(base, [...pages, ...(await beachEntries(0, beachCount))]));
    }
    const files = ["/sitemap-pages.xml"];
    for (let part = 1; part <= Math.ceil(beachCount / SITEMAP_BEACHES_PER_FILE); part += 1) {
      files.push(`/sitemap-beaches-${part}.xml`);
    }
    return xml(
      c,
      `<sitemapindex xmlns="${SITEMAP_NS}">\n${files
        .map((file) => `<sitemap><loc>${escapeXml(`${base}${file}`)}</loc></sitemap>`)
        .join("\n")}\n</sitemapindex>`,
    );
  });

  // Slugs hold no dots, so these names never shadow an area page.
  router.get("/:file{sitemap-(?:pages|beaches-[0-9]+)\\.xml}", async (c) => {
    const file = c.req.param("file");
    if (file === "sitemap-pages.xml") return xml(c, urlset(origin(c.req.url), await pageEntries()));
    const part = Number(/[0-9]+/.exec(file)![0]);
    const entries =
      part >= 1 && part <= 1000
        ? await beachEntries((part - 1) * SITEMAP_BEACHES_PER_FILE, SITEMAP_BEACHES_PER_FILE)
        : [];
    if (entries.length === 0) return c.notFound();
    return xml(c, urlset(origin(c.req.url), entries));
  });

  return router;
}

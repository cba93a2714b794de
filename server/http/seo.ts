import { Hono } from "hono";
import type { SiteSettings } from "../load-context.ts";
import type { Services } from "../services.ts";

// What search engines read besides the pages: robots.txt and a sitemap of every public page.

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

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

  router.get("/sitemap.xml", async (c) => {
    const base = origin(c.req.url);
    const { areas, beaches } = await services.beaches.sitemapEntries(SITEMAP_MAX_URLS - 4);
    const entries: { path: string; lastmod?: string }[] = [
      { path: "/" },
      { path: "/areas" },
      { path: "/about" },
      { path: "/ontology" },
      ...areas.map((area) => ({ path: `/${area.slug}`, lastmod: area.lastmod })),
      ...beaches.map((beach) => ({ path: `/${beach.areaSlug}/${beach.slug}`, lastmod: beach.lastmod })),
    ];
    const body = entries
      .map(
        (entry) =>
          `<url><loc>${escapeXml(`${base}${entry.path}`)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}</url>`,
      )
      .join("\n");
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
    );
  });

  return router;
}

import { redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import type { AccessFilter } from "#core/access/access.ts";
import { beachFiltersQuery, parseBeachFilters } from "#core/contract/filters.ts";
import type { BeachFilters } from "#core/contract/filters.ts";
import { localizePath, type Locale } from "#core/i18n/locale.ts";
import { nameIn } from "#core/i18n/names.ts";
import type { BeachPage } from "#core/contract/public-records.ts";
import { aliasesFor } from "#core/search/places.ts";
import { droppedLabels } from "#core/search/search-relaxation.ts";
import { nearTown, resolveSearch } from "#core/search/search-interpretation.ts";
import { areaPath, beachPath } from "#core/contract/slug.ts";
import { requestLocale, requestTranslator } from "../i18n/i18n.server.ts";
import { siteOrigin } from "../site/site-origin.server.ts";

export interface BeachListData {
  filters: BeachFilters;
  page: BeachPage;
  /**
   * The page's canonical address: the list without its filters, search or page, so search engines
   * see one page per area (a filtered list is a view of it, not a page of its own).
   */
  canonical: string;
  origin: string;
  /** Words of the original query that the search ignored because they name nothing. */
  ignored: string[];
  /** On an area page: another public area the original query named ('Different location detected'). */
  searchedArea: { name: string; slug: string } | null;
  /** When the list is empty: the nearest list that is not, and what it gave up (search-relaxation.ts). */
  relaxed: RelaxedListData | null;
  /** The town the search named, when the list's distances are measured from it ('near Chania'). */
  near: string | null;
  /** Access filters no beach has recorded yet: the sheet and the empty list say so. */
  unrecorded: AccessFilter[];
}

export interface RelaxedListData {
  /** The empty list's own query, so a list shown later with other filters ignores this. */
  forQuery: string;
  /** The filters the relaxed list gave up, named in the page's language. */
  dropped: string[];
  acrossGreece: boolean;
  page: BeachPage;
  /** The relaxed list's own address, to see all of it (the page's language prefix is added where it is shown). */
  href: string;
  /** A beach the search named, found in another area: "Myrtos is in Kefalonia". */
  namedBeach: { name: string; areaName: string; href: string; areaHref: string } | null;
}

/**
 * The home and area lists on the server. The search box submits `q` (as a plain form before
 * hydration, by navigation after): the search service interprets it and the visitor is redirected
 * to the list state it means, by the rule the API's search follows too (resolveSearch): what the
 * request states wins, what the text implied fills in the rest. On the home page a text that names
 * an area lands on that area's page; on an area page the list stays in its own area (the page's
 * area is stated) and the page tells the visitor when the text named another one. The list then
 * reads the interpretation the search service kept for the text (originalQuery) rather than
 * parsing it again. A Greek page (/el) stays Greek: the redirect and the canonical address keep its
 * prefix, and the relaxed list names what it dropped in Greek.
 */
export async function loadBeachList(
  request: Request,
  context: AppLoadContext,
  areaSlug?: string,
): Promise<BeachListData> {
  const { services } = context;
  const locale = requestLocale(request);
  const url = new URL(request.url);
  const { filters } = parseBeachFilters(url.searchParams);
  // The page's own path: a client navigation's data request has another one (`/_.data`).
  const path = areaSlug === undefined ? "/" : `/${areaSlug}`;
  const query = url.searchParams.get("q");
  if (query !== null) {
    const interpretation = await services.search.interpret(query);
    const resolved = resolveSearch({ filters, areaSlug }, interpretation);
    const target = resolved.areaSlug === undefined ? "/" : `/${resolved.areaSlug}`;
    throw redirect(localizePath(`${target}${beachFiltersQuery(resolved.filters)}`, locale));
  }
  // The interpretation was kept when the text was submitted, so reading it first costs nothing; a
  // town it names is where the list's distances are measured from, unless Near me gives a position
  // (the browser then asks the API with it).
  const interpretation = filters.originalQuery
    ? await services.search.interpret(filters.originalQuery)
    : null;
  const town = filters.nearMe ? undefined : nearTown(interpretation);
  const listQuery = { filters, ...(areaSlug ? { areaSlug } : {}), ...(town ? { location: town } : {}) };
  const [page, unrecorded] = await Promise.all([
    services.beaches.listBeaches(listQuery),
    services.search.unrecordedAccess(),
  ]);
  const named = interpretation?.area_slug;
  // A Calm filter without a forecast says so (the list's `calm`) instead of relaxing.
  const relaxed =
    page.total === 0 && page.calm?.available !== false ? await services.search.relax(listQuery) : null;
  const wanted = interpretation?.beach ?? null;
  const found = wanted && relaxed ? relaxed.page.items.find((item) => item.slug === wanted.slug) : undefined;
  return {
    filters,
    page,
    canonical: `${siteOrigin(request, context)}${localizePath(path, locale)}`,
    origin: siteOrigin(request, context),
    ignored: interpretation?.ignored ?? [],
    near: town && interpretation?.near ? townNameIn(interpretation.near.name, locale) : null,
    unrecorded,
    searchedArea:
      areaSlug !== undefined && named !== undefined && named !== areaSlug && interpretation?.place
        ? { name: await searchedAreaName(services, named, interpretation.place, locale), slug: named }
        : null,
    relaxed: relaxed && {
      forQuery: beachFiltersQuery(filters),
      dropped: droppedLabels(relaxed, filters, requestTranslator(request)),
      acrossGreece: relaxed.acrossGreece,
      page: relaxed.page,
      href: `${relaxed.areaSlug === undefined ? "/" : areaPath(relaxed.areaSlug)}${beachFiltersQuery(relaxed.filters)}`,
      namedBeach:
        found && found.area_slug !== areaSlug
          ? {
              name: nameIn(found, locale),
              areaName: nameIn({ name: found.area, name_el: found.area_el }, locale),
              href: beachPath(found.area_slug, found.slug),
              areaHref: areaPath(found.area_slug),
            }
          : null,
    },
  };
}

/** Greek letters, basic and with polytonic accents. */
const GREEK_SCRIPT = /[\u0370-\u03ff\u1f00-\u1fff]/;

/** The area a search named, as the page's language names it ('Crete' is 'Κρήτη' on a Greek page). */
async function searchedAreaName(
  services: AppLoadContext["services"],
  slug: string,
  place: string,
  locale: Locale,
): Promise<string> {
  if (locale === "en") return place;
  const area = await services.areas.getArea(slug);
  return area ? nameIn(area, locale) : place;
}

/** A town's name as a Greek page writes it ('Chania' is 'Χανιά'), when the places know its Greek spelling. */
function townNameIn(name: string, locale: Locale): string {
  if (locale === "en") return name;
  return aliasesFor(name).find((alias) => GREEK_SCRIPT.test(alias)) ?? name;
}

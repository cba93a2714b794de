// The address of the back office's OpenStreetMap review queue (ADR 046): which list, which area,
// which page. Read and written here only, so the page's links, its filter form and its canonical
// redirect all agree.

/** The lists, in the order of their tabs; the first is the default. */
export const OSM_REVIEW_SHOWS = ["new", "review", "gone", "all"] as const;
export type OsmReviewShow = (typeof OSM_REVIEW_SHOWS)[number];
export const OSM_REVIEW_DEFAULT_SHOW: OsmReviewShow = "new";
/** Beyond this a page number is read as the first page. */
const PAGE_MAX = 10_000;

export interface OsmReviewQuery {
  show: OsmReviewShow;
  areaId: number | null;
  page: number;
}

/** The query an address asks for; anything it cannot read is the default. */
export function parseOsmReviewQuery(params: URLSearchParams): OsmReviewQuery {
  const show = params.get("show");
  const area = params.get("area") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    show: (OSM_REVIEW_SHOWS as readonly (string | null)[]).includes(show)
      ? (show as OsmReviewShow)
      : OSM_REVIEW_DEFAULT_SHOW,
    areaId: /^\d{1,9}$/.test(area) ? Number(area) : null,
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/** The query's one address ('?show=gone&page=2'), defaults left out, so links and bookmarks agree. */
export function osmReviewSearch(query: OsmReviewQuery): string {
  const params = new URLSearchParams();
  if (query.show !== OSM_REVIEW_DEFAULT_SHOW) params.set("show", query.show);
  if (query.areaId !== null) params.set("area", String(query.areaId));
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

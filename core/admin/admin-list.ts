import { STATUSES, type Status } from "../contract/enums.ts";
import { withoutControlCharacters } from "../contract/text.ts";

// The back office's lists: their state lives in
// the address (page, q, status, organized, sort, dir), 20 rows a page.

export const ADMIN_PAGE_SIZE = 20;
/** A page number beyond this is read as the last page there could be. */
export const ADMIN_PAGE_MAX = 10_000;
export const ADMIN_SEARCH_MAX = 200;

export const ADMIN_SORT_FIELDS = ["updated_at", "name", "status"] as const;
export type AdminSortField = (typeof ADMIN_SORT_FIELDS)[number];
export type SortDirection = "asc" | "desc";

/** The sort select's options, in the order and with the labels the select shows. */
export const ADMIN_SORT_OPTIONS: readonly { field: AdminSortField; dir: SortDirection; label: string }[] = [
  { field: "updated_at", dir: "desc", label: "Updated (newest)" },
  { field: "updated_at", dir: "asc", label: "Updated (oldest)" },
  { field: "name", dir: "asc", label: "Name (A-Z)" },
  { field: "name", dir: "desc", label: "Name (Z-A)" },
  { field: "status", dir: "asc", label: "Status (A-Z)" },
  { field: "status", dir: "desc", label: "Status (Z-A)" },
];

/** Updated sorts newest first unless told otherwise; name and status A to Z. */
export function defaultDirection(field: AdminSortField): SortDirection {
  return field === "updated_at" ? "desc" : "asc";
}

export interface AdminListState {
  page: number;
  q: string;
  status: Status | null;
  /** Beaches only: Yes (true), No (false) or All (null). */
  organized: boolean | null;
  sort: AdminSortField;
  dir: SortDirection;
}

export const DEFAULT_ADMIN_LIST: AdminListState = {
  page: 1,
  q: "",
  status: null,
  organized: null,
  sort: "updated_at",
  dir: "desc",
};

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/**
 * The list a URL asks for. An address is typed or shared by people, so anything it cannot mean is
 * read as the default rather than refused.
 */
export function parseAdminListState(params: Pick<URLSearchParams, "get">): AdminListState {
  const rawPage = params.get("page") ?? "";
  const page = /^\d{1,6}$/.test(rawPage) ? Math.min(Math.max(Number(rawPage), 1), ADMIN_PAGE_MAX) : 1;
  // A search cannot hold a control character (the database refuses NUL in text): each is a space.
  const q = withoutControlCharacters(params.get("q") ?? "")
    .trim()
    .slice(0, ADMIN_SEARCH_MAX);
  const rawStatus = (params.get("status") ?? "").toUpperCase();
  const status = isOneOf(STATUSES, rawStatus) ? rawStatus : null;
  const rawOrganized = (params.get("organized") ?? "").toLowerCase();
  const organized =
    rawOrganized === "yes" || rawOrganized === "true"
      ? true
      : rawOrganized === "no" || rawOrganized === "false"
        ? false
        : null;
  // The sort select sends both as one value, `order=name:asc`.
  const [orderSort = null, orderDir = null] = (params.get("order") ?? "").split(":");
  const rawSort = orderSort || params.get("sort");
  const sort = isOneOf(ADMIN_SORT_FIELDS, rawSort) ? rawSort : DEFAULT_ADMIN_LIST.sort;
  const rawDir = orderDir || params.get("dir");
  const dir: SortDirection = rawDir === "asc" || rawDir === "desc" ? rawDir : defaultDirection(sort);
  return { page, q, status, organized, sort, dir };
}

/**
 * The query string of a list state, defaults left out. A change of anything but the page starts
 * again at page 1 (the page is dropped).
 */
export function adminListSearch(state: AdminListState, change: Partial<AdminListState> = {}): string {
  const next = { ...state, ...change };
  if (!("page" in change)) next.page = 1;
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.status) params.set("status", next.status);
  if (next.organized !== null) params.set("organized", next.organized ? "yes" : "no");
  if (next.sort !== DEFAULT_ADMIN_LIST.sort || next.dir !== DEFAULT_ADMIN_LIST.dir) {
    params.set("sort", next.sort);
    params.set("dir", next.dir);
  }
  if (next.page > 1) params.set("page", String(next.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
}

/** What the list's live region says once a page has loaded. */
export function loadedAnnouncement(
  total: number,
  noun: "areas" | "beaches",
  page: number,
  pages: number,
): string {
  return `Loaded ${total} ${noun}. Page ${page} of ${pages}.`;
}

/** The delete confirmations. */
export const DELETE_MESSAGES = {
  confirmArea: (name: string) => `Delete area "${name}"? This cannot be undone.`,
  confirmBeach: (name: string) => `Delete beach "${name}"? This cannot be undone.`,
  deleted: (name: string) => `${name} removed.`,
  areaHasBeaches: (name: string, count: number) =>
    `${name} has ${count} ${count === 1 ? "beach" : "beaches"}. Please reassign or delete ${count === 1 ? "it" : "them"} first.`,
} as const;

import { describe, expect, it } from "vitest";
import {
  adminListSearch,
  DEFAULT_ADMIN_LIST,
  loadedAnnouncement,
  pageCountOf,
  parseAdminListState,
} from "./admin-list.ts";

const parse = (query: string) => parseAdminListState(new URLSearchParams(query));

describe("parseAdminListState", () => {
  it("defaults to the newest updated first, page 1, no filter", () => {
    expect(parse("")).toEqual(DEFAULT_ADMIN_LIST);
  });

  it("reads every part of the address", () => {
    expect(parse("page=3&q=%20Crete%20&status=hidden&organized=yes&sort=name&dir=desc")).toEqual({
      page: 3,
      q: "Crete",
      status: "HIDDEN",
      organized: true,
      sort: "name",
      dir: "desc",
    });
    expect(parse("organized=no").organized).toBe(false);
  });

  it("gives a sort without a direction its own default: name and status A-Z, updated newest first", () => {
    expect(parse("sort=name")).toMatchObject({ sort: "name", dir: "asc" });
    expect(parse("sort=status")).toMatchObject({ sort: "status", dir: "asc" });
    expect(parse("sort=updated_at")).toMatchObject({ sort: "updated_at", dir: "desc" });
  });

  it("reads the sort select's combined value", () => {
    expect(parse("order=status:desc&sort=name&dir=asc")).toMatchObject({ sort: "status", dir: "desc" });
    expect(parse("order=name:asc")).toMatchObject({ sort: "name", dir: "asc" });
  });

  it("reads what it cannot mean as the default", () => {
    expect(parse("page=0&status=GONE&organized=maybe&sort=slug&dir=up")).toEqual(DEFAULT_ADMIN_LIST);
    expect(parse("page=-2").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
    expect(parse(`q=${"x".repeat(300)}`).q).toHaveLength(200);
  });
});

describe("adminListSearch", () => {
  const state = parse("page=4&q=bay&status=ACTIVE&sort=name&dir=asc");

  it("drops the page when a filter, the search or the sort changes", () => {
    expect(adminListSearch(state, { status: "DRAFT" })).toBe("?q=bay&status=DRAFT&sort=name&dir=asc");
    expect(adminListSearch(state, { q: "cove" })).toBe("?q=cove&status=ACTIVE&sort=name&dir=asc");
    expect(adminListSearch(state, { sort: "updated_at", dir: "desc" })).toBe("?q=bay&status=ACTIVE");
  });

  it("keeps everything when only the page changes, and leaves defaults out", () => {
    expect(adminListSearch(state, { page: 5 })).toBe("?q=bay&status=ACTIVE&sort=name&dir=asc&page=5");
    expect(adminListSearch(DEFAULT_ADMIN_LIST)).toBe("");
    expect(adminListSearch(DEFAULT_ADMIN_LIST, { organized: false })).toBe("?organized=no");
  });

  it("round-trips through the parser", () => {
    for (const query of ["", "q=a&status=HIDDEN", "organized=yes&sort=status&dir=desc&page=2"]) {
      const parsed = parse(query);
      expect(parse(adminListSearch(parsed, { page: parsed.page }).slice(1))).toEqual(parsed);
    }
  });
});

describe("pages and the live region", () => {
  it("counts pages of 20, at least one", () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(20)).toBe(1);
    expect(pageCountOf(21)).toBe(2);
  });

  it("announces in the list's own words", () => {
    expect(loadedAnnouncement(41, "areas", 2, 3)).toBe("Loaded 41 areas. Page 2 of 3.");
  });
});

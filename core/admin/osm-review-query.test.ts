import { describe, expect, it } from "vitest";
import { osmReviewSearch, parseOsmReviewQuery } from "./osm-review-query.ts";

const read = (search: string) => parseOsmReviewQuery(new URLSearchParams(search));

describe("the review queue's address", () => {
  it("reads a list, an area and a page, and writes them back the same", () => {
    const query = read("show=gone&area=12&page=3");
    expect(query).toEqual({ show: "gone", areaId: 12, page: 3 });
    expect(osmReviewSearch(query)).toBe("?show=gone&area=12&page=3");
  });

  it("leaves the defaults out, so one list has one address", () => {
    expect(osmReviewSearch(read("show=new&page=1&area="))).toBe("");
  });

  it("reads what it cannot understand as the default", () => {
    expect(read("show=everything&area=chania&page=-2")).toEqual({ show: "new", areaId: null, page: 1 });
    expect(read("page=1.5").page).toBe(1);
    expect(read("page=99999").page).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import { pageUrl } from "./page-url.ts";

describe("pageUrl", () => {
  it("names the page a data request is for", () => {
    const url = pageUrl(new Request("http://x/admin/beaches.data?q=bay&_routes=routes%2Fadmin%2Fbeaches"));
    expect(`${url.pathname}${url.search}`).toBe("/admin/beaches?q=bay");
    expect(pageUrl(new Request("http://x/_root.data")).pathname).toBe("/");
  });

  it("leaves a page's own address alone", () => {
    const url = pageUrl(new Request("http://x/admin/areas?status=DRAFT"));
    expect(`${url.pathname}${url.search}`).toBe("/admin/areas?status=DRAFT");
  });
});

import { describe, expect, it } from "vitest";
import { isPrivatePath, offlinePageOf, pageUrlOfData } from "./offline-rules.ts";

describe("pageUrlOfData", () => {
  it("strips the .data suffix and React Router's route list", () => {
    expect(pageUrlOfData("http://x.test/crete/elafonisi.data")).toBe("/crete/elafonisi");
    expect(pageUrlOfData("http://x.test/crete.data?_routes=routes%2Fpublic%2Farea")).toBe("/crete");
  });

  it("maps the home page's data to /, keeping the filters", () => {
    expect(pageUrlOfData("http://x.test/_.data")).toBe("/");
    expect(pageUrlOfData("http://x.test/_root.data?type=SANDY&_routes=a,b")).toBe("/?type=SANDY");
    expect(pageUrlOfData("http://x.test/crete/_.data?page=2")).toBe("/crete/?page=2");
  });
});

describe("isPrivatePath", () => {
  it("covers the admin screens and the auth API, with their data requests", () => {
    for (const path of [
      "/admin",
      "/admin/beaches",
      "/admin.data",
      "/admin/beaches.data",
      "/api/auth/session",
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
  });

  it("leaves public pages alone, even ones that start alike", () => {
    for (const path of ["/", "/crete", "/administrator-bay", "/api/v1/beaches", "/crete/admin"]) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });
});

describe("offlinePageOf", () => {
  it("answers a Greek page with the Greek offline page, any other with the English one", () => {
    for (const path of ["/el", "/el/", "/el/crete", "/el/crete/elafonisi", "/el/map"]) {
      expect(offlinePageOf(path), path).toBe("/el/offline.html");
    }
    for (const path of ["/", "/crete", "/elafonisi-bay", "/map", "/eland"]) {
      expect(offlinePageOf(path), path).toBe("/offline.html");
    }
  });
});

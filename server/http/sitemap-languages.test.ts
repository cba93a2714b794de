import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoApiServer } from "#tests/integration/demo-server.ts";
import type { TestServer } from "#tests/integration/http.ts";

// The sitemap in both languages: every page at its English and its Greek address, each
// naming both twins and English as x-default, in well-formed XML with the xhtml namespace declared.

let server: TestServer;
let close: () => Promise<void>;
let xml = "";

beforeAll(async () => {
  ({ server, close } = await startDemoApiServer());
  const response = await server.get("/sitemap.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/xml");
  xml = await response.text();
});
afterAll(async () => {
  await close();
});

/**
 * Checks that a document is well-formed XML as far as a sitemap goes: one root, every element
 * closed in order, attributes quoted and unique, only the predefined entities, and every prefix
 * (of an element or an attribute) declared. Returns the problems found.
 */
function xmlProblems(text: string): string[] {
  const problems: string[] = [];
  const body = text.replace(/^<\?xml [^?]*\?>\s*/, "");
  const stack: { name: string; prefixes: Set<string> }[] = [];
  let roots = 0;
  const tag = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(body); match; match = tag.exec(body)) {
    const between = body.slice(last, match.index);
    if (/[<>]/.test(between)) problems.push(`stray markup before ${match[0]}`);
    for (const entity of between.matchAll(/&([^;\s]*);?/g)) {
      if (!/^(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+)$/i.test(entity[1] ?? "") || !entity[0].endsWith(";"))
        problems.push(`bad entity ${entity[0]}`);
    }
    last = tag.lastIndex;
    const [, closing, name = "", attributeText = "", selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) problems.push(`</${name}> closes <${open?.name}>`);
      continue;
    }
    if (stack.length === 0) roots += 1;
    const attributes = [...attributeText.matchAll(/([^\s=]+)\s*=\s*("[^"]*"|'[^']*')/g)];
    const names = attributes.map((attribute) => attribute[1] ?? "");
    if (new Set(names).size !== names.length) problems.push(`repeated attribute in <${name}>`);
    for (const [, , value = ""] of attributes) {
      for (const entity of value.matchAll(/&([^;\s"']*);?/g)) {
        if (!/^(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+)$/i.test(entity[1] ?? "") || !entity[0].endsWith(";"))
          problems.push(`bad entity ${entity[0]} in <${name}>`);
      }
    }
    const declared = new Set(stack[stack.length - 1]?.prefixes ?? ["xml"]);
    for (const attribute of names) if (attribute.startsWith("xmlns:")) declared.add(attribute.slice(6));
    for (const qualified of [name, ...names.filter((one) => !one.startsWith("xmlns"))]) {
      const prefix = qualified.includes(":") ? qualified.split(":")[0]! : null;
      if (prefix !== null && !declared.has(prefix)) problems.push(`undeclared prefix ${prefix} in <${name}>`);
    }
    if (!selfClosing) stack.push({ name, prefixes: declared });
  }
  if (body.slice(last).trim() !== "") problems.push("text after the root");
  if (stack.length > 0) problems.push(`unclosed <${stack.map((open) => open.name).join(">, <")}>`);
  if (roots !== 1) problems.push(`${roots} roots`);
  return problems;
}

interface Url {
  loc: string;
  alternates: Record<string, string>;
}

function urlsOf(text: string): Url[] {
  return [...text.matchAll(/<url>(.*?)<\/url>/gs)].map((match) => {
    const inner = match[1] ?? "";
    const alternates: Record<string, string> = {};
    for (const link of inner.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)) {
      alternates[link[1]!] = new URL(link[2]!).pathname;
    }
    return { loc: new URL(/<loc>([^<]+)<\/loc>/.exec(inner)?.[1] ?? "").pathname, alternates };
  });
}

describe("the sitemap in both languages", () => {
  it("is well-formed XML with the sitemap and xhtml namespaces", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xmlProblems(xml)).toEqual([]);
    // The checker itself finds what it should.
    expect(xmlProblems('<a xmlns="x"><b:c/></a>')).toEqual(["undeclared prefix b in <b:c>"]);
    expect(xmlProblems("<a><b></a>")).not.toEqual([]);
  });

  it("lists every page in English and in Greek, the same number of each", async () => {
    const locs = urlsOf(xml).map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    const greek = locs.filter((loc) => loc === "/el" || loc.startsWith("/el/"));
    const english = locs.filter((loc) => !greek.includes(loc));
    expect(greek.length).toBe(english.length);
    expect(locs).toEqual(
      expect.arrayContaining([
        "/",
        "/el",
        "/areas",
        "/el/areas",
        "/map",
        "/el/map",
        "/about",
        "/el/about",
        "/ontology",
        "/el/ontology",
        "/kefalonia",
        "/el/kefalonia",
        "/kefalonia/myrtos",
        "/el/kefalonia/myrtos",
      ]),
    );
    const { body: areas } = await server.getJson<{ items: unknown[] }>("/api/v1/areas");
    const { body: count } = await server.getJson<{ count: number }>("/api/v1/beaches/count");
    expect(english.length).toBe(5 + areas.items.length + count.count);
  });

  it("names each page's twins and English as x-default on both addresses", () => {
    const urls = urlsOf(xml);
    for (const url of urls) {
      const english = url.loc === "/el" ? "/" : url.loc.replace(/^\/el\//, "/");
      const greek = english === "/" ? "/el" : `/el${english}`;
      expect(url.alternates, url.loc).toEqual({ en: english, el: greek, "x-default": english });
    }
    const myrtos = urls.filter((url) => url.loc.endsWith("/kefalonia/myrtos"));
    expect(myrtos).toHaveLength(2);
    expect(myrtos[0]!.alternates).toEqual(myrtos[1]!.alternates);
  });

  it("gives both addresses of a page the same lastmod", () => {
    const lastmods = [...xml.matchAll(/<url><loc>[^<]*\/kefalonia<\/loc>(<lastmod>[^<]+<\/lastmod>)/g)];
    expect(lastmods).toHaveLength(2);
    expect(lastmods[0]![1]).toBe(lastmods[1]![1]);
  });

  it("leaves robots.txt pointing to the one sitemap", async () => {
    const text = await (await server.get("/robots.txt")).text();
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});

/** A GET that names its own Host header, as a forged request would (fetch cannot set one). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: { Host: host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on("error", reject);
    call.end();
  });
}

describe("without PUBLIC_URL, the sitemap of a request with another Host", () => {
  it("names that host to that request only: the next visitor's sitemap names its own", async () => {
    // An address no one has asked for yet, so that the forged request is the first to fill it.
    const path = "/sitemap.xml?first=forged";
    const forged = await getWithHost(`${server.url}${path}`, "evil.example");
    expect(forged.status).toBe(200);
    expect(forged.body).toContain("http://evil.example/");
    const body = await (await server.get(path)).text();
    expect(body).not.toContain("evil.example");
    expect(body).toContain(`${server.url}/`);
  });
});

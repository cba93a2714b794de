// eslint-disable-next-line no-restricted-imports -- compared with lucide-react's own components
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as adminIcons from "#app/components/admin/icons.tsx";
import { AmenityIcon } from "#app/components/amenity-icon.tsx";
import { AMENITIES } from "#core/contract/amenities.ts";
import * as icons from "./icons.tsx";
import * as beachIcons from "./beach-icons.tsx";
import * as pageIcons from "./page-icons.tsx";

// Each icon is written from lucide's shapes as one string; what reaches the page must be the element
// lucide-react itself draws, for every icon the site uses and the ways the site gives it props.
const lucideByName = lucide as unknown as Record<string, ComponentType<Record<string, unknown>>>;
const ours = [
  ...Object.entries(icons),
  ...Object.entries(beachIcons),
  ...Object.entries(pageIcons),
  ...Object.entries(adminIcons),
].filter(([name, value]) => typeof value === "function" && /^[A-Z]/.test(name)) as [
  string,
  ComponentType<Record<string, unknown>>,
][];

const PROPS: Record<string, unknown>[] = [
  {},
  { "aria-hidden": "true", className: "size-4 text-sea-700" },
  { "aria-label": "Close", role: "img" },
  { size: 16, strokeWidth: 3, className: "shrink-0" },
];

describe("the site's icons", () => {
  it.each(ours)("%s draws what lucide-react draws", (name, Icon) => {
    const theirs = lucideByName[name];
    expect(theirs, `lucide-react has no icon ${name}`).toBeDefined();
    for (const props of PROPS) {
      expect(renderToStaticMarkup(createElement(Icon, props))).toBe(
        renderToStaticMarkup(createElement(theirs!, props)),
      );
    }
  });

  it.each(AMENITIES.map((amenity) => [amenity.id, amenity.icon] as const))(
    "the amenity %s shows lucide's %s, as the catalogue names it",
    (id, name) => {
      const theirs = lucideByName[name];
      expect(theirs, `lucide-react has no icon ${name}`).toBeDefined();
      expect(renderToStaticMarkup(createElement(AmenityIcon, { id, className: "size-3" }))).toBe(
        renderToStaticMarkup(createElement(theirs!, { "aria-hidden": "true", className: "size-3" })),
      );
    },
  );

  it("are hidden from assistive technology unless named", () => {
    expect(renderToStaticMarkup(createElement(beachIcons.MapPin))).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(createElement(icons.X, { "aria-label": "Close" }))).not.toContain(
      "aria-hidden",
    );
  });

  it("are one element with their shapes as one string, for the server to write and the browser to hydrate", () => {
    const element = beachIcons.MapPin({}) as {
      props: { children?: unknown; dangerouslySetInnerHTML?: { __html: string } };
    };
    expect(element.props.children).toBeUndefined();
    expect(element.props.dangerouslySetInnerHTML?.__html).toMatch(
      /^<path d="M20 10c[^"]+"><\/path><circle cx="12" cy="10" r="3"><\/circle>$/,
    );
  });
});

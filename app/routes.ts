import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { GREEK_SEGMENT } from "#core/i18n/locale.ts";

/**
 * The public pages of one language (ADR 037): English at the root paths with the files' own route
 * ids, Greek under /el with the same files and ids prefixed "el/". The catch-all and the area and
 * beach pages come last in each list.
 */
function publicPages(idPrefix: string) {
  const id = (name: string) => (idPrefix === "" ? {} : { id: `${idPrefix}${name}` });
  return {
    fixed: [
      index("routes/public/home.tsx", id("home")),
      route("areas", "routes/public/areas.tsx", id("areas")),
      route("about", "routes/public/about.tsx", id("about")),
      route("ontology", "routes/public/ontology.tsx", id("ontology")),
      route("map", "routes/public/map.tsx", id("map")),
    ],
    dynamic: [
      route(":areaSlug", "routes/public/area.tsx", id("area")),
      route(":areaSlug/:beachSlug", "routes/public/beach.tsx", id("beach")),
      route("*", "routes/public/not-found.tsx", id("not-found")),
    ],
  };
}

const english = publicPages("");
const greek = publicPages(`${GREEK_SEGMENT}/`);

export default [
  ...english.fixed,
  ...prefix(GREEK_SEGMENT, [...greek.fixed, ...greek.dynamic]),
  // The back office: sign-in, first-admin setup and invites outside the guard; every
  // other page inside the layout, each of whose loaders checks the session and role on the server.
  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    route("setup", "routes/admin/setup.tsx"),
    route("accept-invite", "routes/admin/accept-invite.tsx"),
    route("unlock", "routes/admin/unlock.tsx"),
    route("sign-out", "routes/admin/sign-out.tsx"),
    route("export/beaches.csv", "routes/admin/export-csv.ts"),
    route("imports", "routes/admin/imports.ts"),
    route("import-runs/:id", "routes/admin/import-run.ts"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("areas", "routes/admin/areas.tsx"),
      route("areas/new", "routes/admin/area-form.tsx", { id: "admin-area-new" }),
      route("areas/:id", "routes/admin/area-form.tsx", { id: "admin-area-edit" }),
      route("beaches", "routes/admin/beaches.tsx"),
      route("beaches/new", "routes/admin/beach-form.tsx", { id: "admin-beach-new" }),
      route("beaches/:id", "routes/admin/beach-form.tsx", { id: "admin-beach-edit" }),
      route("import-export", "routes/admin/import-export.tsx"),
      route("openstreetmap", "routes/admin/openstreetmap.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  ...english.dynamic,
] satisfies RouteConfig;

import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/public/home.tsx"),
  route("areas", "routes/public/areas.tsx"),
  route("about", "routes/public/about.tsx"),
  route("ontology", "routes/public/ontology.tsx"),
  route("map", "routes/public/map.tsx"),
  route(":areaSlug", "routes/public/area.tsx"),
  route(":areaSlug/:beachSlug", "routes/public/beach.tsx"),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;

import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/public/home.tsx"),
  route("areas", "routes/public/areas.tsx"),
  route(":areaSlug", "routes/public/area.tsx"),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;

import { deferred } from "./deferred.tsx";

/** The 404 page (app/components/not-found-page.tsx) where a layout or list shows it. */
export const DeferredNotFoundPage = deferred(() =>
  import("./not-found-page.tsx").then((module) => module.NotFoundPage),
);

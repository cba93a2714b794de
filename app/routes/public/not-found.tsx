import { data } from "react-router";
import { DeferredNotFoundPage } from "#app/components/deferred-not-found.ts";
import { popularAreas, type NotFoundData } from "#app/lib/browse/popular-areas.ts";
import type { Route } from "./+types/not-found";

// Every unmatched path: a real 404 status, rendered on the server, with the search and the areas
// that have the most beaches as ways on. The page is the same deferred part the layouts show
// (ADR 039), so its script is one file whichever way a visitor meets it.
export async function loader({ context }: Route.LoaderArgs) {
  const found: NotFoundData = { popularAreas: popularAreas(await context.services.areas.listAreas()) };
  return data(found, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <DeferredNotFoundPage.Component popularAreas={loaderData.popularAreas} />;
}

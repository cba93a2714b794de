import { useRouteLoaderData } from "react-router";
import type { loader } from "#app/root.tsx";

/** Whether this site serves the day's sea verdicts: the Calm filter is offered only then (ADR 033). */
export function useSeaForecast(): boolean {
  return useRouteLoaderData<typeof loader>("root")?.seaForecast ?? false;
}

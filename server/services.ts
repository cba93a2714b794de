import { createAreaService } from "./areas/area.service.ts";
import { createDataVersion } from "./cache/data-version.ts";
import { createBeachMapService } from "./beaches/beach-map.ts";
import { createBeachService } from "./beaches/beach.service.ts";
import type { Database } from "./db/client.ts";
import { createForecastService, type ForecastService } from "./forecast/forecast.service.ts";
import { createSearchService } from "./search/search.service.ts";

export interface ServiceDeps {
  db: Database;
  /** Injected so tests can fix "now". */
  clock: () => Date;
  /** Today's forecast, as server/main.ts builds it from the settings; without it, none is served. */
  forecast?: ForecastService;
}

export function createServices(deps: ServiceDeps) {
  const dataVersion = createDataVersion(deps.db);
  const areas = createAreaService({ ...deps, dataVersion });
  const beaches = createBeachService({ ...deps, dataVersion });
  return {
    clock: deps.clock,
    dataVersion,
    areas,
    beaches,
    map: createBeachMapService({ ...deps, dataVersion }),
    forecast: deps.forecast ?? createForecastService({ db: deps.db, clock: deps.clock, provider: null }),
    search: createSearchService({ db: deps.db, areas, beaches, dataVersion }),
  };
}

export type Services = ReturnType<typeof createServices>;

import { createAreaService } from "./areas/area.service.ts";
import { createDataVersion } from "./cache/data-version.ts";
import { createBeachMapService } from "./beaches/beach-map.ts";
import { createBeachService } from "./beaches/beach.service.ts";
import type { Database } from "./db/client.ts";
import { createConditionsService } from "./forecast/conditions.ts";
import { createForecastService, type ForecastService } from "./forecast/forecast.service.ts";
import { createVerdictService } from "./forecast/verdicts.ts";
import { osmReview } from "./osm/osm-review.ts";
import { createSearchService } from "./search/search.service.ts";

export interface ServiceDeps {
  db: Database;
  /** Injected so tests can fix "now". */
  clock: () => Date;
  /**
   * Today's forecast, as server/main.ts builds it from the settings (FORECAST=off leaves it out);
   * without it the feature is off: none is served and beach records carry `conditions: null`.
   */
  forecast?: ForecastService;
}

export function createServices(deps: ServiceDeps) {
  const dataVersion = createDataVersion(deps.db);
  const areas = createAreaService({ ...deps, dataVersion });
  const forecast = deps.forecast ?? createForecastService({ db: deps.db, clock: deps.clock, provider: null });
  const verdicts = createVerdictService({
    db: deps.db,
    clock: deps.clock,
    enabled: deps.forecast !== undefined && forecast.enabled,
    forecastVersion: dataVersion.forecast,
  });
  const beaches = createBeachService({ ...deps, dataVersion, verdicts });
  return {
    clock: deps.clock,
    dataVersion,
    areas,
    beaches,
    map: createBeachMapService({ ...deps, dataVersion, verdicts, directory: beaches }),
    forecast,
    verdicts,
    conditions: createConditionsService({ db: deps.db, forecast, enabled: deps.forecast !== undefined }),
    search: createSearchService({ db: deps.db, areas, beaches, dataVersion }),
    /** The back office's queue of what the OpenStreetMap import brought, and its publishing. */
    osmReview: osmReview(deps.db, deps.clock),
  };
}

export type Services = ReturnType<typeof createServices>;

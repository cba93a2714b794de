import { createAreaService } from "./areas/area.service.ts";
import { createBeachService } from "./beaches/beach.service.ts";
import type { Database } from "./db/client.ts";

export interface ServiceDeps {
  db: Database;
  /** Injected so tests can fix "now". */
  clock: () => Date;
}

export function createServices(deps: ServiceDeps) {
  return {
    clock: deps.clock,
    areas: createAreaService(deps),
    beaches: createBeachService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;

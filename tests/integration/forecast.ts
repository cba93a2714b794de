import type { ForecastStub } from "../forecast-stub.ts";
import { createForecastService, type ForecastServiceOptions } from "#server/forecast/forecast.service.ts";
import { createOpenMeteoProvider, type OpenMeteoOptions } from "#server/forecast/open-meteo.ts";

/**
 * The forecast service of a test: the real Open-Meteo client over the local stand-in, with no pause
 * between attempts and no rate limit, so a test's refresh runs at once.
 */
export function stubForecastService(
  stub: ForecastStub,
  options: Omit<ForecastServiceOptions, "provider"> & {
    provider?: Omit<OpenMeteoOptions, "forecastUrl" | "marineUrl">;
  },
) {
  const { provider, ...service } = options;
  return createForecastService({
    locationsPerMinute: Number.POSITIVE_INFINITY,
    ...service,
    provider: createOpenMeteoProvider({
      forecastUrl: stub.url,
      marineUrl: stub.url,
      retries: 0,
      // Timeouts are open-meteo.test.ts's subject: here a slow answer on a loaded machine must not be
      // retried, as the tests count requests.
      timeoutMs: 10_000,
      sleep: async () => undefined,
      ...provider,
    }),
  });
}

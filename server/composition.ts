import { createAccounts } from "./auth/accounts.ts";
import { createInvites } from "./auth/invites.ts";
import { createUsers } from "./auth/users.ts";
import { createBackOffice } from "./back-office.ts";
import type { ImportFaults } from "./content/csv-import.ts";
import type { Database } from "./db/client.ts";
import {
  DEFAULT_CONTACT_EMAIL,
  DEFAULT_MAP_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  DEFAULT_PORT,
  type Env,
} from "./env.ts";
import {
  createForecastService,
  type ForecastService,
  type ForecastServiceOptions,
} from "./forecast/forecast.service.ts";
import { createOpenMeteoProvider } from "./forecast/open-meteo.ts";
import type { SiteSettings } from "./load-context.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { createServices } from "./services.ts";

// Where the server is put together. The production server (server/main.ts), development
// (server/dev.ts), the HTTP app (server/http/app.ts, which the integration tests build) and the
// benches make their parts here, from the settings or from what a test gives: the services the
// pages and the API share, the accounts, the invites and the back office.

export interface PartsOptions {
  db: Database;
  /** Injected so tests can fix "now". */
  clock?: () => Date;
  /** Today's forecast (forecastFromSettings); left out, pages and records say nothing about the sea. */
  forecast?: ForecastService;
  site?: Partial<SiteSettings>;
  /** Accounts: AUTH_SECRET (else one kept in the database) and where mail goes (else the log). */
  auth?: { secret?: string | undefined; mailer?: Mailer | undefined };
  /** The CSV import's test hooks (IMPORT_FAULT_FILE_NAME); never set in use. */
  importFaults?: ImportFaults;
}

/** Every part the HTTP app serves from, made once for the app. */
export function composeParts(options: PartsOptions) {
  const clock = options.clock ?? (() => new Date());
  const services = createServices({
    db: options.db,
    clock,
    ...(options.forecast ? { forecast: options.forecast } : {}),
  });
  const site: SiteSettings = {
    contactEmail: options.site?.contactEmail ?? DEFAULT_CONTACT_EMAIL,
    publicUrl: options.site?.publicUrl,
    localOrigin: options.site?.localOrigin ?? `http://localhost:${DEFAULT_PORT}`,
    map: options.site?.map ?? { tileUrl: DEFAULT_MAP_TILE_URL, attribution: DEFAULT_MAP_ATTRIBUTION },
  };
  const mailer = options.auth?.mailer ?? createMailer({});
  const accounts = createAccounts({
    db: options.db,
    clock,
    publicUrl: site.publicUrl,
    secret: options.auth?.secret,
    mailer,
  });
  const invites = createInvites({ db: options.db, clock, mailer });
  const users = createUsers({ db: options.db, clock });
  const backOffice = createBackOffice({
    db: options.db,
    clock,
    accounts,
    invites,
    users,
    ...(options.importFaults ? { importFaults: options.importFaults } : {}),
  });
  return { services, site, accounts, invites, users, backOffice };
}

export type Parts = ReturnType<typeof composeParts>;

/** The settings today's forecast is made from. */
export type ForecastSettings = Pick<
  Env,
  "FORECAST" | "OPEN_METEO_URL" | "OPEN_METEO_MARINE_URL" | "OPEN_METEO_API_KEY"
>;

/**
 * Today's forecast: Open-Meteo at the addresses of the settings, or no provider with FORECAST=off
 * (nothing is fetched). `tuning` is for the benches and tests (their pace, their stand-in's clock).
 */
export function forecastFromSettings(
  settings: ForecastSettings,
  db: Database,
  tuning: Partial<Omit<ForecastServiceOptions, "db" | "provider">> = {},
): ForecastService {
  return createForecastService({
    db,
    clock: () => new Date(),
    ...tuning,
    provider:
      settings.FORECAST === "off"
        ? null
        : createOpenMeteoProvider({
            forecastUrl: settings.OPEN_METEO_URL,
            marineUrl: settings.OPEN_METEO_MARINE_URL,
            apiKey: settings.OPEN_METEO_API_KEY,
          }),
  });
}

/** What the settings give every server alike: accounts and mail, the site's addresses and map tiles. */
export function partsFromSettings(env: Env): Pick<PartsOptions, "auth" | "site"> {
  return {
    auth: { secret: env.AUTH_SECRET, mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }) },
    site: {
      contactEmail: env.CONTACT_EMAIL,
      publicUrl: env.PUBLIC_URL,
      map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION },
    },
  };
}

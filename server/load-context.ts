import type { Services } from "./services.ts";

/** Deployment settings the pages show. */
export interface SiteSettings {
  contactEmail: string;
  /** Origin for absolute links (canonical, sitemap); unset means the request's own origin. */
  publicUrl?: string | undefined;
  /** Where map tiles come from and the credit they require. */
  map: MapSettings;
}

export interface MapSettings {
  tileUrl: string;
  attribution: string;
}

// What React Router loaders and actions receive from the Hono server: the same service layer the
// JSON API uses.
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    site: SiteSettings;
  }
}

export {};

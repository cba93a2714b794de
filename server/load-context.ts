import type { Services } from "./services.ts";

/** Deployment settings the pages show. */
export interface SiteSettings {
  contactEmail: string;
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

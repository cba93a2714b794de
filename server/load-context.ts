import type { Services } from "./services.ts";

// What React Router loaders and actions receive from the Hono server: the same service layer the
// JSON API uses.
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
  }
}

export {};

import type { Accounts } from "./auth/accounts.ts";
import type { BackOffice } from "./back-office.ts";
import type { Services } from "./services.ts";

/** Deployment settings the pages show. */
export interface SiteSettings {
  contactEmail: string;
  /** Origin for absolute links (canonical, sitemap); unset means the request's own origin. */
  publicUrl?: string | undefined;
  /**
   * The server's own address on this machine (http://localhost:PORT): links in mail use it when no
   * PUBLIC_URL is set and the request did not come from this machine (server/http/mail-origin.ts).
   */
  localOrigin: string;
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
    /** Sign-in, sessions and roles (ADR 011). */
    accounts: Accounts;
    /** Users, invites, the audit log and the first-admin setup, for the admin screens. */
    backOffice: BackOffice;
    /** The client's address from the socket, for the sign-in lockout; unknown in development. */
    clientIp: string | undefined;
    /**
     * The origin of links this request sends by mail (sign-in, invites, unlock): PUBLIC_URL, else
     * the request's own only when it comes from this machine (server/http/mail-origin.ts).
     */
    mailOrigin: string;
    /**
     * This request's unguessable script marker (server/http/content-security.ts): the inline scripts
     * rendered with it are the only ones the page's policy allows. Unset when no policy is sent.
     */
    scriptNonce?: string | undefined;
  }
}

export {};

import {
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/error-page.tsx";
import { DeferredNotFoundPage } from "./components/deferred-not-found.ts";
import { SiteFooter, SiteHeader } from "./components/site-chrome.tsx";
import { ToastProvider } from "./components/ui/toast.tsx";
import { OfflineSupport } from "./components/offline-support.tsx";
import {
  I18nProvider,
  parseLanguage,
  useI18n,
  usePageMessages,
  type PageLanguage,
  type SerializedLanguage,
} from "./lib/i18n/i18n.tsx";
import { requestLocale, rootLanguage } from "./lib/i18n/i18n.server.ts";
import { localeOfPath } from "#core/i18n/locale.ts";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const language: SerializedLanguage = rootLanguage(locale);
  return {
    // The page's language and its catalogue only: the other language never reaches the browser.
    language,
    contactEmail: context.site.contactEmail,
    map: context.site.map,
    // Whether the day's sea verdicts exist at all (FORECAST=off leaves out the Calm filter).
    seaForecast: context.services.verdicts.enabled,
  };
}

// The settings do not change between navigations; the catalogue does when the language does.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

const FALLBACK_CONTACT = "feedback@greekbeaches.example";

function useContactEmail(): string {
  return useRouteLoaderData<typeof loader>("root")?.contactEmail ?? FALLBACK_CONTACT;
}

/** The back office has a layout of its own: no public header, footer or offline support. */
function isBackOffice(pathname: string): boolean {
  return /^\/admin(?:\/|$)/.test(pathname);
}

/** The catalogue when the root has no data (its loader failed): the keys would show, so English words. */
const NO_LANGUAGE: PageLanguage = { locale: "en", messages: {} };

export function Layout({ children }: { children: React.ReactNode }) {
  const contactEmail = useContactEmail();
  const backOffice = isBackOffice(useLocation().pathname);
  const serialized = useRouteLoaderData<typeof loader>("root")?.language;
  const language = serialized ? parseLanguage(serialized) : NO_LANGUAGE;
  return (
    <html lang={language.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a6280" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-sand-50 text-slate-900 antialiased">
        <I18nProvider language={language} pageMessages={usePageMessages()}>
          <SkipLink />
          <ToastProvider>
            {backOffice ? (
              <div className="flex-1">{children}</div>
            ) : (
              <>
                <SiteHeader contactEmail={contactEmail} />
                <div className="flex-1">{children}</div>
                <SiteFooter contactEmail={contactEmail} />
                <OfflineSupport />
              </>
            )}
          </ToastProvider>
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-3 py-2 font-medium text-sea-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t("chrome.skipToContent")}
    </a>
  );
}

export default function App() {
  // A link followed later may lead to a page that is gone: the 404 page is ready by then.
  DeferredNotFoundPage.usePrefetch();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <DeferredNotFoundPage.Component />;
  return <ErrorPage error={error} />;
}

/**
 * The address of the page a request is for. A client-side navigation asks for a page's data at
 * `/path.data?_routes=...` (`/_root.data` for `/`), and loaders see that URL as it came; links
 * and redirects built from it must name the page itself.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname === "/_root.data") url.pathname = "/";
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  return url;
}

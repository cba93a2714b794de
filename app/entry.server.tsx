import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";

// React Router's default server entry, plus the script marker: every inline script React Router
// (hydration data, module loader, scroll restoration, streamed data) and React emit carries this
// request's `nonce`, and only scripts so marked are allowed by the page's policy
// (server/http/content-security.ts, which turns them into hashes and strips the marker).

export const streamTimeout = 5_000;

/**
 * What a loader or action threw, or React Router refused. A refusal with a 4xx status (a POST to a
 * page that takes none: 405) is the visitor's mistake: logged, it would let anyone fill the error log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // React Router keeps the Error behind its own refusals in an `error` field its type does not show.
  console.error(isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.scriptNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Every visitor gets the whole page at once, not a streamed shell: no page streams data, and the
    // parts of a page that load their scripts on demand (app/components/deferred.tsx) must be in the
    // HTML for a browser without JavaScript and for crawlers alike.
    const readyOption: keyof RenderToPipeableStreamOptions = "onAllReady";

    // Abort after streamTimeout, with time left to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // React otherwise moves a finished part that comes after the first 12,800 bytes to the end
        // of the document, to be put in place by a script: a browser without JavaScript would never
        // show it. The whole page is sent at once anyway, so every part stays where it belongs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // Everything is ready, so the page is gathered into one buffer and answered whole: the
          // server's next steps (the script policy, the cache) read it at once, with no stream between.
          const chunks: Buffer[] = [];
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            responseHeaders.set("Content-Type", "text/html");
            resolve(
              new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }),
            );
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell itself are logged by React Router; these came later, while streaming.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

import { ChevronLeft, ChevronRight } from "#app/components/ui/icons.tsx";
import { Send } from "#app/components/ui/page-icons.tsx";
import { ExternalLink } from "#app/components/admin/icons.tsx";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation, useRouteLoaderData } from "react-router";
import { BEACH_TYPES, isOneOf } from "#core/contract/enums.ts";
import { label } from "#core/i18n/labels.ts";
import { osmElementUrl, type OsmReviewReason, type OsmSkipReason } from "#core/admin/osm.ts";
import {
  OSM_REVIEW_DEFAULT_SHOW,
  OSM_REVIEW_SHOWS,
  osmReviewSearch,
  parseOsmReviewQuery,
  type OsmReviewQuery,
  type OsmReviewShow,
} from "#core/admin/osm-review-query.ts";
import type { OsmNotPublishedReason, OsmPublishResult } from "#server/osm/osm-review.ts";
import { buttonClass, Card, controlClass, formatDateTime } from "#app/components/admin/kit.tsx";
import { useOutcome, type DeleteOutcome } from "#app/components/admin/list-feedback.tsx";
import { StatusBadge } from "#app/components/admin/list-kit.tsx";
import { tabClass, tabListClass } from "#app/components/ui/tabs.tsx";
import { requireAdmin } from "#app/lib/admin/admin.server.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { adminMeta } from "#app/lib/site/page-meta.ts";
import { pageUrl } from "#app/lib/site/page-url.ts";
import { useHydrated } from "#app/lib/site/use-hydrated.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/openstreetmap";

// The review queue of the OpenStreetMap import (ADR 046): what the latest run did, the beaches that
// wait for a curator, and publishing the complete drafts. The list's state is its address (show,
// area, page); publishing is a plain POST, so the page works before and without hydration.

export const meta = () => adminMeta("From OpenStreetMap");

const PATH = "/admin/openstreetmap";

const SHOW_LABELS: Record<OsmReviewShow, string> = {
  new: "New drafts",
  review: "Needs a look",
  gone: "Gone",
  all: "All",
};

const hrefOf = (query: OsmReviewQuery) => `${PATH}${osmReviewSearch(query)}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = pageUrl(request);
  const query = parseOsmReviewQuery(url.searchParams);
  // The filter form sends an empty area for "All areas": the address says it the short way.
  if (url.search !== osmReviewSearch(query)) throw redirect(hrefOf(query));
  const review = context.services.osmReview;
  const [overview, list, areas] = await Promise.all([review.overview(), review.list(query), review.areas()]);
  if (query.page > list.pageCount) throw redirect(hrefOf({ ...query, page: list.pageCount }));
  return { query, overview, list, areas };
}

export async function action({ request, context }: Route.ActionArgs) {
  const by = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const review = context.services.osmReview;
  if (intent === "publish-all") {
    return data<DeleteOutcome>(publishOutcome(await review.publish("all-complete", by, context.clientIp)));
  }
  if (intent !== "publish-selected") {
    return data<DeleteOutcome>({ ok: false, title: "Publish failed", message: "Unknown action." }, 400);
  }
  const ids = form.getAll("id").map(String);
  if (ids.some((id) => !/^\d{1,9}$/.test(id))) {
    return data<DeleteOutcome>({ ok: false, title: "Publish failed", message: "Unknown beaches." }, 422);
  }
  if (ids.length === 0) {
    return data<DeleteOutcome>(
      {
        ok: false,
        title: "Nothing selected",
        message: "Select the beaches to publish, or publish all complete ones.",
      },
      422,
    );
  }
  return data<DeleteOutcome>(publishOutcome(await review.publish(ids.map(Number), by, context.clientIp)));
}

const count = (n: number, one: string, many: string) =>
  `${new Intl.NumberFormat("en-US").format(n)} ${n === 1 ? one : many}`;

/** Why beaches were left as drafts, in words. */
const NOT_PUBLISHED_WORDS: Record<OsmNotPublishedReason, (n: number) => string> = {
  type: (n) => `${count(n, "needs", "need")} a type first (no surface in OpenStreetMap)`,
  no_name: (n) => `${count(n, "has", "have")} no name`,
  active: (n) => `${count(n, "is", "are")} already public`,
  hidden: (n) => `${count(n, "is hidden and stays", "are hidden and stay")} so`,
  not_osm: (n) => `${count(n, "is not a beach", "are not beaches")} from OpenStreetMap`,
};

/** Area names a message lists before it says how many more. */
const AREAS_NAMED = 10;

function publishOutcome(result: OsmPublishResult): DeleteOutcome {
  const sentences: string[] = [];
  sentences.push(
    result.published === 0
      ? "No beach was published."
      : `${count(result.published, "beach is", "beaches are")} now public.`,
  );
  const areas = result.areasPublished.map((area) => area.name);
  if (areas.length > 0) {
    const named = areas.slice(0, AREAS_NAMED).join(", ");
    const more = areas.length > AREAS_NAMED ? ` and ${areas.length - AREAS_NAMED} more` : "";
    sentences.push(
      areas.length === 1
        ? `The area ${named} was a draft and is now public too.`
        : `The areas ${named}${more} were drafts and are now public too.`,
    );
  }
  const reasons = new Map<OsmNotPublishedReason, number>();
  for (const { reason } of result.notPublished) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  if (reasons.size > 0) {
    const parts = [...reasons].map(([reason, n]) => NOT_PUBLISHED_WORDS[reason](n));
    sentences.push(`Not published: ${parts.join("; ")}.`);
  }
  return {
    ok: result.published > 0,
    title: result.published > 0 ? "Published" : "Nothing published",
    message: sentences.join(" "),
  };
}

/** What a beach waits for, in words. */
const REVIEW_WORDS: Record<OsmReviewReason, string> = {
  type: "No surface in OpenStreetMap: set the type",
  facing: "Facing unclear: check it",
};
const GONE_WORDS = "Gone from the newest extract";

/** Why the run left elements out, as the headline's last line says them. */
const SKIP_WORDS: Record<OsmSkipReason | "deleted", string> = {
  inland: "inland (lakes and rivers)",
  private: "private",
  unnamed: "unnamed",
  duplicate: "mapped twice",
  no_position: "without a position",
  no_area: "with no area to place them in",
  deleted: "deleted here by a curator",
};

const EMPTY_WORDS: Record<OsmReviewShow, string> = {
  new: "No new drafts from OpenStreetMap.",
  review: "No beach from OpenStreetMap needs a look.",
  gone: "No beach is gone from the newest extract.",
  all: "No beaches from OpenStreetMap yet.",
};

type LoaderData = Route.ComponentProps["loaderData"];
type Row = LoaderData["list"]["items"][number];

export default function OpenStreetMapPage({ loaderData, actionData }: Route.ComponentProps) {
  const { query, overview, list, areas } = loaderData;
  const outcome = useOutcome(actionData);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">From OpenStreetMap</h1>
        <p className="text-slate-700">
          The beaches the OpenStreetMap import brought: check what it could not settle, then publish.
        </p>
      </div>
      <Headline overview={overview} />
      <ShowTabs query={query} counts={overview.counts} />
      <AreaFilter query={query} areas={areas} />
      {outcome}
      <PublishForm query={query} list={list} complete={overview.counts.complete} resetOn={actionData} />
      <Pages query={query} page={list.page} pageCount={list.pageCount} />
      {list.items.length > 0 && <BeachesMap beaches={list.items} />}
    </div>
  );
}

function Headline({ overview }: { overview: LoaderData["overview"] }) {
  const i18n = useI18n();
  const { run, counts } = overview;
  const stats = [
    { label: "Drafts from OpenStreetMap", value: counts.drafts },
    { label: "Complete, ready to publish", value: counts.complete },
    { label: "Need a look", value: counts.review },
    { label: "Gone from the newest extract", value: counts.gone },
  ];
  const skipped = run
    ? (Object.entries(run.summary.skipped) as [OsmSkipReason | "deleted", number][]).filter(([, n]) => n > 0)
    : [];
  return (
    <Card title="Latest import" titleId="latest-import">
      {run ? (
        <div className="flex flex-col gap-1">
          <p className="text-lg font-semibold text-slate-900">
            From OpenStreetMap: {i18n.number(run.summary.created)} new, {i18n.number(run.summary.linked)}{" "}
            linked, {i18n.number(run.summary.updated)} changed upstream,{" "}
            {i18n.number(run.summary.flaggedGone)} gone
          </p>
          <p className="text-sm break-words text-slate-700">
            {run.fileName ?? "An extract"}, imported{" "}
            <time dateTime={run.finishedAt}>{formatDateTime(run.finishedAt)}</time>
          </p>
          {skipped.length > 0 && (
            <p className="text-sm text-slate-700">
              Not imported:{" "}
              {skipped.map(([reason, n]) => `${i18n.number(n)} ${SKIP_WORDS[reason] ?? reason}`).join(", ")}.
            </p>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-2 text-slate-800">
          <p>No OpenStreetMap import has run yet. Run one from the shell with an extract of Greece:</p>
          <pre className="overflow-x-auto rounded-md bg-slate-900 p-3 text-sm text-white" tabIndex={0}>
            <code>npm run import:osm -- greece-latest.osm.pbf</code>
          </pre>
        </div>
      )}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse gap-1 rounded-md border border-slate-200 p-3"
          >
            <dt className="text-sm text-slate-700">{stat.label}</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">{i18n.number(stat.value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function ShowTabs({ query, counts }: { query: OsmReviewQuery; counts: LoaderData["overview"]["counts"] }) {
  const i18n = useI18n();
  const counted: Partial<Record<OsmReviewShow, number>> = {
    new: counts.drafts,
    review: counts.review,
    gone: counts.gone,
  };
  return (
    <nav aria-label="Which beaches" className={tabListClass}>
      {OSM_REVIEW_SHOWS.map((show) => {
        const n = counted[show];
        return (
          <Link
            key={show}
            to={hrefOf({ ...query, show, page: 1 })}
            aria-current={show === query.show ? "page" : undefined}
            className={tabClass(show === query.show)}
          >
            {SHOW_LABELS[show]}
            {n !== undefined && <span className="ml-1 tabular-nums">({i18n.number(n)})</span>}
          </Link>
        );
      })}
    </nav>
  );
}

/** The area filter, a GET form: the list's address changes, the page starts again at 1. */
function AreaFilter({ query, areas }: { query: OsmReviewQuery; areas: LoaderData["areas"] }) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  return (
    <Form ref={form} method="get" action={PATH} className="flex flex-wrap items-end gap-3">
      {query.show !== OSM_REVIEW_DEFAULT_SHOW && <input type="hidden" name="show" value={query.show} />}
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor="osm-area" className="text-sm font-medium text-slate-900">
          Area
        </label>
        <select
          id="osm-area"
          name="area"
          defaultValue={query.areaId === null ? "" : String(query.areaId)}
          // Once hydrated the choice applies at once; before, the button sends it.
          onChange={() => form.current?.requestSubmit()}
          className={`${controlClass} sm:w-72`}
        >
          <option value="">All areas</option>
          {areas.map((area) => (
            <option key={area.id} value={area.id}>
              {area.name} ({area.beaches})
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        {hydrated ? "Filter" : "Apply"}
      </button>
    </Form>
  );
}

function PublishForm({
  query,
  list,
  complete,
  resetOn,
}: {
  query: OsmReviewQuery;
  list: LoaderData["list"];
  complete: number;
  /** The last answer: a new one clears the ticks, whose beaches have changed. */
  resetOn: unknown;
}) {
  const i18n = useI18n();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  useEffect(() => {
    if (resetOn) form.current?.reset();
  }, [resetOn]);
  const first = (list.page - 1) * list.pageSize + 1;
  const selectAll = (checked: boolean) => {
    for (const box of form.current?.querySelectorAll<HTMLInputElement>('input[name="id"]') ?? [])
      box.checked = checked;
  };
  return (
    <Form ref={form} method="post" action={hrefOf(query)} className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
        <p id="publish-hint" className="text-sm text-slate-700">
          Only complete drafts are published: a name, a type and an area. A draft area is published with its
          beaches.
        </p>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value="publish-selected"
            disabled={busy}
            aria-describedby="publish-hint"
            className={buttonClass("secondary")}
          >
            Publish selected
          </button>
          <button
            type="submit"
            name="intent"
            value="publish-all"
            disabled={busy || complete === 0}
            aria-describedby="publish-hint"
            className={buttonClass("primary")}
          >
            <Send aria-hidden="true" className="size-4" />
            Publish all complete ({i18n.number(complete)})
          </button>
        </div>
      </div>
      {list.items.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
          {EMPTY_WORDS[query.show]}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Showing {i18n.number(first)}–{i18n.number(first + list.items.length - 1)} of{" "}
            {i18n.number(list.total)} beaches
          </p>
          <table className="w-full overflow-hidden rounded-lg border border-slate-200 bg-white text-left text-sm">
            <caption className="sr-only">
              {SHOW_LABELS[query.show]}: beaches from OpenStreetMap, page {list.page} of {list.pageCount}
            </caption>
            <thead className="bg-slate-100 text-slate-900">
              <tr>
                <th scope="col" className="w-12 px-3 py-2 align-bottom">
                  {hydrated ? (
                    <input
                      type="checkbox"
                      aria-label="Select all on this page"
                      onChange={(event) => selectAll(event.currentTarget.checked)}
                      className="size-5 accent-sea-700"
                    />
                  ) : (
                    <span className="sr-only">Select</span>
                  )}
                </th>
                <th scope="col" className="px-3 py-2 align-bottom font-semibold">
                  Name
                </th>
                <th scope="col" className="hidden px-3 py-2 align-bottom font-semibold md:table-cell">
                  Area
                </th>
                <th scope="col" className="w-24 px-3 py-2 align-bottom font-semibold">
                  Status
                </th>
                <th scope="col" className="hidden w-28 px-3 py-2 align-bottom font-semibold md:table-cell">
                  Type
                </th>
                <th scope="col" className="hidden px-3 py-2 align-bottom font-semibold md:table-cell">
                  Needs a look
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {list.items.map((beach) => (
                <BeachRow key={beach.id} beach={beach} />
              ))}
            </tbody>
          </table>
        </>
      )}
    </Form>
  );
}

function BeachRow({ beach }: { beach: Row }) {
  const i18n = useI18n();
  const looks = [
    ...beach.review.map((reason) => REVIEW_WORDS[reason] ?? reason),
    ...(beach.goneAt ? [GONE_WORDS] : []),
  ];
  const type = beach.review.includes("type")
    ? "Not known"
    : isOneOf(BEACH_TYPES, beach.type)
      ? label(i18n, "beachType", beach.type)
      : beach.type;
  const look =
    looks.length === 0 ? (
      <span className="text-slate-700">{beach.complete ? "Nothing: ready to publish" : "Nothing"}</span>
    ) : (
      <ul className="flex flex-col gap-0.5">
        {looks.map((words) => (
          <li key={words} className="font-medium text-amber-900">
            {words}
          </li>
        ))}
      </ul>
    );
  const elementUrl = osmElementUrl(beach.ref);
  return (
    <tr className="align-top">
      <td className="px-3 py-2">
        {beach.status === "DRAFT" ? (
          <input
            type="checkbox"
            name="id"
            value={beach.id}
            aria-label={`Select ${beach.name}`}
            className="mt-0.5 size-5 accent-sea-700"
          />
        ) : null}
      </td>
      <th scope="row" className="px-3 py-2 font-normal">
        <div className="flex min-w-0 flex-col gap-1">
          <Link
            to={`/admin/beaches/${beach.id}`}
            className="font-medium break-words text-sea-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-sea-700"
          >
            {beach.name}
          </Link>
          {/* Below 768 px the other columns' facts sit under the name. */}
          <span className="text-slate-700 md:hidden">
            {beach.areaName} · {type}
          </span>
          <div className="md:hidden">{look}</div>
          {elementUrl && (
            <a
              href={elementUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex w-fit items-center gap-1 text-xs text-slate-700 underline underline-offset-2 hover:text-sea-900 focus-visible:outline-2 focus-visible:outline-sea-700"
            >
              <span className="sr-only">{beach.name} on OpenStreetMap: </span>
              {beach.ref}
              <span className="sr-only"> (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" className="size-3" />
            </a>
          )}
        </div>
      </th>
      <td className="hidden px-3 py-2 break-words text-slate-800 md:table-cell">{beach.areaName}</td>
      <td className="px-3 py-2">
        <StatusBadge status={beach.status} />
      </td>
      <td className="hidden px-3 py-2 text-slate-800 md:table-cell">{type}</td>
      <td className="hidden px-3 py-2 md:table-cell">{look}</td>
    </tr>
  );
}

function Pages({ query, page, pageCount }: { query: OsmReviewQuery; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      <div className="flex gap-2">
        {page > 1 && (
          <Link to={hrefOf({ ...query, page: page - 1 })} className={buttonClass("secondary")}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous page
          </Link>
        )}
        {page < pageCount && (
          <Link to={hrefOf({ ...query, page: page + 1 })} className={buttonClass("secondary")}>
            Next page
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </nav>
  );
}

/** Leaflet starts loading when the map is this close to the viewport. */
const PRELOAD_MARGIN = "200px";
/** The closest the map zooms to fit the listed beaches: one beach shows its bay. */
const FIT_MAX_ZOOM = 12;

/**
 * The listed beaches on a small map, below the table that works without it: Leaflet is fetched only
 * once the page runs and the map nears the viewport. The pins are not Tab stops; the table's links
 * are the keyboard's way to each beach.
 */
function BeachesMap({ beaches }: { beaches: readonly Row[] }) {
  const canvas = useRef<HTMLDivElement>(null);
  const tiles = useRouteLoaderData<typeof rootLoader>("root")?.map;
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  // The effect starts again only when the pins change, not with every render's new array.
  const pins = JSON.stringify(beaches.map((beach) => [beach.name, beach.latitude, beach.longitude]));

  useEffect(() => {
    const element = canvas.current;
    if (!element || !tiles) return;
    const points = JSON.parse(pins) as [string, number, number][];
    let cancelled = false;
    let remove: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        Promise.all([import("leaflet"), import("#app/components/map/leaflet-base.ts")])
          .then(([leaflet, base]) => {
            if (cancelled) return;
            const map = leaflet.map(element, {
              maxBounds: base.WORLD,
              minZoom: base.MIN_ZOOM,
              maxZoom: base.MAX_ZOOM,
              // The wheel scrolls the page, not the map; the zoom buttons and the keyboard zoom it.
              scrollWheelZoom: false,
            });
            remove = () => map.remove();
            // The view first: Leaflet places a pin only on a map that has one.
            map.fitBounds(
              leaflet.latLngBounds(points.map(([, latitude, longitude]) => [latitude, longitude])),
              { padding: [24, 24], maxZoom: FIT_MAX_ZOOM, animate: false },
            );
            base.dressMap(map, element, tiles, "Map of the listed beaches");
            for (const [name, latitude, longitude] of points) {
              const pin = leaflet
                .marker([latitude, longitude], { icon: base.pinIcon(), keyboard: false, title: name })
                .addTo(map);
              pin.getElement()?.setAttribute("role", "img");
              pin.getElement()?.setAttribute("aria-label", name);
            }
            setShown(true);
          })
          .catch((error: unknown) => {
            if (cancelled) return;
            console.warn("Could not load the map", error);
            setFailed(true);
          });
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      remove?.();
      setShown(false);
    };
  }, [tiles, pins]);

  return (
    <section aria-labelledby="osm-map-title" className="flex flex-col gap-2">
      <h2 id="osm-map-title" className="text-lg font-semibold text-slate-900">
        On the map
      </h2>
      <div className="relative isolate h-64 overflow-hidden rounded-md border border-slate-300 bg-sea-50 sm:h-80">
        <div ref={canvas} className="absolute inset-0" />
        {!shown && (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-slate-700">
            {failed
              ? "The map could not be loaded. The table above lists the same beaches."
              : "The map of the listed beaches appears here once the page has loaded."}
          </p>
        )}
      </div>
    </section>
  );
}

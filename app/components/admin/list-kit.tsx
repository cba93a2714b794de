import { ChevronLeft, ChevronRight, Search } from "#app/components/ui/icons.tsx";
import { Trash2 } from "#app/components/admin/icons.tsx";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link } from "react-router";
import {
  ADMIN_SORT_OPTIONS,
  adminListSearch,
  loadedAnnouncement,
  type AdminListState,
} from "#core/admin/admin-list.ts";
import { STATUSES } from "#core/contract/enums.ts";
import { useHydrated } from "#app/lib/site/use-hydrated.ts";
import { buttonClass, Notice } from "./kit.tsx";

// The pieces the back office's lists share: the filter bar, the status
// badge, the pages, the live region and the delete confirmation.

const badgeLook: Record<string, string> = {
  ACTIVE: "bg-green-100 text-green-900 ring-green-700/30",
  HIDDEN: "bg-yellow-100 text-yellow-900 ring-yellow-700/30",
  DRAFT: "bg-slate-200 text-slate-900 ring-slate-700/20",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${badgeLook[status] ?? ""}`}
    >
      {status}
    </span>
  );
}

/**
 * A list's table from 1024 px (cards below): fixed columns, each shown from the width where it fits
 * (`look` holds its width and visibility), every cell one line, long text cut with an ellipsis and
 * whole in its tooltip. ADR 028 says which columns show when.
 */
export interface ListColumn {
  label: string;
  look: string;
}

export const listTableClass =
  "hidden w-full table-fixed overflow-hidden rounded-lg border border-slate-200 bg-white text-left text-sm lg:table";
export const listCardsClass = "flex flex-col gap-3 lg:hidden";
/** A body cell: one line, cut with an ellipsis when its column is too narrow. */
export const cellClass = "truncate px-3 py-2 whitespace-nowrap";

export function ListTableHead({ columns }: { columns: readonly ListColumn[] }) {
  return (
    <thead className="bg-slate-100 text-slate-900">
      <tr>
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={`px-3 py-2 align-bottom font-semibold ${column.look}`}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A row's Edit and Delete side by side, never wrapped: a table row stays one line tall. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-nowrap gap-1.5">{children}</div>;
}

const selectClass =
  "min-h-10 rounded-md border border-slate-400 bg-white px-2 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-sea-700";

/**
 * Search, status, organized (beaches) and sort, as a GET form: it works before hydration (the
 * loader turns what it sends into the canonical address), and once hydrated a select applies at once.
 */
export function ListFilters({
  state,
  placeholder,
  organized = false,
}: {
  state: AdminListState;
  placeholder: string;
  organized?: boolean;
}) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const apply = () => form.current?.requestSubmit();
  return (
    <Form
      ref={form}
      method="get"
      role="search"
      className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor="list-q" className="text-sm font-medium text-slate-900">
          Search
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3 left-3 size-4 text-slate-600"
          />
          <input
            id="list-q"
            name="q"
            type="search"
            defaultValue={state.q}
            placeholder={placeholder}
            className="min-h-10 w-full rounded-md border border-slate-400 bg-white py-2 pr-3 pl-9 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-sea-700"
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="list-status" className="text-sm font-medium text-slate-900">
            Status
          </label>
          <select
            id="list-status"
            name="status"
            defaultValue={state.status ?? ""}
            onChange={apply}
            className={selectClass}
          >
            <option value="">All status</option>
            {[...STATUSES].reverse().map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        {organized && (
          <div className="flex flex-col gap-1">
            <label htmlFor="list-organized" className="text-sm font-medium text-slate-900">
              Organized
            </label>
            <select
              id="list-organized"
              name="organized"
              defaultValue={state.organized === null ? "" : state.organized ? "yes" : "no"}
              onChange={apply}
              className={selectClass}
            >
              <option value="">All</option>
              <option value="yes">Yes</option>
              <option value="no">No</option>
            </select>
          </div>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor="list-order" className="text-sm font-medium text-slate-900">
            Sort
          </label>
          <select
            id="list-order"
            name="order"
            defaultValue={`${state.sort}:${state.dir}`}
            onChange={apply}
            className={selectClass}
          >
            {ADMIN_SORT_OPTIONS.map((option) => (
              <option key={option.label} value={`${option.field}:${option.dir}`}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {/* Once hydrated the selects apply themselves; the search applies on Enter or here. */}
        <div className="flex items-end">
          <button type="submit" className={buttonClass("secondary")}>
            {hydrated ? "Search" : "Apply"}
          </button>
        </div>
      </div>
    </Form>
  );
}

/** Numbered pages around the current one, the first and the last, with 'Page X of Y'. */
export function Pagination({ state, pageCount }: { state: AdminListState; pageCount: number }) {
  const page = Math.min(state.page, pageCount);
  const numbers = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  const href = (n: number) => adminListSearch(state, { page: n }) || "?";
  const cell =
    "inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium";
  return (
    <nav aria-label="Pages" className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} className={buttonClass("ghost", cell)} aria-label="Previous page">
              <ChevronLeft aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </li>
        {numbers.map((n, index) => (
          <li key={n} className="flex items-center gap-1">
            {index > 0 && n - numbers[index - 1]! > 1 && (
              <span aria-hidden="true" className="px-1 text-slate-600">
                …
              </span>
            )}
            <Link
              to={href(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
              className={`${cell} ${n === page ? "bg-sea-700 text-white" : "border border-slate-300 bg-white text-slate-900 hover:border-sea-700"} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700`}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} className={buttonClass("ghost", cell)} aria-label="Next page">
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}

/** Tells screen reader users that a page of the list has loaded. */
export function ListAnnouncement(props: {
  total: number;
  noun: "areas" | "beaches";
  page: number;
  pageCount: number;
}) {
  return (
    <p role="status" className="sr-only">
      {loadedAnnouncement(props.total, props.noun, props.page, props.pageCount)}
    </p>
  );
}

/**
 * The delete confirmation, reached by the Delete link (`?delete={id}`), so it needs no script: the
 * question (DELETE_MESSAGES: 'Delete beach "…"? This cannot be undone.'), then Delete (a POST) or
 * Cancel. `blocked` says why it cannot be done.
 */
export function DeleteConfirmation({
  id,
  question,
  blocked,
  cancelHref,
}: {
  id: number;
  question: string;
  blocked?: string | null;
  cancelHref: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [id]);
  return (
    <section
      aria-labelledby="delete-question"
      className="flex flex-col gap-3 rounded-lg border border-red-300 bg-red-50 p-4"
    >
      <h2
        id="delete-question"
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-red-950 outline-none"
      >
        {question}
      </h2>
      {blocked && <Notice tone="error">{blocked}</Notice>}
      <div className="flex flex-wrap gap-2">
        {!blocked && (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={id} />
            <button type="submit" className={buttonClass("danger")}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </button>
          </Form>
        )}
        <Link to={cancelHref} preventScrollReset className={buttonClass("secondary")}>
          Cancel
        </Link>
      </div>
    </section>
  );
}

import { Pencil, Plus, Trash2 } from "#app/components/admin/icons.tsx";
import { DELETE_MESSAGES } from "#core/admin/admin-list.ts";
import {
  buttonClass,
  compactButtonClass,
  formatDateTime,
  ShortDateTime,
} from "#app/components/admin/kit.tsx";
import {
  cellClass,
  DeleteConfirmation,
  listCardsClass,
  type ListColumn,
  ListTableHead,
  listTableClass,
  RowActions,
  ListAnnouncement,
  ListFilters,
  Pagination,
  StatusBadge,
} from "#app/components/admin/list-kit.tsx";
import { useId } from "react";
import { data, Link } from "react-router";
import { useToast } from "#app/components/ui/toast.tsx";
import { deleteAction, useListFeedback } from "#app/components/admin/list-feedback.tsx";
import { requireAdmin } from "#app/lib/admin/admin.server.ts";
import { readFlash } from "#app/lib/admin/flash.server.ts";
import { listStateOf } from "#app/lib/admin/admin-list.server.ts";
import { adminMeta } from "#app/lib/site/page-meta.ts";
import type { Route } from "./+types/areas";

export const meta = () => adminMeta("Areas");

/** The table's columns, left to right; the name's takes what the others leave. */
const COLUMNS = {
  name: { label: "Name", look: "" },
  slug: { label: "Slug", look: "hidden w-40 xl:table-cell" },
  beaches: { label: "Beaches", look: "w-44" },
  description: { label: "Description", look: "hidden 2xl:table-cell" },
  status: { label: "Status", look: "w-24" },
  updated: { label: "Updated", look: "w-32" },
  actions: { label: "Actions", look: "w-48" },
} satisfies Record<string, ListColumn>;

/**
 * An area's beaches: every one, whatever its status (any of them keeps the area from being deleted),
 * and apart from them how many the public site shows.
 */
function formatAreaBeaches(all: number, visible: number): string {
  if (all === 0) return "No beaches";
  return `${all} ${all === 1 ? "beach" : "beaches"}, ${visible} public`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { state, deleteId } = listStateOf(request);
  const content = context.backOffice.content;
  const [list, toDelete] = await Promise.all([
    content.listAreas(state),
    deleteId === null ? null : content.areaSummary(deleteId),
  ]);
  const { flash, headers } = readFlash(request);
  return data({ state, list, toDelete, flash }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const by = await requireAdmin(request, context);
  return deleteAction(request, context, (id) =>
    context.backOffice.content.deleteArea({ id, by, ip: context.clientIp }),
  );
}

export default function AreasPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, list, toDelete, flash } = loaderData;
  const { notices, here, deleteHref } = useListFeedback(state, actionData, flash);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Areas</h1>
        <Link to="/admin/areas/new" className={buttonClass("primary")}>
          <Plus aria-hidden="true" className="size-4" />
          Add New Area
        </Link>
      </div>
      <ListFilters state={state} placeholder="Search name or description" />
      {notices}
      {toDelete && (
        <DeleteConfirmation
          id={toDelete.id}
          question={DELETE_MESSAGES.confirmArea(toDelete.name)}
          blocked={
            toDelete.beaches > 0 ? DELETE_MESSAGES.areaHasBeaches(toDelete.name, toDelete.beaches) : null
          }
          cancelHref={here}
        />
      )}
      <ListAnnouncement total={list.total} noun="areas" page={list.page} pageCount={list.pageCount} />
      {list.items.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
          No results
        </p>
      ) : (
        <>
          <table className={listTableClass}>
            <ListTableHead columns={Object.values(COLUMNS)} />
            <tbody className="divide-y divide-slate-200">
              {list.items.map((area) => (
                <tr key={area.id}>
                  <th scope="row" className={`${cellClass} font-medium text-slate-900`} title={area.name}>
                    {area.name}
                  </th>
                  <td
                    className={`${cellClass} font-mono text-xs text-slate-800 ${COLUMNS.slug.look}`}
                    title={area.slug}
                  >
                    {area.slug}
                  </td>
                  <td
                    className={`${cellClass} text-slate-900 tabular-nums`}
                    title={formatAreaBeaches(area.beachCount, area.publicBeachCount)}
                  >
                    {formatAreaBeaches(area.beachCount, area.publicBeachCount)}
                  </td>
                  <td
                    className={`${cellClass} text-slate-700 ${COLUMNS.description.look}`}
                    title={area.description || undefined}
                  >
                    {area.description || "—"}
                  </td>
                  <td className={cellClass}>
                    <StatusBadge status={area.status} />
                  </td>
                  <td className={`${cellClass} text-slate-700`}>
                    <ShortDateTime iso={area.updatedAt} />
                  </td>
                  <td className="px-3 py-2">
                    <AreaActions area={area} deleteHref={deleteHref(area.id)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={listCardsClass}>
            {list.items.map((area) => (
              <li
                key={area.id}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
              >
                <div className="flex items-start justify-between gap-2">
                  <h2 className="font-semibold text-slate-900">{area.name}</h2>
                  <StatusBadge status={area.status} />
                </div>
                <p className="font-mono text-xs text-slate-800">{area.slug}</p>
                <p className="text-sm text-slate-700">
                  {formatAreaBeaches(area.beachCount, area.publicBeachCount)} · Updated{" "}
                  {formatDateTime(area.updatedAt)}
                </p>
                {area.description && (
                  <p className="line-clamp-2 text-sm text-slate-700">{area.description}</p>
                )}
                <AreaActions area={area} deleteHref={deleteHref(area.id)} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination state={state} pageCount={list.pageCount} />
    </div>
  );
}

function AreaActions({
  area,
  deleteHref,
}: {
  area: { id: number; name: string; beachCount: number };
  deleteHref: string;
}) {
  const hasBeaches = area.beachCount > 0;
  const reasonId = useId();
  const toast = useToast();
  const reason = DELETE_MESSAGES.areaHasBeaches(area.name, area.beachCount);
  return (
    <RowActions>
      <Link
        to={`/admin/areas/${area.id}`}
        className={compactButtonClass("secondary")}
        aria-label={`Edit ${area.name}`}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Link>
      {hasBeaches ? (
        // Unavailable, yet reachable by keyboard and saying why: focused, it reads the reason; pressed,
        // it shows it.
        <button
          type="button"
          aria-disabled="true"
          className={`${compactButtonClass("danger")} cursor-not-allowed opacity-60`}
          aria-label={`Delete ${area.name}`}
          aria-describedby={reasonId}
          title={reason}
          onClick={() => toast({ title: "Cannot Delete", description: reason })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
          <span id={reasonId} className="sr-only">
            {reason}
          </span>
        </button>
      ) : (
        <Link
          to={deleteHref}
          preventScrollReset
          className={compactButtonClass("danger")}
          aria-label={`Delete ${area.name}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Link>
      )}
    </RowActions>
  );
}

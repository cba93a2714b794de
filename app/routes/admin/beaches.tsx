import { Pencil, Plus, Trash2 } from "#app/components/admin/icons.tsx";
import { data, Link } from "react-router";
import { DELETE_MESSAGES } from "#core/admin/admin-list.ts";
import { isOneOf, PARKING_OPTIONS } from "#core/contract/enums.ts";
import { label } from "#core/i18n/labels.ts";
import type { Translator } from "#core/i18n/translator.ts";
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
import { deleteAction, useListFeedback } from "#app/components/admin/list-feedback.tsx";
import { requireAdmin } from "#app/lib/admin/admin.server.ts";
import { readFlash } from "#app/lib/admin/flash.server.ts";
import { listStateOf } from "#app/lib/admin/admin-list.server.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { adminMeta } from "#app/lib/site/page-meta.ts";
import type { Route } from "./+types/beaches";

export const meta = () => adminMeta("Beaches");

/** The table's columns, left to right; the name's takes what the others leave. */
const COLUMNS = {
  name: { label: "Name", look: "" },
  place: { label: "Place", look: "w-32" },
  organized: { label: "Organized", look: "hidden w-24 xl:table-cell" },
  parking: { label: "Parking", look: "hidden w-36 2xl:table-cell" },
  blueFlag: { label: "Blue Flag", look: "hidden w-24 xl:table-cell" },
  verified: { label: "Verified", look: "hidden w-28 2xl:table-cell" },
  status: { label: "Status", look: "w-24" },
  updated: { label: "Updated", look: "w-32" },
  actions: { label: "Actions", look: "w-48" },
} satisfies Record<string, ListColumn>;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { state, deleteId } = listStateOf(request);
  const content = context.backOffice.content;
  const [list, toDelete] = await Promise.all([
    content.listBeaches(state),
    deleteId === null ? null : content.beachSummary(deleteId),
  ]);
  const { flash, headers } = readFlash(request);
  return data({ state, list, toDelete, flash }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const by = await requireAdmin(request, context);
  return deleteAction(request, context, (id) =>
    context.backOffice.content.deleteBeach({ id, by, ip: context.clientIp }),
  );
}

type Row = Route.ComponentProps["loaderData"]["list"]["items"][number];

const parkingLabel = (parking: string, i18n: Pick<Translator, "t">) =>
  isOneOf(PARKING_OPTIONS, parking) ? label(i18n, "parking", parking) : parking;

export default function BeachesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, list, toDelete, flash } = loaderData;
  const { notices, here, deleteHref } = useListFeedback(state, actionData, flash);
  const i18n = useI18n();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Beaches</h1>
        <Link to="/admin/beaches/new" className={buttonClass("primary")}>
          <Plus aria-hidden="true" className="size-4" />
          Add New Beach
        </Link>
      </div>
      <ListFilters state={state} placeholder="Search name or place" organized />
      {notices}
      {toDelete && (
        <DeleteConfirmation
          id={toDelete.id}
          question={DELETE_MESSAGES.confirmBeach(toDelete.name)}
          cancelHref={here}
        />
      )}
      <ListAnnouncement total={list.total} noun="beaches" page={list.page} pageCount={list.pageCount} />
      {list.items.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
          No results
        </p>
      ) : (
        <>
          <table className={listTableClass}>
            <ListTableHead columns={Object.values(COLUMNS)} />
            <tbody className="divide-y divide-slate-200">
              {list.items.map((beach) => (
                <tr key={beach.id}>
                  <th scope="row" className={`${cellClass} font-medium text-slate-900`} title={beach.name}>
                    {beach.name}
                  </th>
                  <td className={`${cellClass} text-slate-800`} title={beach.area}>
                    {beach.area}
                  </td>
                  <td className={`${cellClass} text-slate-800 ${COLUMNS.organized.look}`}>
                    {beach.organized ? "Yes" : "No"}
                  </td>
                  <td
                    className={`${cellClass} text-slate-800 ${COLUMNS.parking.look}`}
                    title={parkingLabel(beach.parking, i18n)}
                  >
                    {parkingLabel(beach.parking, i18n)}
                  </td>
                  <td className={`${cellClass} ${COLUMNS.blueFlag.look}`}>
                    <BlueFlag on={beach.blueFlag} />
                  </td>
                  <td className={`${cellClass} text-slate-800 ${COLUMNS.verified.look}`}>
                    {beach.verifiedAt ? "Verified" : "Not verified"}
                  </td>
                  <td className={cellClass}>
                    <StatusBadge status={beach.status} />
                  </td>
                  <td className={`${cellClass} text-slate-700`}>
                    <ShortDateTime iso={beach.updatedAt} />
                  </td>
                  <td className="px-3 py-2">
                    <BeachActions beach={beach} deleteHref={deleteHref(beach.id)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={listCardsClass}>
            {list.items.map((beach) => (
              <li
                key={beach.id}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
              >
                <div className="flex items-start justify-between gap-2">
                  <h2 className="font-semibold text-slate-900">{beach.name}</h2>
                  <StatusBadge status={beach.status} />
                </div>
                <p className="text-sm text-slate-800">{beach.area}</p>
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
                  <span>Organized: {beach.organized ? "Yes" : "No"}</span>
                  <span aria-hidden="true">·</span>
                  <span>Parking: {parkingLabel(beach.parking, i18n)}</span>
                  <span aria-hidden="true">·</span>
                  <span>
                    Blue Flag: <BlueFlag on={beach.blueFlag} />
                  </span>
                  <span aria-hidden="true">·</span>
                  <span>{beach.verifiedAt ? "Verified" : "Not verified"}</span>
                </p>
                <p className="text-sm text-slate-700">Updated {formatDateTime(beach.updatedAt)}</p>
                <BeachActions beach={beach} deleteHref={deleteHref(beach.id)} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination state={state} pageCount={list.pageCount} />
    </div>
  );
}

function BlueFlag({ on }: { on: boolean }) {
  return on ? (
    <span className="inline-flex rounded-full bg-sea-700 px-2 py-0.5 text-xs font-semibold text-white">
      Blue Flag
    </span>
  ) : (
    <span aria-label="No Blue Flag">—</span>
  );
}

function BeachActions({ beach, deleteHref }: { beach: Row; deleteHref: string }) {
  return (
    <RowActions>
      <Link
        to={`/admin/beaches/${beach.id}`}
        className={compactButtonClass("secondary")}
        aria-label={`Edit ${beach.name}`}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Link>
      <Link
        to={deleteHref}
        preventScrollReset
        className={compactButtonClass("danger")}
        aria-label={`Delete ${beach.name}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Link>
    </RowActions>
  );
}

import { redirect } from "react-router";
import { pageUrl } from "../site/page-url.ts";
import { adminListSearch, parseAdminListState, type AdminListState } from "#core/admin/admin-list.ts";

/**
 * The list state of a request. An address that says it another way (the filter form's empty
 * fields, the sort select's `order`, page 1) is redirected to the canonical one, so every list has
 * one address to share and bookmark. `delete` (the confirmation) is kept.
 */
export function listStateOf(request: Request): { state: AdminListState; deleteId: number | null } {
  const url = pageUrl(request);
  const state = parseAdminListState(url.searchParams);
  const rawDelete = url.searchParams.get("delete");
  const deleteId = rawDelete && /^\d{1,9}$/.test(rawDelete) ? Number(rawDelete) : null;
  const canonical = adminListSearch(state, { page: state.page });
  const withDelete = deleteId === null ? canonical : `${canonical}${canonical ? "&" : "?"}delete=${deleteId}`;
  if (url.search !== withDelete) throw redirect(`${url.pathname}${withDelete}`);
  return { state, deleteId };
}

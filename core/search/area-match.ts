import { searchKey } from "../contract/greek.ts";
import { aliasesFor } from "./places.ts";

/**
 * Whether a search is nothing but the name of the given area, in either language or by another
 * name the search knows for it ('naxos', 'Νάξος' on the Naxos page). The list's summary leaves such a
 * term out, as it would repeat the page's own area.
 */
export function searchNamesArea(search: string, area: { name: string; name_el?: string | null }): boolean {
  const key = searchKey(search);
  if (key === "") return false;
  const names = [area.name, area.name_el ?? "", ...aliasesFor(area.name)];
  return names.some((name) => searchKey(name) === key);
}

/**
 * Finds an area by a name as people write it (the CSV import's `area` column): any case, accents or
 * script, and the other names the search knows for a place ('Κρήτη', 'Kriti' and 'Crete' are one
 * area). An area's own name wins over another area's alias. undefined when nothing matches.
 */
export function areaMatcher<A extends { name: string }>(
  areas: readonly A[],
): (text: string) => A | undefined {
  const byName = new Map<string, A>();
  const byAlias = new Map<string, A>();
  for (const area of areas) {
    const key = searchKey(area.name);
    if (key !== "" && !byName.has(key)) byName.set(key, area);
    for (const alias of aliasesFor(area.name)) {
      const aliasKey = searchKey(alias);
      if (aliasKey !== "" && !byAlias.has(aliasKey)) byAlias.set(aliasKey, area);
    }
  }
  return (text) => {
    const key = searchKey(text);
    return key === "" ? undefined : (byName.get(key) ?? byAlias.get(key));
  };
}

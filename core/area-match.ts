import { searchKey } from "./greek.ts";
import { aliasesFor } from "./places.ts";

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

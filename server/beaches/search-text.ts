import { foldForSearch } from "../../core/greek.ts";
import { aliasesFor } from "../../core/places.ts";

/** What the trigram-indexed search column holds: the folded beach name, area name and the area's aliases. */
export function beachSearchText(beachName: string, areaName: string): string {
  return foldForSearch([beachName, areaName, ...aliasesFor(areaName)].join(" "));
}

export function beachSortName(beachName: string): string {
  return foldForSearch(beachName);
}

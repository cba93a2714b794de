import { ArrowUpDown } from "lucide-react";
import { SORT_LABELS, type Sort } from "../../../core/enums.ts";

/** What the Sort by trigger shows, before and after its popover's code has loaded. */
export function SortTriggerContent({ sort }: { sort: Sort }) {
  return (
    <>
      <ArrowUpDown aria-hidden="true" className="size-4" />
      <span>
        Sort by<span className="hidden text-slate-600 md:inline">: {SORT_LABELS[sort]}</span>
      </span>
    </>
  );
}

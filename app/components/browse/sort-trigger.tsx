import { ArrowUpDown } from "lucide-react";
import { ENUM_LABELS, type Sort } from "../../../core/enums.ts";
import { useI18n } from "../../lib/i18n.tsx";

/** What the Sort by trigger shows, before and after its popover's code has loaded. */
export function SortTriggerContent({ sort }: { sort: Sort }) {
  const { t, locale } = useI18n();
  return (
    <>
      <ArrowUpDown aria-hidden="true" className="size-4" />
      <span>
        {t("browse.sortBy")}
        <span className="hidden text-slate-600 md:inline">: {ENUM_LABELS[locale].sort[sort]}</span>
      </span>
    </>
  );
}

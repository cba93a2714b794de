import { ArrowUpDown } from "#app/components/ui/beach-icons.tsx";
import type { Sort } from "#core/contract/enums.ts";
import { label } from "#core/i18n/labels.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";

/** What the Sort by trigger shows, before and after its popover's code has loaded. */
export function SortTriggerContent({ sort }: { sort: Sort }) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <>
      <ArrowUpDown aria-hidden="true" className="size-4" />
      <span>
        {t("browse.sortBy")}
        <span className="hidden text-slate-600 md:inline">: {label(i18n, "sort", sort)}</span>
      </span>
    </>
  );
}

import { DEFAULT_SORT, SORTS, type Sort } from "#core/contract/enums.ts";
import { label } from "#core/i18n/labels.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { Popover } from "../ui/popover.tsx";
import { triggerClass } from "../ui/trigger.tsx";
import { SortTriggerContent } from "./sort-trigger.tsx";

interface SortMenuProps {
  sort: Sort;
  onChoose: (sort: Sort) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The 'Sort by' popover: a radio group of the four sorts. */
export function SortMenu({ sort, onChoose, open, onOpenChange }: SortMenuProps) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <Popover
      label={t("browse.sortBy")}
      open={open}
      onOpenChange={onOpenChange}
      triggerClassName={triggerClass(sort !== DEFAULT_SORT)}
      trigger={<SortTriggerContent sort={sort} />}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t("browse.sortBy")}</legend>
        {SORTS.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-2 rounded px-1 py-1.5 text-sm hover:bg-sea-50"
          >
            <input
              type="radio"
              name="sort-choice"
              value={option}
              checked={sort === option}
              onChange={() => {
                onOpenChange(false);
                onChoose(option);
              }}
              className="accent-sea-700"
            />
            {label(i18n, "sort", option)}
          </label>
        ))}
      </fieldset>
    </Popover>
  );
}

import { Check, ChevronDown } from "#app/components/ui/icons.tsx";
import { DropdownMenu } from "radix-ui";
import { useRef } from "react";
import { useI18n } from "#app/lib/i18n/i18n.tsx";
import { triggerClass, TriggerCount, TriggerLabel } from "./trigger.tsx";

export interface MenuOption<T extends string> {
  value: T;
  label: string;
}

interface CheckboxMenuProps<T extends string> {
  /** The trigger's label at 768 px and wider. */
  label: string;
  /** The trigger's label below 768 px; the same as `label` when left out. */
  shortLabel?: string;
  options: readonly MenuOption<T>[];
  selected: readonly T[];
  onToggle: (value: T, checked: boolean) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus the first item on opening, for a menu opened from the keyboard outside its own trigger. */
  focusFirstItem?: boolean;
}

/** A filter dropdown of checkbox items that stays open while several values are picked. */
export function CheckboxMenu<T extends string>({
  label,
  shortLabel,
  options,
  selected,
  onToggle,
  open,
  onOpenChange,
  focusFirstItem = false,
}: CheckboxMenuProps<T>) {
  const { t } = useI18n();
  const content = useRef<HTMLDivElement>(null);
  // Radix's menu content takes onOpenAutoFocus (it replaces focusing the content itself) although
  // DropdownMenu's types leave it out; the keyboard e2e test covers it.
  const firstItemFocus = {
    onOpenAutoFocus: (event: Event) => {
      const first = content.current?.querySelector<HTMLElement>('[role="menuitemcheckbox"]');
      if (!focusFirstItem || !first) return;
      event.preventDefault();
      first.focus();
    },
  } as object;
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger className={triggerClass(selected.length > 0)}>
        <TriggerLabel label={label} shortLabel={shortLabel} />
        <TriggerCount count={selected.length} suffix={t("browse.trigger.selected")} />
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          align="start"
          sideOffset={4}
          {...firstItemFocus}
          className="z-30 max-h-80 min-w-52 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {options.map((option) => (
            <DropdownMenu.CheckboxItem
              key={option.value}
              checked={selected.includes(option.value)}
              onCheckedChange={(checked) => onToggle(option.value, checked === true)}
              // Keep the menu open so several values can be picked in a row.
              onSelect={(event) => event.preventDefault()}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-sea-50"
            >
              <span className="flex size-4 items-center justify-center rounded border border-slate-400">
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-3" />
                </DropdownMenu.ItemIndicator>
              </span>
              {option.label}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

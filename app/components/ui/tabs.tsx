import { useId, useRef, useState } from "react";

export interface Tab {
  value: string;
  label: string;
  content: React.ReactNode;
}

/** The row of tabs, shared by the tab buttons and UrlTabs' links before hydration. */
export const tabListClass = "inline-flex w-fit flex-wrap gap-1 rounded-lg bg-slate-200/70 p-1";
const tabBase =
  "inline-flex min-h-10 items-center rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sea-700";
const tabIdle = "text-slate-700 hover:text-slate-900";
const tabActive = "bg-white text-sea-900 shadow-sm";
/** A tab that says itself whether it is the chosen one (a link before hydration). */
export const tabClass = (active: boolean) => `${tabBase} ${active ? tabActive : tabIdle}`;

/** The tab a key press moves to from `index` of `count` (arrows wrap round), or null for other keys. */
function tabIndexForKey(key: string, index: number, count: number): number | null {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * Tabs showing `value`, after the WAI-ARIA tabs pattern: one tab stop (the chosen tab), arrow keys,
 * Home and End choose and focus a tab, and each panel is labelled by its tab. Our own rather than
 * Radix Tabs, whose roving-focus and collection code weighed about 9 KB gz on the beach page's first
 * load (ADR 038). The caller keeps the choice, in the component (Tabs) or in the address (UrlTabs).
 */
export function ControlledTabs({
  label,
  tabs,
  value,
  onValueChange,
}: {
  label: string;
  tabs: Tab[];
  value: string;
  onValueChange: (value: string) => void;
}) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );
  const onKeyDown = (event: React.KeyboardEvent) => {
    const next = tabIndexForKey(event.key, chosen, tabs.length);
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    onValueChange(tabs[next]!.value);
  };
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={tabListClass}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === chosen}
            tabIndex={index === chosen ? 0 : -1}
            onClick={() => onValueChange(tab.value)}
            className={tabClass(index === chosen)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          hidden={index !== chosen}
          className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700"
        >
          {index === chosen && tab.content}
        </div>
      ))}
    </div>
  );
}

/**
 * Tabs kept in the component. The first tab's panel is server-rendered; the others open once the
 * page is hydrated. For a choice a link or reload should keep, use UrlTabs.
 */
export function Tabs({ label, tabs, defaultValue }: { label: string; tabs: Tab[]; defaultValue?: string }) {
  const [value, setValue] = useState(defaultValue ?? tabs[0]?.value ?? "");
  return <ControlledTabs label={label} tabs={tabs} value={value} onValueChange={setValue} />;
}

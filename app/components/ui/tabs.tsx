import { Tabs as RadixTabs } from "radix-ui";
import { useState } from "react";

export interface Tab {
  value: string;
  label: string;
  content: React.ReactNode;
}

/** The row of tabs, shared by the Radix triggers and UrlTabs' links before hydration. */
export const tabListClass = "inline-flex w-fit flex-wrap gap-1 rounded-lg bg-slate-200/70 p-1";
const tabBase =
  "inline-flex min-h-10 items-center rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sea-700";
const tabIdle = "text-slate-700 hover:text-slate-900";
const tabActive = "bg-white text-sea-900 shadow-sm";
/** A tab that says itself whether it is the chosen one (a link before hydration). */
export const tabClass = (active: boolean) => `${tabBase} ${active ? tabActive : tabIdle}`;
const triggerClass = `${tabBase} ${tabIdle} data-[state=active]:bg-white data-[state=active]:text-sea-900 data-[state=active]:shadow-sm`;

/**
 * Radix Tabs (roles, arrow keys, Home and End) showing `value`; the caller keeps the choice, in the
 * component (Tabs) or in the address (UrlTabs).
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
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className="flex flex-col gap-4">
      <RadixTabs.List aria-label={label} className={tabListClass}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className={triggerClass}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content
          key={tab.value}
          value={tab.value}
          className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700"
        >
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
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

import { Tabs as RadixTabs } from "radix-ui";
import { useState } from "react";

export interface Tab {
  value: string;
  label: string;
  content: React.ReactNode;
}

const tabLook =
  "inline-flex min-h-10 items-center rounded-md px-4 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sea-700 data-[state=active]:bg-white data-[state=active]:text-sea-900 data-[state=active]:shadow-sm";

/**
 * Tabs kept in the component (Radix Tabs: roles, arrow keys, Home and End). The first tab's panel is
 * server-rendered; the others open once the page is hydrated. For a choice a link or reload should
 * keep, use UrlTabs.
 */
export function Tabs({ label, tabs, defaultValue }: { label: string; tabs: Tab[]; defaultValue?: string }) {
  const [value, setValue] = useState(defaultValue ?? tabs[0]?.value ?? "");
  return (
    <RadixTabs.Root value={value} onValueChange={setValue} className="flex flex-col gap-3">
      <RadixTabs.List aria-label={label} className="inline-flex w-fit gap-1 rounded-lg bg-slate-200/70 p-1">
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className={tabLook}>
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

import { Tabs } from "radix-ui";
import { Link, useNavigate } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";

export interface UrlTab {
  value: string;
  label: string;
  content: React.ReactNode;
}

const tabLook = (active: boolean) =>
  `inline-flex min-h-10 items-center rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sea-700 ${
    active ? "bg-white text-sea-900 shadow-sm" : "text-slate-700 hover:text-slate-900"
  }`;

/**
 * Tabs whose choice lives in the address (`?tab=`), so a reload, a shared link or a form posted
 * before hydration comes back to the same tab. Radix Tabs (arrow keys, roles) once hydrated; links
 * before that.
 */
export function UrlTabs({
  label,
  tabs,
  value,
  hrefFor,
}: {
  label: string;
  tabs: UrlTab[];
  value: string;
  hrefFor: (value: string) => string;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const listClass = "inline-flex flex-wrap gap-1 rounded-lg bg-slate-200/70 p-1";
  if (!hydrated) {
    const active = tabs.find((tab) => tab.value === value) ?? tabs[0]!;
    return (
      <div className="flex flex-col gap-4">
        <nav aria-label={label} className={listClass}>
          {tabs.map((tab) => (
            <Link
              key={tab.value}
              to={hrefFor(tab.value)}
              aria-current={tab.value === active.value ? "page" : undefined}
              className={tabLook(tab.value === active.value)}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        <div>{active.content}</div>
      </div>
    );
  }
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => void navigate(hrefFor(next), { replace: true, preventScrollReset: true })}
      className="flex flex-col gap-4"
    >
      <Tabs.List aria-label={label} className={listClass}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={tabLook(tab.value === value)}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          className="focus-visible:outline-2 focus-visible:outline-sea-700"
        >
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

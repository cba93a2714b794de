import { Link, useNavigate } from "react-router";
import { useHydrated } from "#app/lib/site/use-hydrated.ts";
import { ControlledTabs, type Tab, tabClass, tabListClass } from "./tabs.tsx";

export type UrlTab = Tab;

/**
 * Tabs whose choice lives in the address (`?tab=`), so a reload, a shared link or a form posted
 * before hydration comes back to the same tab. ControlledTabs (arrow keys, roles) once hydrated; links
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
  if (!hydrated) {
    const active = tabs.find((tab) => tab.value === value) ?? tabs[0]!;
    return (
      <div className="flex flex-col gap-4">
        <nav aria-label={label} className={tabListClass}>
          {tabs.map((tab) => (
            <Link
              key={tab.value}
              to={hrefFor(tab.value)}
              aria-current={tab.value === active.value ? "page" : undefined}
              className={tabClass(tab.value === active.value)}
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
    <ControlledTabs
      label={label}
      tabs={tabs}
      value={value}
      onValueChange={(next) => void navigate(hrefFor(next), { replace: true, preventScrollReset: true })}
    />
  );
}

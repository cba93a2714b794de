import { ChevronRight } from "#app/components/ui/icons.tsx";
import { Fragment } from "react";
import { Link } from "react-router";
import { useI18n } from "../lib/i18n/i18n.tsx";

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the page itself. */
  to?: string;
}

/** 'Home > Areas > Crete': links up the hierarchy, the current page marked with aria-current. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("pages.breadcrumb")}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-700">
        {crumbs.map((crumb, index) => (
          <Fragment key={`${crumb.label}-${index}`}>
            {index > 0 && (
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
            )}
            {crumb.to ? (
              <li>
                <Link to={crumb.to} className="underline hover:text-sea-900">
                  {crumb.label}
                </Link>
              </li>
            ) : (
              <li aria-current="page" className="font-medium text-slate-900">
                {crumb.label}
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

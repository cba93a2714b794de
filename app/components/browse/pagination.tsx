import { ChevronLeft, ChevronRight } from "#app/components/ui/icons.tsx";
import { Link, useLocation } from "react-router";
import type { BeachFilters } from "#core/contract/filters.ts";
import { beachFiltersQuery } from "#core/contract/filters.ts";
import { track } from "#app/lib/site/analytics.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";

// Pagination: 5 numbered pages around the current one (3 below 768 px),
// the first and last page always reachable, ellipses for the gaps. Every control is a real link.

const PAGE_BUTTON =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sea-700";

const WIDE_WINDOW = 5;
const NARROW_WINDOW = 3;

function pageWindow(page: number, pageCount: number, size: number): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pageCount - size + 1));
  const end = Math.min(pageCount, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

interface PaginationProps {
  filters: BeachFilters;
  page: number;
  pageCount: number;
}

export function Pagination({ filters, page, pageCount }: PaginationProps) {
  const { pathname } = useLocation();
  const { t } = useI18n();
  if (pageCount <= 1) return null;
  const wide = pageWindow(page, pageCount, WIDE_WINDOW);
  const narrow = new Set(pageWindow(page, pageCount, NARROW_WINDOW));
  const numbers = [...new Set([1, ...wide, pageCount])].sort((a, b) => a - b);
  const href = (target: number) => ({ pathname, search: beachFiltersQuery({ ...filters, page: target }) });
  const onClick = (target: number) => () => track("paginate", { page: target });

  const base = PAGE_BUTTON;
  const items: React.ReactNode[] = [];
  numbers.forEach((number, index) => {
    const previous = numbers[index - 1];
    if (previous !== undefined && number - previous > 1) {
      items.push(
        <li key={`gap-${number}`} aria-hidden="true" className="px-1 text-slate-500">
          …
        </li>,
      );
    }
    // First and last always show; the rest of the wide window only from 768 px.
    const always = number === 1 || number === pageCount || narrow.has(number);
    items.push(
      <li key={number} className={always ? "" : "hidden md:block"}>
        {number === page ? (
          <span aria-current="page" className={`${base} bg-sea-700 text-white`}>
            <span className="sr-only">{t("browse.pagination.page")}</span>
            {number}
          </span>
        ) : (
          <Link
            to={href(number)}
            onClick={onClick(number)}
            className={`${base} text-slate-800 hover:bg-sea-50`}
          >
            <span className="sr-only">{t("browse.pagination.page")}</span>
            {number}
          </Link>
        )}
      </li>,
    );
  });

  return (
    <nav aria-label={t("browse.pagination")} className="mt-8 flex flex-col items-center gap-2">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <StepLink
          target={page - 1}
          enabled={page > 1}
          label={t("browse.pagination.previous")}
          to={href}
          onClick={onClick}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </StepLink>
        {items}
        <StepLink
          target={page + 1}
          enabled={page < pageCount}
          label={t("browse.pagination.next")}
          to={href}
          onClick={onClick}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </StepLink>
      </ul>
      <p className="text-sm text-slate-700">
        {t("browse.pagination.of", { page: String(page), last: String(pageCount) })}
      </p>
    </nav>
  );
}

interface StepLinkProps {
  target: number;
  enabled: boolean;
  label: string;
  to: (page: number) => { pathname: string; search: string };
  onClick: (page: number) => () => void;
  children: React.ReactNode;
}

/** Previous or next: a link while there is a page that way, a greyed mark at either end. */
function StepLink({ target, enabled, label, to, onClick, children }: StepLinkProps) {
  return (
    <li>
      {enabled ? (
        <Link
          to={to(target)}
          onClick={onClick(target)}
          aria-label={label}
          className={`${PAGE_BUTTON} text-sea-900 hover:bg-sea-50`}
        >
          {children}
        </Link>
      ) : (
        <span aria-hidden="true" className={`${PAGE_BUTTON} text-slate-400`}>
          {children}
        </span>
      )}
    </li>
  );
}

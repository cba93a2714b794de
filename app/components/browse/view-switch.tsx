import { Link } from "react-router";
import { useI18n } from "#app/lib/i18n/i18n.tsx";

interface ViewSwitchProps {
  current: "list" | "map";
  listTo: string;
  mapTo: string;
}

const option = (active: boolean) =>
  `inline-flex items-center rounded-full px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-700 ${
    active ? "bg-sea-700 text-white" : "text-slate-800 hover:bg-sea-50"
  }`;

/** List or map of the same beaches: both links carry the filters (and the area) across. */
export function ViewSwitch({ current, listTo, mapTo }: ViewSwitchProps) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("browse.view")}>
      <ul className="inline-flex rounded-full border border-slate-300 bg-white p-0.5">
        <li>
          <Link
            to={listTo}
            aria-current={current === "list" ? "page" : undefined}
            className={option(current === "list")}
          >
            {t("browse.view.list")}
          </Link>
        </li>
        <li>
          <Link
            to={mapTo}
            aria-current={current === "map" ? "page" : undefined}
            className={option(current === "map")}
          >
            {t("browse.view.map")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

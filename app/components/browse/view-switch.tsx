import { Link } from "react-router";

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
  return (
    <nav aria-label="View">
      <ul className="inline-flex rounded-full border border-slate-300 bg-white p-0.5">
        <li>
          <Link
            to={listTo}
            aria-current={current === "list" ? "page" : undefined}
            className={option(current === "list")}
          >
            List
          </Link>
        </li>
        <li>
          <Link
            to={mapTo}
            aria-current={current === "map" ? "page" : undefined}
            className={option(current === "map")}
          >
            Map
          </Link>
        </li>
      </ul>
    </nav>
  );
}

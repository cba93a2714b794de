import { Waves } from "lucide-react";
import { Link, NavLink } from "react-router";
import { AREAS_PATH } from "../../core/slug.ts";
import { MAP_PATH } from "../lib/map-path.ts";

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-1.5 text-sm font-medium hover:bg-sea-50 focus-visible:outline-2 focus-visible:outline-sea-700 ${isActive ? "text-sea-900 underline underline-offset-4" : "text-slate-800"}`;

export function feedbackHref(contactEmail: string, subject = "Feedback"): string {
  return `mailto:${contactEmail}?subject=${encodeURIComponent(subject)}`;
}

export function SiteHeader({ contactEmail }: { contactEmail: string }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold text-sea-900 focus-visible:outline-2 focus-visible:outline-sea-700"
        >
          <Waves aria-hidden="true" className="size-6 text-sea-700" />
          Greek Beaches
        </Link>
        <nav aria-label="Main">
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <NavLink to={AREAS_PATH} className={navLink}>
                Explore areas
              </NavLink>
            </li>
            <li>
              <NavLink to={MAP_PATH} className={navLink}>
                Map
              </NavLink>
            </li>
            <li>
              <NavLink to="/about" className={navLink}>
                About
              </NavLink>
            </li>
            <li>
              <a href={feedbackHref(contactEmail)} className={navLink({ isActive: false })}>
                Feedback
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

export function SiteFooter({ contactEmail }: { contactEmail: string }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-slate-700">
        <p>Greek Beaches · a directory of beaches across Greece</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link to="/about" className="underline hover:text-sea-900">
                About
              </Link>
            </li>
            <li>
              <Link to="/ontology" className="underline hover:text-sea-900">
                Ontology
              </Link>
            </li>
            <li>
              <a href={feedbackHref(contactEmail)} className="underline hover:text-sea-900">
                Feedback
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

import { data } from "react-router";
import { NotFoundPage } from "../../components/not-found-page.tsx";

// Every unmatched path: a real 404 status, rendered on the server, with a way back home.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}

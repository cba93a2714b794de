import { data, Link } from "react-router";

// Every unmatched path: a real 404 status, rendered on the server, with a way back home.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <title>404 · Greek Beaches</title>
      <h1 className="text-4xl font-bold">404</h1>
      <p>We could not find that page.</p>
      <Link className="rounded-md bg-sea-700 px-4 py-2 font-medium text-white hover:bg-sea-900" to="/">
        Back to home
      </Link>
    </main>
  );
}

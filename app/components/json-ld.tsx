import { jsonLdText } from "../lib/site/structured-data.ts";

/** A schema.org block; its text is JSON with '<' escaped, never markup. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

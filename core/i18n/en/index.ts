// The English catalogue: every interface string of the public site, by namespace, word for word as
// the site shows it. The labels of the enumerations, amenities, access facts and the calm filter
// ('label.{kind}.{value}', core/i18n/labels.ts) are messages of the namespace of their subject:
// beach.ts (a beach's values, the amenities), browse.ts (the sorts, the filter controls' beach types,
// the calm filter) and access.ts (the access facts and filters).
import { access } from "./access.ts";
import { beach } from "./beach.ts";
import { browse } from "./browse.ts";
import { chrome } from "./chrome.ts";
import { pages } from "./pages.ts";
import { search } from "./search.ts";

export const en = { ...chrome, ...browse, ...beach, ...pages, ...search, ...access };
export type EnglishMessages = typeof en;

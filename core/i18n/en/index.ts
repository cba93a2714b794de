// The English catalogue: every interface string of the public site, by namespace. The spec's exact
// wording lives here verbatim.
import { beach } from "./beach.ts";
import { browse } from "./browse.ts";
import { chrome } from "./chrome.ts";
import { pages } from "./pages.ts";
import { search } from "./search.ts";

export const en = { ...chrome, ...browse, ...beach, ...pages, ...search };
export type EnglishMessages = typeof en;

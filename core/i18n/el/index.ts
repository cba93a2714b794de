// The Greek catalogue: the same keys as the English one (the type checker refuses a missing one).
import type { Catalogue } from "../translator.ts";
import { access } from "./access.ts";
import { beach } from "./beach.ts";
import { browse } from "./browse.ts";
import { chrome } from "./chrome.ts";
import { pages } from "./pages.ts";
import { search } from "./search.ts";

export const el: Catalogue = { ...chrome, ...browse, ...beach, ...pages, ...search, ...access };

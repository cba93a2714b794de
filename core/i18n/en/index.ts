// The English catalogue: every interface string of the public site, by namespace, word for word as
// the site shows it. The labels of the enumerations, amenities, access facts and the calm
// filter ('label.*') are made from the tables in core/ (label-messages.ts).
import { labelMessages } from "../label-messages.ts";
import { access } from "./access.ts";
import { beach } from "./beach.ts";
import { browse } from "./browse.ts";
import { chrome } from "./chrome.ts";
import { pages } from "./pages.ts";
import { search } from "./search.ts";

export const en = { ...chrome, ...browse, ...beach, ...pages, ...search, ...access, ...labelMessages("en") };
export type EnglishMessages = typeof en;

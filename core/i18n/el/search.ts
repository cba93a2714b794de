import type { search as english } from "../en/search.ts";
import type { CatalogueOf } from "../translator.ts";

export const search: CatalogueOf<typeof english> = {};

import type { pages as english } from "../en/pages.ts";
import type { CatalogueOf } from "../translator.ts";

export const pages: CatalogueOf<typeof english> = {};

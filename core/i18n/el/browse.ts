import type { browse as english } from "../en/browse.ts";
import type { CatalogueOf } from "../translator.ts";

export const browse: CatalogueOf<typeof english> = {};

import type { beach as english } from "../en/beach.ts";
import type { CatalogueOf } from "../translator.ts";

export const beach: CatalogueOf<typeof english> = {};

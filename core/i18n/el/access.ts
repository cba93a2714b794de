import type { access as english } from "../en/access.ts";
import type { CatalogueOf } from "../translator.ts";

export const access: CatalogueOf<typeof english> = {
  "access.unknown": "Δεν είναι ακόμη γνωστό",
  "access.yes": "Ναι",
  "access.no": "Όχι",
  "access.limited": "Περιορισμένη",
  "access.walk": {
    one: "{arrival}, {count} λεπτό με τα πόδια",
    other: "{arrival}, {count} λεπτά με τα πόδια",
  },
  "access.alsoByBoat": "{arrival}· και με σκάφος",
};

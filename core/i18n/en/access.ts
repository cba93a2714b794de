// The words of the access facts (ADR 035, core/access/access.ts): their labels, the words beside them on the
// beach page, in its JSON-LD and on the Ontology page, and each yes/no fact's meaning there. A new
// yes/no fact (ACCESS_FLAGS) needs its label, its meaning and its API description here, and its label
// and meaning in core/i18n/el/access.ts; the type checker asks for each.
import type { AccessFlag } from "#core/access/access.ts";

export const access = {
  /** Shown for a fact nobody has told us yet: never "no". */
  "access.unknown": "Not known yet",
  "access.yes": "Yes",
  "access.no": "No",
  "access.limited": "Limited",
  /** 'Footpath only, 20 minutes on foot'. */
  "access.walk": {
    one: "{arrival}, {count} minute on foot",
    other: "{arrival}, {count} minutes on foot",
  },
  /** 'Paved road to the beach; also by boat'. */
  "access.alsoByBoat": "{arrival}; also by boat",

  // The labels, read with label() (core/i18n/labels.ts): 'label.{kind}.{value}'.
  "label.wheelchair.YES": "Step-free to the sand",
  "label.wheelchair.LIMITED": "Limited: partly step-free, or with help",
  "label.wheelchair.NO": "Not wheelchair accessible",
  "label.arrival.PAVED_ROAD": "Paved road to the beach",
  "label.arrival.DIRT_ROAD": "Dirt road to the beach",
  "label.arrival.FOOTPATH": "Footpath only",
  "label.arrival.BOAT_ONLY": "By boat only",
  "label.accessFlag.step_free_path": "Step-free path or boardwalk to the water",
  "label.accessFlag.seatrac": "Seatrac (self-operated sea access chair)",
  "label.accessFlag.accessible_toilets": "Accessible toilets",
  "label.accessFlag.accessible_parking": "Accessible parking",
  "label.accessFlag.accessible_changing": "Accessible changing room",
  "label.accessFlag.by_boat": "Also reached by boat",
  "label.accessFlag.natural_shade": "Natural shade (trees or caves)",
  "label.accessFlag.dogs_allowed": "Dogs allowed",
  "label.accessFlag.naturism": "Naturism customary",
  "label.accessFilter.wheelchair": "Wheelchair access",
  "label.accessFilter.seatrac": "Seatrac",
  "label.accessFilter.car": "Reachable by car",
  "label.accessFilter.short_walk": "No long walk",
  "label.accessFilter.shade": "Natural shade",
  "label.accessFilter.dogs": "Dogs allowed",
  "label.accessFilter.naturism": "Naturist beach",
  "label.accessFilter.boat_only": "Only by boat",

  // Each yes/no fact's meaning on the Ontology page (core/search/ontology.ts); a 'search.' message reaches
  // that page only.
  "search.ontology.accessFlag.step_free_path":
    "A path or boardwalk without steps from where you arrive down to the water.",
  "search.ontology.accessFlag.seatrac":
    "A Seatrac, a chair on rails that a wheelchair user works alone to get into the sea.",
  "search.ontology.accessFlag.accessible_toilets": "Toilets a wheelchair user can use.",
  "search.ontology.accessFlag.accessible_parking": "Parking places kept for disabled drivers near the beach.",
  "search.ontology.accessFlag.accessible_changing": "A changing room a wheelchair user can use.",
  "search.ontology.accessFlag.by_boat":
    "Boats (excursions or water taxis) also land here, whatever the way in.",
  "search.ontology.accessFlag.natural_shade": "Shade from trees or caves, not umbrellas.",
  "search.ontology.accessFlag.dogs_allowed": "Dogs are allowed on the beach.",
  "search.ontology.accessFlag.naturism":
    "Bathing without clothes is customary, on the whole beach or a known part of it.",
};

/**
 * Each yes/no fact as the JSON API's documentation describes it (core/contract/api-records.ts). The API speaks
 * English only, so this is no message of the catalogue: no page receives it and Greek has no twin.
 */
export const ACCESS_FLAG_API_DESCRIPTIONS: Record<AccessFlag, string> = {
  step_free_path: "A step-free path or boardwalk to the water",
  seatrac: "A Seatrac, the self-operated sea access chair",
  accessible_toilets: "Accessible toilets",
  accessible_parking: "Accessible parking",
  accessible_changing: "An accessible changing room",
  by_boat: "Also reached by boat",
  natural_shade: "Natural shade, trees or caves",
  dogs_allowed: "Dogs allowed",
  naturism: "Naturism customary",
};

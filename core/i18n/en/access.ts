// The words beside the access facts' labels (ADR 035): the beach page, its JSON-LD and the Ontology.
// The labels themselves are 'label.*' messages made from the tables in core/ (label-messages.ts).
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
};

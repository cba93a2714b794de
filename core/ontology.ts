import {
  ACCESS_FLAG_LABELS,
  ACCESS_FLAGS,
  ACCESS_UNKNOWN_TEXT,
  ARRIVAL_LABELS,
  ARRIVALS,
  SHORT_WALK_MINUTES,
  WHEELCHAIR_ACCESS,
  WHEELCHAIR_ACCESS_LABELS,
  type AccessFlag,
} from "./access.ts";
import {
  AMENITIES,
  AMENITY_CATEGORIES,
  AMENITY_CATEGORY_LABELS,
  type AmenityCategory,
  type AmenityId,
} from "./amenities.ts";
import {
  BEACH_TYPE_FILTER_LABELS,
  BEACH_TYPE_LABELS,
  BEACH_TYPES,
  PARKING_LABELS,
  PARKING_OPTIONS,
  SETUP_LABELS,
  STATUSES,
  type Status,
  WAVE_CONDITION_LABELS,
  WAVE_CONDITIONS,
} from "./enums.ts";

// The ontology page: what each field of a beach record means. Values and
// labels come from the enumerations and the amenity catalogue, so a new value or amenity appears
// here without anyone retyping it; only the explanations are written here.

export const ONTOLOGY_VERSION = 1;
export const ONTOLOGY_TITLE = `Ontology v${ONTOLOGY_VERSION}`;

export interface OntologyValue {
  /** As stored and sent by the API, e.g. 'SANDY' or 'true'. */
  value: string;
  label: string;
  description?: string;
}

export interface OntologyField {
  /** As in the data, e.g. 'wave_conditions', or an amenity id. */
  name: string;
  label: string;
  description: string;
  /** The allowed values of an enumerated field. */
  values?: readonly OntologyValue[];
  /** Set on the amenity entries, for their icon. */
  amenity?: AmenityId;
}

export interface OntologySection {
  /** A fragment id for the page's anchors. */
  id: string;
  title: string;
  intro: string;
  fields: readonly OntologyField[];
}

export const VERIFICATION_STATUSES = ["verified", "unverified"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Verified when someone has checked the record, i.e. verified_at is set. */
export function verificationStatus(verifiedAt: Date | string | null | undefined): VerificationStatus {
  return verifiedAt === null || verifiedAt === undefined || verifiedAt === "" ? "unverified" : "verified";
}

const VERIFICATION_VALUES: Record<VerificationStatus, { label: string; description: string }> = {
  verified: {
    label: "Verified",
    description:
      "verified_at is set: the facts were checked on that date. Beach pages show how long ago, e.g. 'Updated 3 days ago'.",
  },
  unverified: {
    label: "Unverified",
    description: "verified_at is empty: the record has not been checked yet.",
  },
};

// A typed record, so a new status cannot be added without saying what it means to the public.
const STATUS_VALUES: Record<Status, { label: string; description: string }> = {
  DRAFT: { label: "Draft", description: "Being prepared. Not public." },
  HIDDEN: { label: "Hidden", description: "Taken off the site but kept. Not public." },
  ACTIVE: { label: "Active", description: "Public: shown on the site and in the public API." },
};

const SETUP_DESCRIPTIONS = {
  organized: "Managed: sunbeds and umbrellas for hire, often a bar or a lifeguard.",
  unorganized: "Left natural: no services for hire, bring your own shade.",
};

const CATEGORY_INTROS: Record<AmenityCategory, string> = {
  facilities: "Things on or next to the beach that make a day there easier.",
  safety: "Help in the water and on the sand.",
  services: "Food, drink and entertainment run at or beside the beach.",
  activities: "What visitors can do at the beach or set out from it.",
};

// What an amenity means when a beach lists it. An amenity without a note here still appears, with
// a generic explanation.
const AMENITY_NOTES: Partial<Record<AmenityId, string>> = {
  sunbeds: "Sunbeds to hire or use on the beach.",
  umbrellas: "Umbrellas or other shade to hire.",
  parking: "Somewhere to leave a car within a short walk. The parking field says what kind.",
  showers: "Fresh-water showers to rinse off the salt.",
  toilets: "Toilets open to beach visitors.",
  lifeguard: "A lifeguard on duty during the season; hours vary.",
  beach_bar: "A bar serving drinks on or at the beach.",
  taverna: "A taverna or restaurant at the beach.",
  food: "Snacks or light meals to buy at the beach.",
  music: "A beach bar or club that plays music.",
  snorkeling: "Clear water and rocks or reefs worth seeing with a mask.",
  water_sports: "Water sports on offer, such as paddle boards, kayaks or jet skis.",
  family_friendly: "Shallow, sheltered water and easy access that suit children.",
  boat_trips: "Boats leave from the beach for trips along the coast.",
  fishing: "A good spot for fishing from the shore or rocks.",
  photography: "Views that reward a camera, such as sunsets or cliffs.",
  hiking: "Reached by, or the start of, a walking path.",
  birdwatching: "Wetlands or cliffs nearby where birds can be seen.",
  cliff_jumping: "Rocks people jump from into deep water. Check the depth first.",
};

function enumValues<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
  describe?: (value: T) => string | undefined,
): OntologyValue[] {
  return values.map((value) => {
    const description = describe?.(value);
    return { value, label: labels[value], ...(description ? { description } : {}) };
  });
}

function coreFields(): OntologyField[] {
  return [
    { name: "name", label: "Name", description: "The beach's name as travellers know it." },
    {
      name: "slug",
      label: "Slug",
      description:
        "The last part of the beach's address, /{area slug}/{slug}: lowercase letters, digits and hyphens.",
    },
    {
      name: "area",
      label: "Area",
      description: "The island or region the beach belongs to, by name. Its page is /{area slug}.",
    },
    {
      name: "description",
      label: "Description",
      description: "A few sentences about the beach, as plain text.",
    },
    {
      name: "type",
      label: "Beach Type",
      description: "What the beach is made of.",
      values: enumValues(BEACH_TYPES, BEACH_TYPE_LABELS, (type) =>
        BEACH_TYPE_FILTER_LABELS[type] !== BEACH_TYPE_LABELS[type]
          ? `Called '${BEACH_TYPE_FILTER_LABELS[type]}' in the filters.`
          : undefined,
      ),
    },
    {
      name: "wave_conditions",
      label: "Wave Conditions",
      description: "How the sea usually is on a summer day.",
      values: enumValues(WAVE_CONDITIONS, WAVE_CONDITION_LABELS),
    },
    {
      name: "parking",
      label: "Parking",
      description: "Where visitors can leave a car.",
      values: enumValues(PARKING_OPTIONS, PARKING_LABELS),
    },
    {
      name: "organized",
      label: "Organization",
      description: "Whether the beach is organized. A yes or no value.",
      values: [
        { value: "true", label: SETUP_LABELS.organized, description: SETUP_DESCRIPTIONS.organized },
        { value: "false", label: SETUP_LABELS.unorganized, description: SETUP_DESCRIPTIONS.unorganized },
      ],
    },
    {
      name: "blue_flag",
      label: "Blue Flag",
      description: "Whether the beach holds the Blue Flag eco-label this season. A yes or no value.",
      values: [
        { value: "true", label: "Blue Flag Certified" },
        { value: "false", label: "Not certified" },
      ],
    },
    {
      name: "amenities",
      label: "Amenities",
      description:
        "A list of amenity ids; each id is defined under Facilities, Safety, Services or Activities below.",
    },
    {
      name: "latitude",
      label: "Latitude",
      description: "Position north of the equator, in decimal degrees (WGS 84).",
    },
    {
      name: "longitude",
      label: "Longitude",
      description: "Position east of Greenwich, in decimal degrees (WGS 84).",
    },
    { name: "photo_url", label: "Photo", description: "An https address of a photo of the beach, if any." },
    {
      name: "photo_source",
      label: "Photo credit",
      description: "Who took the photo, under which licence and where it was found.",
    },
  ];
}

function amenitySection(category: AmenityCategory): OntologySection {
  const title = AMENITY_CATEGORY_LABELS[category];
  return {
    id: category,
    title,
    intro: `${CATEGORY_INTROS[category]} A beach offers an amenity when its id is in the beach's amenities list.`,
    fields: AMENITIES.filter((amenity) => amenity.category === category).map((amenity) => ({
      name: amenity.id,
      label: amenity.label,
      description: AMENITY_NOTES[amenity.id] ?? `${title}: the beach has ${amenity.label.toLowerCase()}.`,
      amenity: amenity.id,
    })),
  };
}

const YES_NO_UNKNOWN: readonly OntologyValue[] = [
  { value: "true", label: "Yes" },
  { value: "false", label: "No" },
  { value: "null", label: ACCESS_UNKNOWN_TEXT, description: "Nobody has told us yet; never read as no." },
];

const ACCESS_FLAG_DESCRIPTIONS: Record<AccessFlag, string> = {
  step_free_path: "A path or boardwalk without steps from where you arrive down to the water.",
  seatrac: "A Seatrac, a chair on rails that a wheelchair user works alone to get into the sea.",
  accessible_toilets: "Toilets a wheelchair user can use.",
  accessible_parking: "Parking places kept for disabled drivers near the beach.",
  accessible_changing: "A changing room a wheelchair user can use.",
  by_boat: "Boats (excursions or water taxis) also land here, whatever the way in.",
  natural_shade: "Shade from trees or caves, not umbrellas.",
  dogs_allowed: "Dogs are allowed on the beach.",
  naturism: "Bathing without clothes is customary, on the whole beach or a known part of it.",
};

/** Getting there and getting in: each fact may be unknown (ADR 035). */
function accessSection(): OntologySection {
  return {
    id: "access",
    title: "Getting there and access",
    intro:
      "How to reach the beach and how accessible it is. Every fact may be unknown (null): unknown is shown as 'Not known yet' and never counts as no.",
    fields: [
      {
        name: "wheelchair",
        label: "Wheelchair access",
        description: "As OpenStreetMap's wheelchair tag means it.",
        values: [
          ...WHEELCHAIR_ACCESS.map((value) => ({ value, label: WHEELCHAIR_ACCESS_LABELS[value] })),
          { value: "null", label: ACCESS_UNKNOWN_TEXT },
        ],
      },
      {
        name: "arrival",
        label: "How you get there",
        description: "The easiest way in.",
        values: [
          ...ARRIVALS.map((value) => ({ value, label: ARRIVAL_LABELS[value] })),
          { value: "null", label: ACCESS_UNKNOWN_TEXT },
        ],
      },
      {
        name: "walk_minutes",
        label: "Minutes on foot",
        description: `With a footpath: minutes of walking from where a car or bus stops; ${SHORT_WALK_MINUTES} or fewer count as no long walk.`,
      },
      ...ACCESS_FLAGS.map((flag) => ({
        name: flag,
        label: ACCESS_FLAG_LABELS[flag],
        description: ACCESS_FLAG_DESCRIPTIONS[flag],
        values: YES_NO_UNKNOWN,
      })),
    ],
  };
}

/** The sections of the ontology page, in page order. */
export function beachOntology(): OntologySection[] {
  return [
    {
      id: "core-fields",
      title: "Core fields",
      intro: "What every beach record says about the beach itself.",
      fields: coreFields(),
    },
    ...AMENITY_CATEGORIES.map(amenitySection),
    accessSection(),
    {
      id: "verification-status",
      title: "Verification status",
      intro: "Whether the facts of a record have been checked. It follows from verified_at.",
      fields: [
        {
          name: "verification_status",
          label: "Verification status",
          description: "Worked out from verified_at, not stored.",
          values: VERIFICATION_STATUSES.map((status) => ({ value: status, ...VERIFICATION_VALUES[status] })),
        },
      ],
    },
    {
      id: "metadata",
      title: "Metadata",
      intro: "The record's history and visibility. Only ACTIVE records are public.",
      fields: [
        { name: "created_at", label: "Created at", description: "When the record was first saved." },
        { name: "updated_at", label: "Updated at", description: "When the record last changed." },
        {
          name: "verified_at",
          label: "Verified at",
          description: "When the facts were last checked; empty when never.",
        },
        {
          name: "source",
          label: "Source",
          description: "Where the facts came from: a link or a short note.",
        },
        {
          name: "status",
          label: "Status",
          description: "Who can see the record.",
          values: STATUSES.map((status) => ({ value: status, ...STATUS_VALUES[status] })),
        },
      ],
    },
  ];
}

// Athens time: the directory's beaches are all in Greece, so its 'today' is Greece's.
const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Athens",
});

const ISO_PARTS = new Intl.DateTimeFormat("en-CA", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/Athens",
});

/** A date as the page shows it, '23 November 2026', and as a `<time>` element's ISO value. */
export function formatOntologyDate(date: Date): { text: string; iso: string } {
  const parts = ISO_PARTS.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
  return { text: DATE_FORMAT.format(date), iso: `${part("year")}-${part("month")}-${part("day")}` };
}

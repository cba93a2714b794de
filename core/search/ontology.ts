import { ACCESS_FLAGS, ARRIVALS, SHORT_WALK_MINUTES, WHEELCHAIR_ACCESS } from "../access/access.ts";
import { formatAccessFlag } from "../access/access-wording.ts";
import {
  AMENITIES,
  AMENITY_CATEGORIES,
  type AmenityCategory,
  type AmenityId,
} from "../contract/amenities.ts";
import { BEACH_TYPES, PARKING_OPTIONS, STATUSES, type Status, WAVE_CONDITIONS } from "../contract/enums.ts";
import { label, type LabelKind, type LabelValues } from "../i18n/labels.ts";
import { INTL_LOCALES, type Locale } from "../i18n/locale.ts";
import type { Translator } from "../i18n/translator.ts";

// The ontology page: what each field of a beach record means, in English and in Greek. Values come
// from the enumerations and the amenity catalogue and their labels from the translator's messages
// (core/i18n/labels.ts), so a new value or amenity appears here without anyone retyping it; only the
// explanations are written here, each in both languages, but for the yes/no access facts' meanings,
// which are messages too ('search.ontology.accessFlag.<fact>', core/i18n/en/access.ts and
// core/i18n/el/access.ts). Field names and values stay as the data and the API spell them.

export const ONTOLOGY_VERSION = 1;
export const ONTOLOGY_TITLE = `Ontology v${ONTOLOGY_VERSION}`;

/** The page's versioned title in a language: 'Ontology v1', 'Οντολογία v1'. */
export function ontologyTitle(locale: Locale = "en"): string {
  return locale === "el" ? `Οντολογία v${ONTOLOGY_VERSION}` : ONTOLOGY_TITLE;
}

/** A text written in both languages. */
type Text = Readonly<Record<Locale, string>>;

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

const VERIFICATION_VALUES: Record<VerificationStatus, { label: Text; description: Text }> = {
  verified: {
    label: { en: "Verified", el: "Επαληθευμένο" },
    description: {
      en: "verified_at is set: the facts were checked on that date. Beach pages show how long ago, e.g. 'Updated 3 days ago'.",
      el: "Το verified_at έχει τιμή: τα στοιχεία ελέγχθηκαν εκείνη την ημερομηνία. Οι σελίδες των παραλιών δείχνουν πόσο παλιά είναι, π.χ. «Ενημερώθηκε πριν από 3 ημέρες».",
    },
  },
  unverified: {
    label: { en: "Unverified", el: "Μη επαληθευμένο" },
    description: {
      en: "verified_at is empty: the record has not been checked yet.",
      el: "Το verified_at είναι κενό: η εγγραφή δεν έχει ελεγχθεί ακόμη.",
    },
  },
};

// A typed record, so a new status cannot be added without saying what it means to the public.
const STATUS_VALUES: Record<Status, { label: Text; description: Text }> = {
  DRAFT: {
    label: { en: "Draft", el: "Πρόχειρο" },
    description: { en: "Being prepared. Not public.", el: "Σε προετοιμασία. Δεν είναι δημόσιο." },
  },
  HIDDEN: {
    label: { en: "Hidden", el: "Κρυφό" },
    description: {
      en: "Taken off the site but kept. Not public.",
      el: "Αποσύρθηκε από τον ιστότοπο αλλά φυλάσσεται. Δεν είναι δημόσιο.",
    },
  },
  ACTIVE: {
    label: { en: "Active", el: "Ενεργό" },
    description: {
      en: "Public: shown on the site and in the public API.",
      el: "Δημόσιο: εμφανίζεται στον ιστότοπο και στο δημόσιο API.",
    },
  },
};

const SETUP_DESCRIPTIONS: Record<"organized" | "unorganized", Text> = {
  organized: {
    en: "Managed: sunbeds and umbrellas for hire, often a bar or a lifeguard.",
    el: "Με διαχείριση: ξαπλώστρες και ομπρέλες προς ενοικίαση, συχνά μπαρ ή ναυαγοσώστης.",
  },
  unorganized: {
    en: "Left natural: no services for hire, bring your own shade.",
    el: "Σε φυσική κατάσταση: χωρίς υπηρεσίες προς ενοικίαση, φέρτε τη δική σας σκιά.",
  },
};

const CATEGORY_INTROS: Record<AmenityCategory, Text> = {
  facilities: {
    en: "Things on or next to the beach that make a day there easier.",
    el: "Ό,τι υπάρχει πάνω ή δίπλα στην παραλία και κάνει τη μέρα εκεί πιο εύκολη.",
  },
  safety: { en: "Help in the water and on the sand.", el: "Βοήθεια στο νερό και στην άμμο." },
  services: {
    en: "Food, drink and entertainment run at or beside the beach.",
    el: "Φαγητό, ποτό και διασκέδαση στην παραλία ή δίπλα της.",
  },
  activities: {
    en: "What visitors can do at the beach or set out from it.",
    el: "Τι μπορούν να κάνουν οι επισκέπτες στην παραλία ή ξεκινώντας από αυτήν.",
  },
};

/** What follows each category's intro. */
const AMENITY_RULE: Text = {
  en: "A beach offers an amenity when its id is in the beach's amenities list.",
  el: "Μια παραλία προσφέρει μια παροχή όταν το αναγνωριστικό της βρίσκεται στη λίστα amenities της παραλίας.",
};

// What an amenity means when a beach lists it. An amenity without a note here still appears, with
// a generic explanation.
const AMENITY_NOTES: Partial<Record<AmenityId, Text>> = {
  sunbeds: {
    en: "Sunbeds to hire or use on the beach.",
    el: "Ξαπλώστρες για ενοικίαση ή χρήση στην παραλία.",
  },
  umbrellas: {
    en: "Umbrellas or other shade to hire.",
    el: "Ομπρέλες ή άλλη σκιά προς ενοικίαση.",
  },
  parking: {
    en: "Somewhere to leave a car within a short walk. The parking field says what kind.",
    el: "Κάπου να αφήσετε το αυτοκίνητο σε μικρή απόσταση με τα πόδια. Το πεδίο parking λέει τι είδους.",
  },
  showers: {
    en: "Fresh-water showers to rinse off the salt.",
    el: "Ντους με γλυκό νερό για να ξεπλύνετε το αλάτι.",
  },
  toilets: { en: "Toilets open to beach visitors.", el: "Τουαλέτες ανοιχτές στους επισκέπτες της παραλίας." },
  lifeguard: {
    en: "A lifeguard on duty during the season; hours vary.",
    el: "Ναυαγοσώστης σε υπηρεσία κατά τη σεζόν· οι ώρες διαφέρουν.",
  },
  beach_bar: {
    en: "A bar serving drinks on or at the beach.",
    el: "Μπαρ που σερβίρει ποτά πάνω ή δίπλα στην παραλία.",
  },
  taverna: { en: "A taverna or restaurant at the beach.", el: "Ταβέρνα ή εστιατόριο στην παραλία." },
  food: {
    en: "Snacks or light meals to buy at the beach.",
    el: "Σνακ ή ελαφριά γεύματα για να αγοράσετε στην παραλία.",
  },
  music: {
    en: "A beach bar or club that plays music.",
    el: "Beach bar ή κλαμπ που παίζει μουσική.",
  },
  snorkeling: {
    en: "Clear water and rocks or reefs worth seeing with a mask.",
    el: "Καθαρά νερά και βράχια ή ύφαλοι που αξίζει να δείτε με μάσκα.",
  },
  water_sports: {
    en: "Water sports on offer, such as paddle boards, kayaks or jet skis.",
    el: "Θαλάσσια σπορ, όπως σανίδες SUP, καγιάκ ή τζετ σκι.",
  },
  family_friendly: {
    en: "Shallow, sheltered water and easy access that suit children.",
    el: "Ρηχά, προστατευμένα νερά και εύκολη πρόσβαση, κατάλληλα για παιδιά.",
  },
  boat_trips: {
    en: "Boats leave from the beach for trips along the coast.",
    el: "Σκάφη αναχωρούν από την παραλία για εκδρομές κατά μήκος της ακτής.",
  },
  fishing: {
    en: "A good spot for fishing from the shore or rocks.",
    el: "Καλό σημείο για ψάρεμα από την ακτή ή τα βράχια.",
  },
  photography: {
    en: "Views that reward a camera, such as sunsets or cliffs.",
    el: "Θέα που αξίζει μια φωτογραφία, όπως ηλιοβασιλέματα ή γκρεμοί.",
  },
  hiking: {
    en: "Reached by, or the start of, a walking path.",
    el: "Φτάνετε με μονοπάτι ή από εδώ ξεκινά μονοπάτι.",
  },
  birdwatching: {
    en: "Wetlands or cliffs nearby where birds can be seen.",
    el: "Υγρότοποι ή γκρεμοί κοντά, όπου μπορείτε να δείτε πουλιά.",
  },
  cliff_jumping: {
    en: "Rocks people jump from into deep water. Check the depth first.",
    el: "Βράχια από όπου βουτούν στα βαθιά. Ελέγξτε πρώτα το βάθος.",
  },
};

function enumValues<K extends LabelKind>(
  i18n: Translator,
  kind: K,
  values: readonly LabelValues[K][],
  describe?: (value: LabelValues[K]) => string | undefined,
): OntologyValue[] {
  return values.map((value) => {
    const description = describe?.(value);
    return { value, label: label(i18n, kind, value), ...(description ? { description } : {}) };
  });
}

/** A field whose label and description are written here in both languages. */
function written(
  locale: Locale,
  name: string,
  label: Text,
  description: Text,
  more: Partial<OntologyField> = {},
): OntologyField {
  return { name, label: label[locale], description: description[locale], ...more };
}

function coreFields(i18n: Translator): OntologyField[] {
  const locale = i18n.locale;
  return [
    written(
      locale,
      "name",
      { en: "Name", el: "Όνομα" },
      {
        en: "The beach's name as travellers know it.",
        el: "Το όνομα της παραλίας όπως το ξέρουν οι ταξιδιώτες.",
      },
    ),
    written(
      locale,
      "slug",
      { en: "Slug", el: "Slug" },
      {
        en: "The last part of the beach's address, /{area slug}/{slug}: lowercase letters, digits and hyphens.",
        el: "Το τελευταίο μέρος της διεύθυνσης της παραλίας, /{area slug}/{slug}: πεζά λατινικά γράμματα, ψηφία και παύλες.",
      },
    ),
    written(
      locale,
      "area",
      { en: "Area", el: "Περιοχή" },
      {
        en: "The island or region the beach belongs to, by name. Its page is /{area slug}.",
        el: "Το νησί ή η περιοχή όπου ανήκει η παραλία, με το όνομά του. Η σελίδα του είναι /{area slug}.",
      },
    ),
    written(
      locale,
      "description",
      { en: "Description", el: "Περιγραφή" },
      {
        en: "A few sentences about the beach, as plain text.",
        el: "Λίγες προτάσεις για την παραλία, σε απλό κείμενο.",
      },
    ),
    written(
      locale,
      "type",
      { en: "Beach Type", el: "Τύπος παραλίας" },
      { en: "What the beach is made of.", el: "Από τι αποτελείται η παραλία." },
      {
        values: enumValues(i18n, "beachType", BEACH_TYPES, (type) => {
          const inFilters = label(i18n, "beachTypeFilter", type);
          if (inFilters === label(i18n, "beachType", type)) return undefined;
          return locale === "el" ? `Στα φίλτρα: «${inFilters}».` : `Called '${inFilters}' in the filters.`;
        }),
      },
    ),
    written(
      locale,
      "wave_conditions",
      { en: "Wave Conditions", el: "Κύματα" },
      {
        en: "How the sea usually is on a summer day.",
        el: "Πώς είναι συνήθως η θάλασσα μια καλοκαιρινή μέρα.",
      },
      { values: enumValues(i18n, "waveCondition", WAVE_CONDITIONS) },
    ),
    written(
      locale,
      "parking",
      { en: "Parking", el: "Στάθμευση" },
      { en: "Where visitors can leave a car.", el: "Πού μπορούν οι επισκέπτες να αφήσουν το αυτοκίνητο." },
      { values: enumValues(i18n, "parking", PARKING_OPTIONS) },
    ),
    written(
      locale,
      "organized",
      { en: "Organization", el: "Οργάνωση" },
      {
        en: "Whether the beach is organized. A yes or no value.",
        el: "Αν η παραλία είναι οργανωμένη. Τιμή ναι ή όχι.",
      },
      {
        values: [
          {
            value: "true",
            label: label(i18n, "setup", "organized"),
            description: SETUP_DESCRIPTIONS.organized[locale],
          },
          {
            value: "false",
            label: label(i18n, "setup", "unorganized"),
            description: SETUP_DESCRIPTIONS.unorganized[locale],
          },
        ],
      },
    ),
    written(
      locale,
      "blue_flag",
      { en: "Blue Flag", el: "Γαλάζια Σημαία" },
      {
        en: "Whether the beach holds the Blue Flag eco-label this season. A yes or no value.",
        el: "Αν η παραλία έχει φέτος το οικολογικό σήμα της Γαλάζιας Σημαίας. Τιμή ναι ή όχι.",
      },
      {
        values: [
          { value: "true", label: locale === "el" ? "Με Γαλάζια Σημαία" : "Blue Flag Certified" },
          { value: "false", label: locale === "el" ? "Χωρίς πιστοποίηση" : "Not certified" },
        ],
      },
    ),
    written(
      locale,
      "amenities",
      { en: "Amenities", el: "Παροχές" },
      {
        en: "A list of amenity ids; each id is defined under Facilities, Safety, Services or Activities below.",
        // The category names in the translator's language, which is Greek whenever this text shows.
        el: `Λίστα με αναγνωριστικά παροχών· το καθένα ορίζεται παρακάτω, στις ενότητες ${AMENITY_CATEGORIES.map((category) => label(i18n, "amenityCategory", category)).join(", ")}.`,
      },
    ),
    written(
      locale,
      "latitude",
      { en: "Latitude", el: "Γεωγραφικό πλάτος" },
      {
        en: "Position north of the equator, in decimal degrees (WGS 84).",
        el: "Θέση βόρεια του ισημερινού, σε δεκαδικές μοίρες (WGS 84).",
      },
    ),
    written(
      locale,
      "longitude",
      { en: "Longitude", el: "Γεωγραφικό μήκος" },
      {
        en: "Position east of Greenwich, in decimal degrees (WGS 84).",
        el: "Θέση ανατολικά του Γκρίνουιτς, σε δεκαδικές μοίρες (WGS 84).",
      },
    ),
    written(
      locale,
      "photo_url",
      { en: "Photo", el: "Φωτογραφία" },
      {
        en: "An https address of a photo of the beach, if any.",
        el: "Διεύθυνση https μιας φωτογραφίας της παραλίας, αν υπάρχει.",
      },
    ),
    written(
      locale,
      "photo_source",
      { en: "Photo credit", el: "Πηγή φωτογραφίας" },
      {
        en: "Who took the photo, under which licence and where it was found.",
        el: "Ποιος τράβηξε τη φωτογραφία, με ποια άδεια και πού βρέθηκε.",
      },
    ),
  ];
}

function amenitySection(category: AmenityCategory, i18n: Translator): OntologySection {
  const locale = i18n.locale;
  const title = label(i18n, "amenityCategory", category);
  return {
    id: category,
    title,
    intro: `${CATEGORY_INTROS[category][locale]} ${AMENITY_RULE[locale]}`,
    fields: AMENITIES.filter((amenity) => amenity.category === category).map((amenity) => {
      const name = label(i18n, "amenity", amenity.id);
      const generic =
        locale === "el"
          ? `${title}: η παραλία έχει ${name.toLowerCase()}.`
          : `${title}: the beach has ${name.toLowerCase()}.`;
      return {
        name: amenity.id,
        label: name,
        description: AMENITY_NOTES[amenity.id]?.[locale] ?? generic,
        amenity: amenity.id,
      };
    }),
  };
}

function yesNoUnknown(i18n: Translator): readonly OntologyValue[] {
  return [
    { value: "true", label: formatAccessFlag(true, i18n) },
    { value: "false", label: formatAccessFlag(false, i18n) },
    {
      value: "null",
      label: formatAccessFlag(null, i18n),
      description:
        i18n.locale === "el"
          ? "Δεν μας το έχει πει ακόμη κανείς· ποτέ δεν διαβάζεται ως όχι."
          : "Nobody has told us yet; never read as no.",
    },
  ];
}

/** Getting there and getting in: each fact may be unknown (ADR 035). */
function accessSection(i18n: Translator): OntologySection {
  const locale = i18n.locale;
  const unknown = formatAccessFlag(null, i18n);
  return {
    id: "access",
    title: locale === "el" ? "Πρόσβαση" : "Getting there and access",
    intro:
      locale === "el"
        ? `Πώς φτάνετε στην παραλία και πόσο προσβάσιμη είναι. Κάθε στοιχείο μπορεί να είναι άγνωστο (null): τότε εμφανίζεται ως «${unknown}» και ποτέ δεν μετρά ως όχι.`
        : "How to reach the beach and how accessible it is. Every fact may be unknown (null): unknown is shown as 'Not known yet' and never counts as no.",
    fields: [
      written(
        locale,
        "wheelchair",
        { en: "Wheelchair access", el: "Πρόσβαση με αμαξίδιο" },
        {
          en: "As OpenStreetMap's wheelchair tag means it.",
          el: "Με τη σημασία της ετικέτας wheelchair του OpenStreetMap.",
        },
        {
          values: [
            ...WHEELCHAIR_ACCESS.map((value) => ({ value, label: label(i18n, "wheelchair", value) })),
            { value: "null", label: unknown },
          ],
        },
      ),
      written(
        locale,
        "arrival",
        { en: "How you get there", el: "Πώς θα φτάσετε" },
        { en: "The easiest way in.", el: "Ο ευκολότερος τρόπος να φτάσετε." },
        {
          values: [
            ...ARRIVALS.map((value) => ({ value, label: label(i18n, "arrival", value) })),
            { value: "null", label: unknown },
          ],
        },
      ),
      written(
        locale,
        "walk_minutes",
        { en: "Minutes on foot", el: "Λεπτά με τα πόδια" },
        {
          en: `With a footpath: minutes of walking from where a car or bus stops; ${SHORT_WALK_MINUTES} or fewer count as no long walk.`,
          el: `Με μονοπάτι: λεπτά περπατήματος από εκεί που σταματά το αυτοκίνητο ή το λεωφορείο· έως ${SHORT_WALK_MINUTES} δεν μετρούν ως μεγάλη απόσταση.`,
        },
      ),
      ...ACCESS_FLAGS.map((flag) => ({
        name: flag,
        label: label(i18n, "accessFlag", flag),
        description: i18n.t(`search.ontology.accessFlag.${flag}` as const),
        values: yesNoUnknown(i18n),
      })),
    ],
  };
}

/** The sections of the ontology page, in page order, in the translator's language. */
export function beachOntology(i18n: Translator): OntologySection[] {
  const locale = i18n.locale;
  const greek = locale === "el";
  return [
    {
      id: "core-fields",
      title: greek ? "Βασικά πεδία" : "Core fields",
      intro: greek
        ? "Τι λέει κάθε εγγραφή παραλίας για την ίδια την παραλία."
        : "What every beach record says about the beach itself.",
      fields: coreFields(i18n),
    },
    ...AMENITY_CATEGORIES.map((category) => amenitySection(category, i18n)),
    accessSection(i18n),
    {
      id: "verification-status",
      title: greek ? "Κατάσταση επαλήθευσης" : "Verification status",
      intro: greek
        ? "Αν τα στοιχεία μιας εγγραφής έχουν ελεγχθεί. Προκύπτει από το verified_at."
        : "Whether the facts of a record have been checked. It follows from verified_at.",
      fields: [
        written(
          locale,
          "verification_status",
          { en: "Verification status", el: "Κατάσταση επαλήθευσης" },
          {
            en: "Worked out from verified_at, not stored.",
            el: "Υπολογίζεται από το verified_at, δεν αποθηκεύεται.",
          },
          {
            values: VERIFICATION_STATUSES.map((status) => ({
              value: status,
              label: VERIFICATION_VALUES[status].label[locale],
              description: VERIFICATION_VALUES[status].description[locale],
            })),
          },
        ),
      ],
    },
    {
      id: "metadata",
      title: greek ? "Μεταδεδομένα" : "Metadata",
      intro: greek
        ? "Το ιστορικό και η ορατότητα της εγγραφής. Μόνο οι εγγραφές ACTIVE είναι δημόσιες."
        : "The record's history and visibility. Only ACTIVE records are public.",
      fields: [
        written(
          locale,
          "created_at",
          { en: "Created at", el: "Δημιουργήθηκε" },
          { en: "When the record was first saved.", el: "Πότε αποθηκεύτηκε πρώτη φορά η εγγραφή." },
        ),
        written(
          locale,
          "updated_at",
          { en: "Updated at", el: "Ενημερώθηκε" },
          { en: "When the record last changed.", el: "Πότε άλλαξε τελευταία φορά η εγγραφή." },
        ),
        written(
          locale,
          "verified_at",
          { en: "Verified at", el: "Επαληθεύτηκε" },
          {
            en: "When the facts were last checked; empty when never.",
            el: "Πότε ελέγχθηκαν τελευταία φορά τα στοιχεία· κενό αν δεν ελέγχθηκαν ποτέ.",
          },
        ),
        written(
          locale,
          "source",
          { en: "Source", el: "Πηγή" },
          {
            en: "Where the facts came from: a link or a short note.",
            el: "Από πού προέρχονται τα στοιχεία: ένας σύνδεσμος ή μια σύντομη σημείωση.",
          },
        ),
        written(
          locale,
          "status",
          { en: "Status", el: "Κατάσταση" },
          { en: "Who can see the record.", el: "Ποιος μπορεί να δει την εγγραφή." },
          {
            values: STATUSES.map((status) => ({
              value: status,
              label: STATUS_VALUES[status].label[locale],
              description: STATUS_VALUES[status].description[locale],
            })),
          },
        ),
      ],
    },
  ];
}

// Athens time: the directory's beaches are all in Greece, so its 'today' is Greece's.
const DATE_FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Athens",
  }),
  el: new Intl.DateTimeFormat(INTL_LOCALES.el, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Athens",
  }),
};

const ISO_PARTS = new Intl.DateTimeFormat("en-CA", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/Athens",
});

/**
 * A date as the page shows it, '23 November 2026' ('23 Νοεμβρίου 2026'), and as a `<time>`
 * element's ISO value.
 */
export function formatOntologyDate(date: Date, locale: Locale = "en"): { text: string; iso: string } {
  const parts = ISO_PARTS.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
  return { text: DATE_FORMATS[locale].format(date), iso: `${part("year")}-${part("month")}-${part("day")}` };
}

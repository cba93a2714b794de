// The label messages of both languages, made from the tables in core/ (for the catalogues, the server
// and tests). Browser code never imports this file: it would carry the tables of both languages.
import {
  ACCESS_FILTER_LABELS,
  ACCESS_FILTER_LABELS_EL,
  ACCESS_FLAG_LABELS,
  ACCESS_FLAG_LABELS_EL,
  ARRIVAL_LABELS,
  ARRIVAL_LABELS_EL,
  WHEELCHAIR_ACCESS_LABELS,
  WHEELCHAIR_ACCESS_LABELS_EL,
} from "../access.ts";
import {
  AMENITY_CATEGORY_LABELS,
  AMENITY_CATEGORY_LABELS_EL,
  AMENITY_IDS,
  amenityLabel,
} from "../amenities.ts";
import { ENUM_LABELS } from "../enums.ts";
import { CALM_FILTER_LABELS, CALM_FILTER_LABELS_EL } from "../filters.ts";
import type { LabelKey, LabelKind, LabelValues } from "./labels.ts";
import type { Locale } from "./locale.ts";

type LabelTables = { readonly [K in LabelKind]: Readonly<Record<LabelValues[K], string>> };

function amenityLabels(locale: Locale): LabelTables["amenity"] {
  return Object.fromEntries(
    AMENITY_IDS.map((id) => [id, amenityLabel(id, locale)]),
  ) as LabelTables["amenity"];
}

function tables(locale: Locale): LabelTables {
  const greek = locale === "el";
  return {
    ...ENUM_LABELS[locale],
    amenity: amenityLabels(locale),
    amenityCategory: greek ? AMENITY_CATEGORY_LABELS_EL : AMENITY_CATEGORY_LABELS,
    wheelchair: greek ? WHEELCHAIR_ACCESS_LABELS_EL : WHEELCHAIR_ACCESS_LABELS,
    arrival: greek ? ARRIVAL_LABELS_EL : ARRIVAL_LABELS,
    accessFlag: greek ? ACCESS_FLAG_LABELS_EL : ACCESS_FLAG_LABELS,
    accessFilter: greek ? ACCESS_FILTER_LABELS_EL : ACCESS_FILTER_LABELS,
    calm: greek ? CALM_FILTER_LABELS_EL : CALM_FILTER_LABELS,
  };
}

/** Every label of a language as catalogue messages: 'label.beachType.SANDY': 'Sandy'. */
export function labelMessages(locale: Locale): Readonly<Record<LabelKey, string>> {
  return Object.fromEntries(
    Object.entries(tables(locale)).flatMap(([kind, table]) =>
      Object.entries(table as Record<string, string>).map(([value, text]) => [
        `label.${kind}.${value}`,
        text,
      ]),
    ),
  ) as Record<LabelKey, string>;
}

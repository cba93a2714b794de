// The labels of the enumerations, the amenities, the access facts and the calm filter as messages of
// the page's language (ADR 037). The values are the contract for the server, the API and the CSV
// (core/contract/enums.ts, amenities.ts, access.ts, filters.ts); their words are catalogue entries
// 'label.{kind}.{value}', written in the namespace of their subject (core/i18n/en/beach.ts,
// browse.ts, access.ts, and the Greek twins in core/i18n/el/), which the root loader sends with every
// other message of the page's language. Code reads them with label(): the server with a translator of
// core/i18n/catalogues.ts (translatorOf, ENGLISH), a page with its own, so no page's scripts carry
// the labels, nor the other language's words. A value without its message fails the type check.
import type { AccessFilter, AccessFlag, Arrival, WheelchairAccess } from "../access/access.ts";
import type { AmenityCategory, AmenityId } from "../contract/amenities.ts";
import type { BeachType, Parking, Setup, Sort, WaveCondition } from "../contract/enums.ts";
import type { CalmDay } from "../contract/filters.ts";
import type { Translator } from "./translator.ts";

/** Each kind of label and the values it names. */
export interface LabelValues {
  beachType: BeachType;
  /** The filter controls call OTHER 'Rocky/Other'. */
  beachTypeFilter: BeachType;
  waveCondition: WaveCondition;
  parking: Parking;
  setup: Setup;
  sort: Sort;
  amenity: AmenityId;
  amenityCategory: AmenityCategory;
  wheelchair: WheelchairAccess;
  arrival: Arrival;
  accessFlag: AccessFlag;
  accessFilter: AccessFilter;
  calm: CalmDay;
}
export type LabelKind = keyof LabelValues;

/** 'label.beachType.SANDY', 'label.amenity.sunbeds', ... */
export type LabelKey = { [K in LabelKind]: `label.${K}.${LabelValues[K]}` }[LabelKind];

/** The message key of a value's label. */
export function labelKey<K extends LabelKind>(kind: K, value: LabelValues[K]): LabelKey {
  return `label.${kind}.${value}` as LabelKey;
}

/** A value's label in the translator's language: label(i18n, "beachType", "SANDY") is 'Sandy'. */
export function label<K extends LabelKind>(
  i18n: Pick<Translator, "t">,
  kind: K,
  value: LabelValues[K],
): string {
  return i18n.t(labelKey(kind, value));
}

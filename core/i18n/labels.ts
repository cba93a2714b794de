// The labels of the enumerations, the amenities, the access facts and the calm filter as messages of
// the page's language (ADR 037). The tables in core/ stay the contract for the server, the API and
// the CSV; core/i18n/label-messages.ts turns them into catalogue entries 'label.{kind}.{value}', which
// the root loader sends with every other message of the page's language. Browser code reads them with
// label(), so no page's scripts carry the tables, nor the other language's words.
import type { AccessFilter, AccessFlag, Arrival, WheelchairAccess } from "../access.ts";
import type { AmenityCategory, AmenityId } from "../amenities.ts";
import type { BeachType, Parking, Setup, Sort, WaveCondition } from "../enums.ts";
import type { CalmDay } from "../filters.ts";
import type { MessageKey, Translator } from "./translator.ts";

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
  return i18n.t(labelKey(kind, value) as MessageKey & LabelKey);
}

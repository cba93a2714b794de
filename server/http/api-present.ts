import { conditionsIn, seaIn, type CalmStatus, type ConditionsFacts } from "#core/sea/conditions.ts";
import { ENGLISH } from "#core/i18n/catalogues.ts";
import type {
  BeachPage,
  BeachPageRecord,
  PublicBeach,
  PublicBeachRecord,
} from "#core/contract/public-records.ts";

// The JSON API's own words: the services answer in codes, and the API says them in English beside
// the codes, as its documented records (core/contract/api-records.ts) do.

/** A `calm` status as the API gives it: the codes, and `message` saying why when it is not available. */
export function calmStatusRecord(status: CalmStatus) {
  return {
    ...status,
    message: status.available ? null : ENGLISH.t(`browse.calm.noForecast.${status.day}`),
  };
}

/** A beach as the API gives it: its sea, when it has one, worded beside its codes (in place, keys in order). */
export function beachRecord(beach: PublicBeach): PublicBeachRecord {
  return beach.sea ? { ...beach, sea: seaIn(beach.sea, ENGLISH) } : (beach as PublicBeachRecord);
}

/** A list page as the API gives it. */
export function beachPageRecord(page: BeachPage): BeachPageRecord {
  const { calm, ...rest } = page;
  const worded = { ...rest, items: page.items.map(beachRecord) };
  return calm ? { ...worded, calm: calmStatusRecord(calm) } : worded;
}

/** A beach's conditions as the API gives them: the codes and numbers, with their English words. */
export function conditionsRecord(conditions: ConditionsFacts | null) {
  return conditions && conditionsIn(conditions, ENGLISH);
}

// A search that would answer nothing is relaxed rather than left empty: the weakest constraint is
// dropped, the list says which, and each constraint keeps its own chip to drop it by hand
// (filter-chips.ts). The order lives here once; the server tries it (server/search/relaxation.ts).
import type { AccessFilter } from "../access/access.ts";
import type { ActiveFilter } from "../pages/filter-chips.ts";
import { activeFilterLabels, activeFilters } from "../pages/filter-chips.ts";
import type { BeachFilters } from "../contract/filters.ts";
import { hasActiveCriteria } from "../contract/filters.ts";
import type { Translator } from "../i18n/translator.ts";
import { joinWithAnd } from "../pages/wording.ts";

/**
 * Filter groups from the weakest to the strongest. Preferences are not here: they rank and never
 * empty a list. The search words are not either: they are what the traveller named, so a name is
 * looked for in the whole country before it is given up (the area comes last, after every group).
 * Amenities are dropped one by one, the last one asked for first. A calm sea on the day (`calm`)
 * goes after the beach's type: on a windy day, calm beaches of another kind are closer to what the
 * traveller asked than sandy beaches in the waves. Access filters that shape the day (shade, no long
 * walk, by car, only by boat, naturism) go one by one after the amenities; those that decide whether
 * the traveller can be on the beach at all are never dropped (NEVER_RELAXED_ACCESS).
 */
export const RELAXATION_ORDER = [
  "amenities",
  "access",
  "blueFlag",
  "parking",
  "waveConditions",
  "type",
  "calm",
  "organized",
] as const;

type RelaxedGroup = (typeof RELAXATION_ORDER)[number];

/**
 * Needs no relaxed list may drop: a beach without them is one the traveller cannot use (a wheelchair
 * user without step-free access, a Seatrac user without one, a dog owner where dogs are barred), so
 * showing it as the closest match would answer another question. Their chips still remove them.
 */
export const NEVER_RELAXED_ACCESS: readonly AccessFilter[] = ["wheelchair", "seatrac", "dogs"];

/** Groups whose values are dropped one at a time, the last asked first. */
const ONE_BY_ONE = ["amenities", "access"] as const;
type OneByOne = (typeof ONE_BY_ONE)[number];
const isOneByOne = (group: RelaxedGroup): group is OneByOne =>
  (ONE_BY_ONE as readonly string[]).includes(group);

/** One constraint the list may drop: the keys of its values (filter-chips.ts) and the state without it. */
export interface Constraint {
  key: string;
  values: string[];
  drop: (filters: BeachFilters) => BeachFilters;
}

/** A state to try, with what it gave up to get there. */
export interface RelaxationStep {
  filters: BeachFilters;
  /** The area the step keeps; undefined once it searches all of Greece. */
  areaSlug: string | undefined;
  /**
   * The keys of the values it dropped, weakest first ('amenities:taverna', 'blueFlag'): codes, which
   * a page names in its language with droppedLabels.
   */
  dropped: string[];
  acrossGreece: boolean;
}

const groupOf = (active: ActiveFilter): string => active.key.split(":")[0] ?? active.key;

/**
 * The list's constraints, weakest first (RELAXATION_ORDER): one per amenity and per access filter that
 * may be dropped, one per other group.
 */
export function constraintsWeakestFirst(filters: BeachFilters): Constraint[] {
  const chips = activeFilters(filters);
  const constraints: Constraint[] = [];
  for (const group of RELAXATION_ORDER) {
    const own = chips.filter((chip) => groupOf(chip) === group);
    if (own.length === 0) continue;
    if (isOneByOne(group)) {
      for (const chip of [...own].reverse()) {
        const value = chip.key.slice(`${group}:`.length);
        if (group === "access" && (NEVER_RELAXED_ACCESS as readonly string[]).includes(value)) continue;
        constraints.push({
          key: chip.key,
          values: [chip.key],
          drop: (state) => dropValue(state, group, value),
        });
      }
    } else {
      constraints.push({
        key: group,
        values: own.map((chip) => chip.key),
        drop: (state) => dropGroup(state, group),
      });
    }
  }
  return constraints;
}

function dropValue(filters: BeachFilters, group: OneByOne, value: string): BeachFilters {
  if (group === "amenities")
    return { ...filters, amenities: filters.amenities.filter((other) => other !== value) };
  return { ...filters, access: filters.access.filter((other) => other !== value) };
}

function dropGroup(filters: BeachFilters, group: Exclude<RelaxedGroup, OneByOne>): BeachFilters {
  if (group === "blueFlag") return { ...filters, blueFlag: false };
  if (group === "calm") return { ...filters, calm: null };
  return { ...filters, [group]: [] };
}

const dropAll = (filters: BeachFilters, constraints: readonly Constraint[]) =>
  constraints.reduce((state, constraint) => constraint.drop(state), filters);

const valuesOf = (constraints: readonly Constraint[]) =>
  constraints.flatMap((constraint) => constraint.values);

/** The access filters of a list that no beach in the directory has recorded yet. */
export function unrecordedIn(filters: Pick<BeachFilters, "access">, unrecorded: readonly AccessFilter[]) {
  return filters.access.filter((filter) => unrecorded.includes(filter));
}

/**
 * The states to try, in order, when a list is empty: each constraint dropped alone (weakest
 * first), then the weakest ones together, growing; then, in an area, the same search across Greece
 * with every filter kept, then again dropping the weakest first. The first step that finds a beach
 * is the answer. No criteria, nothing to relax: an empty area stays empty. An access filter no beach has recorded yet (`unrecorded`,
 * counted by the server) can match nowhere, so even a need NEVER_RELAXED_ACCESS keeps is dropped
 * first from every step; the list says it is not recorded for any beach yet.
 */
export function relaxationSteps(
  filters: BeachFilters,
  areaSlug?: string,
  unrecorded: readonly AccessFilter[] = [],
): RelaxationStep[] {
  if (!hasActiveCriteria(filters)) return [];
  const missing = unrecordedIn(filters, unrecorded);
  const missingValues = missing.map((filter) => `access:${filter}`);
  const start = {
    ...filters,
    page: 1,
    access: filters.access.filter((filter) => !missing.includes(filter)),
  };
  const constraints = constraintsWeakestFirst(start);
  const steps: RelaxationStep[] = [];
  const add = (dropped: readonly Constraint[], area: string | undefined) =>
    steps.push({
      filters: dropAll(start, dropped),
      areaSlug: area,
      dropped: [...missingValues, ...valuesOf(dropped)],
      acrossGreece: areaSlug !== undefined && area === undefined,
    });
  if (missing.length > 0) add([], areaSlug);
  for (const constraint of constraints) add([constraint], areaSlug);
  for (let count = 2; count <= constraints.length; count += 1) add(constraints.slice(0, count), areaSlug);
  if (areaSlug !== undefined) {
    add([], undefined);
    for (let count = 1; count <= constraints.length; count += 1) add(constraints.slice(0, count), undefined);
  }
  // A search with nothing but words (no filters) in no area has nothing left to relax.
  return steps.filter((step) => step.dropped.length > 0 || step.acrossGreece);
}

/** What a relaxed step of `filters` dropped, in the translator's language: ['Taverna', 'Blue Flag']. */
export function droppedLabels(
  step: Pick<RelaxationStep, "dropped">,
  filters: BeachFilters,
  i18n: Translator,
): string[] {
  return activeFilterLabels(filters, step.dropped, i18n);
}

/**
 * What a relaxed list says: "No beaches match everything in Crete; showing 4 beaches without Boat
 * trips", or across Greece "Nothing in Crete matches; showing 1 beach across Greece".
 */
export function relaxationMessage(
  /** `dropped` in words (droppedLabels). */
  step: { dropped: readonly string[]; acrossGreece: boolean },
  total: number,
  i18n: Translator,
  areaName?: string,
): string {
  const without =
    step.dropped.length > 0
      ? i18n.t("browse.relaxed.without", { labels: joinWithAnd(step.dropped, i18n) })
      : "";
  // The count as the list has always written it ('1234 beaches'); it still picks the plural form.
  const vars = { count: String(total), without, area: areaName ?? "" };
  if (step.acrossGreece) {
    return i18n.t(areaName ? "browse.relaxed.acrossFromArea" : "browse.relaxed.across", vars);
  }
  return i18n.t(areaName ? "browse.relaxed.hereInArea" : "browse.relaxed.here", vars);
}

/** "Myrtos is in Kefalonia": a beach the search named, found in another area than the page's. */
export function namedBeachElsewhere(beachName: string, areaName: string, i18n: Translator): string {
  return i18n.t("browse.relaxed.namedBeachElsewhere", { beach: beachName, area: areaName });
}

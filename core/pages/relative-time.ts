import { perLocale, type Locale } from "../i18n/locale.ts";

/** A month is always 30 days and a year 365 here, whatever the calendar says. */
export const DAYS_PER_MONTH = 30;
export const DAYS_PER_YEAR = 365;

type Unit = "second" | "minute" | "hour" | "day" | "week" | "month" | "year";

const relativeFormat = perLocale((tag) => new Intl.RelativeTimeFormat(tag, { numeric: "always" }));

function ago(amount: number, unit: Unit, locale: Locale): string {
  // English keeps its own words ('5 seconds ago'); Greek is Intl's ('πριν από 5 δευτερόλεπτα').
  if (locale === "en") return `${amount} ${unit}${amount === 1 ? "" : "s"} ago`;
  return relativeFormat(locale).format(-amount, unit);
}

function toTime(date: Date | string): number {
  return (typeof date === "string" ? new Date(date) : date).getTime();
}

/**
 * '5 seconds ago', '1 minute ago', ... '2 years ago'. Seconds under 60, minutes under 60, hours
 * under 24, days under 7, weeks under 4, months of 30 days under 12, then years of 365 days.
 * Days 28-29 and 360-364 round down to zero of the next unit, so they read '1 month ago' and
 * '1 year ago' instead of '0 months ago'. A date in the future (clock skew) reads '0 seconds ago';
 * an unreadable date gives '' so the caller shows nothing rather than 'NaN'.
 */
export function formatRelativeTime(date: Date | string, now: Date, locale: Locale = "en"): string {
  const elapsedMs = now.getTime() - toTime(date);
  if (!Number.isFinite(elapsedMs)) return "";
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  if (seconds < 60) return ago(seconds, "second", locale);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return ago(minutes, "minute", locale);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return ago(hours, "hour", locale);
  const days = Math.floor(hours / 24);
  if (days < 7) return ago(days, "day", locale);
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return ago(weeks, "week", locale);
  const months = Math.floor(days / DAYS_PER_MONTH);
  if (months < 12) return ago(Math.max(1, months), "month", locale);
  return ago(Math.max(1, Math.floor(days / DAYS_PER_YEAR)), "year", locale);
}

const UPDATED: Record<Locale, string> = { en: "Updated", el: "Ενημέρωση" };

/** 'Updated 3 hours ago' (dashboard, cards), 'Ενημέρωση πριν από 3 ώρες'; '' for an unreadable date. */
export function formatUpdatedAgo(date: Date | string, now: Date, locale: Locale = "en"): string {
  const relative = formatRelativeTime(date, now, locale);
  return relative === "" ? "" : `${UPDATED[locale]} ${relative}`;
}

/** The beach page's 'Verified' chip: the relative time, or 'recently' when no date is known. */
export function formatVerified(date: Date | string | null | undefined, now: Date): string {
  return formatVerifiedAgo(date, now) ?? "recently";
}

/** The relative time of a beach's verification in a language, or null when no date is known. */
export function formatVerifiedAgo(
  date: Date | string | null | undefined,
  now: Date,
  locale: Locale = "en",
): string | null {
  if (date === null || date === undefined) return null;
  return formatRelativeTime(date, now, locale) || null;
}

import { FORECAST_TIMEZONE } from "./open-meteo.ts";

// The Greek calendar days the forecast is kept and served for.

/** Forecast days the verdicts are stored for: today, tomorrow and the day after (Open-Meteo gives 3). */
const VERDICT_DAYS = 3;

/** Today's Greek date and the VERDICT_DAYS - 1 days after it. */
export function forecastDates(today: string): string[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: VERDICT_DAYS }, (_, index) =>
    new Date(start + index * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Dates as 'YYYY-MM-DD' in Greece; made once, as making a formatter costs more than using it. */
const GREEK_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: FORECAST_TIMEZONE });

/** 'YYYY-MM-DD' in Greece at `instant`, and the day after. */
export function greekDays(instant: Date): [string, string] {
  const today = GREEK_DATE.format(instant);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return [today, tomorrow];
}

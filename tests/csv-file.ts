import { CSV_COLUMNS, csvLine, type CsvColumn } from "#core/contract/csv-row.ts";

/** Some cells of one import row, by column; the others are blank. */
export type CsvCells = Partial<Record<CsvColumn, string>>;

/**
 * A CSV file in the fixed column order, with its header row, as the tests import it; with `columns`,
 * a file of those columns only (an older file, or one that leaves some out).
 */
export function csvFile(rows: readonly CsvCells[], columns: readonly CsvColumn[] = CSV_COLUMNS): string {
  return csvLine(columns) + rows.map((row) => csvLine(columns.map((column) => row[column] ?? ""))).join("");
}

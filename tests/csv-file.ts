import { CSV_COLUMNS, csvLine, type CsvColumn } from "../core/csv-row.ts";

/** Some cells of one import row, by column; the others are blank. */
export type CsvCells = Partial<Record<CsvColumn, string>>;

/** A CSV file in the fixed column order, with its header row, as the tests import it. */
export function csvFile(rows: readonly CsvCells[]): string {
  return (
    csvLine([...CSV_COLUMNS]) +
    rows.map((row) => csvLine(CSV_COLUMNS.map((column) => row[column] ?? ""))).join("")
  );
}

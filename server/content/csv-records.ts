import Papa from "papaparse";

/** A file the import cannot read at all ('Parse Error'). */
export class CsvFileError extends Error {}

/** One record of the file, keyed by header, with its row number as a spreadsheet shows it. */
export interface CsvRecord {
  /** The header is row 1; blank rows count, as they do in a spreadsheet. */
  row: number;
  cells: Record<string, string>;
}

/** Reads a CSV file's text into records keyed by header, blank rows left out. Throws CsvFileError when it is not CSV. */
export function readCsvRecords(text: string): CsvRecord[] {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    delimiter: ",",
    skipEmptyLines: false,
  });
  const broken = result.errors.find((error) => error.type === "Quotes");
  if (broken) {
    throw new CsvFileError(`Failed to parse CSV: ${broken.message} (row ${(broken.row ?? 0) + 2})`);
  }
  const headers = (result.meta.fields ?? []).map((field) => field.trim().toLowerCase());
  if (!headers.includes("name")) {
    throw new CsvFileError("Failed to parse CSV: the first line must name the columns (slug,name,area,...)");
  }
  return result.data
    .map((cells, index) => ({ row: index + 2, cells }))
    .filter(({ cells }) =>
      Object.values(cells).some((value) => typeof value === "string" && value.trim() !== ""),
    );
}

// The filter bar's Radix parts, in a chunk of their own that is fetched on the first hover, focus or
// press of a filter control (see filter-bar.tsx).
export { CheckboxMenu } from "../ui/checkbox-menu.tsx";
export { SortMenu } from "./sort-menu.tsx";
export { FilterSheet } from "./filter-sheet.tsx";

import { describe, expect, it } from "vitest";
import { versionedRows } from "./versioned.ts";

// Rows kept by id per data version: what a map's lone beaches are read through.

interface Row {
  id: number;
  name: string;
}

/** A table of rows by id, and each read the cache made of it. */
function table(names: Record<number, string>) {
  const reads: number[][] = [];
  const rows = { ...names };
  return {
    reads,
    rows,
    async read(ids: number[]): Promise<Row[]> {
      reads.push([...ids]);
      return ids.flatMap((id) => (rows[id] === undefined ? [] : [{ id, name: rows[id]! }]));
    },
  };
}

const names = (rows: Row[]) => rows.map((row) => row.name);

describe("rows kept by id per data version", () => {
  it("gives the rows in the order asked, reads only the ids not held, and holds an id with no row as none", async () => {
    const source = table({ 1: "one", 2: "two", 3: "three" });
    const rows = versionedRows({ limit: 10, id: (row: Row) => row.id }, source.read);
    expect(names(await rows([3, 1, 9], 1))).toEqual(["three", "one"]);
    expect(names(await rows([1, 2, 3, 9], 1))).toEqual(["one", "two", "three"]);
    expect(source.reads).toEqual([[3, 1, 9], [2]]);
  });

  it("reads again once the version rises, and answers an older version from a reading of its own", async () => {
    const source = table({ 1: "one" });
    const rows = versionedRows({ limit: 10, id: (row: Row) => row.id }, source.read);
    await rows([1], 1);
    source.rows[1] = "renamed";
    expect(names(await rows([1], 1))).toEqual(["one"]);
    expect(names(await rows([1], 2))).toEqual(["renamed"]);
    source.rows[1] = "renamed again";
    // A request that read version 1 before the change: not served from, nor kept over, version 2's rows.
    expect(names(await rows([1], 1))).toEqual(["renamed again"]);
    expect(names(await rows([1], 2))).toEqual(["renamed"]);
    expect(source.reads).toEqual([[1], [1], [1]]);
  });

  it("holds at most its limit, the first held going first, and never loses a row another request dropped", async () => {
    const source = table({ 1: "one", 2: "two", 3: "three", 4: "four" });
    const rows = versionedRows({ limit: 2, id: (row: Row) => row.id }, source.read);
    await rows([1, 2], 1);
    // This request takes 1 from what is held, then holding 3 and another request's 4 push 1 and 2 out.
    const asking = rows([1, 3], 1);
    await rows([4], 1);
    expect(names(await asking)).toEqual(["one", "three"]);
    source.reads.length = 0;
    expect(names(await rows([1, 2, 3, 4], 1))).toEqual(["one", "two", "three", "four"]);
    expect(source.reads).toEqual([[1, 2]]);
  });
});

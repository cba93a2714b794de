import { describe, expect, it } from "vitest";
import { GREECE_BOUNDS, MAP_GRID_CELLS_MAX, mapCell, mapGrid, parseBbox, type Bbox } from "./map.ts";

/** Every cell a box touches, counted the way the server groups beaches. */
function cellsTouched(bbox: Bbox, zoom: number): number {
  const grid = mapGrid(bbox, zoom);
  const [west, south, east, north] = bbox;
  const [firstColumn, firstRow] = mapCell(grid, south, west);
  const [lastColumn, lastRow] = mapCell(grid, north, east);
  return (lastColumn - firstColumn + 1) * (lastRow - firstRow + 1);
}

describe("parseBbox", () => {
  it("reads west,south,east,north", () => {
    expect(parseBbox("23.5,35,26.25,36")).toEqual([23.5, 35, 26.25, 36]);
    expect(parseBbox(" -180 , -90 , 180 , 90 ")).toEqual([-180, -90, 180, 90]);
  });

  it.each([
    ["", "empty"],
    ["23,35,26", "three numbers"],
    ["23,35,26,36,1", "five numbers"],
    ["23,35,,36", "a blank"],
    ["a,35,26,36", "not a number"],
    ["26,35,23,36", "west east of east"],
    ["23,36,26,35", "south north of north"],
    ["23,35,23,36", "no width"],
    ["-181,35,26,36", "beyond -180"],
    ["23,35,26,91", "beyond the pole"],
    ["Infinity,35,26,36", "infinite"],
  ])("refuses %j (%s)", (value) => {
    expect(parseBbox(value)).toBeNull();
  });
});

describe("mapGrid", () => {
  it("cuts a screen-sized box into cells of about 60 pixels", () => {
    // Crete at zoom 8 on a 1280 px wide map: 1280 px are 1280 / 256 * 360 / 2^8 = 7 degrees.
    const grid = mapGrid([22, 34, 29, 36.5], 8);
    expect(grid.cellLng).toBeCloseTo((360 / 256) * (60 / 256), 6);
    expect(grid.cellLat).toBeLessThan(grid.cellLng);
    expect(cellsTouched([22, 34, 29, 36.5], 8)).toBeGreaterThan(100);
  });

  it("never cuts any box at any zoom into more cells than the cap", () => {
    const boxes: Bbox[] = [
      GREECE_BOUNDS,
      [-180, -90, 180, 90],
      [-180, -85, 180, 85],
      [23.7, 37.9, 23.8, 38],
      [0, 0, 0.0001, 0.0001],
      [-10, 60, 40, 80],
    ];
    for (const bbox of boxes) {
      for (let zoom = 0; zoom <= 20; zoom += 1) {
        expect(cellsTouched(bbox, zoom), `${bbox.join(",")} at zoom ${zoom}`).toBeLessThanOrEqual(
          MAP_GRID_CELLS_MAX,
        );
      }
    }
  });

  it("keeps a point in the same cell when the visitor pans a little", () => {
    const here = mapGrid([23, 35, 26, 36], 9);
    const panned = mapGrid([23.4, 35.1, 26.4, 36.1], 9);
    expect(panned).toEqual(here);
    expect(mapCell(panned, 35.5, 24.01)).toEqual(mapCell(here, 35.5, 24.01));
  });
});

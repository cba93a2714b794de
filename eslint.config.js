import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The rooms of the tree. Inside a room, imports are relative; another room is named by its alias
 * (package.json "imports"), so no import climbs two folders and a file can move without its
 * imports counting folders.
 */
const ROOMS = ["app", "core", "scripts", "server", "tests"];
const ALIASES = ROOMS.map((room) => `#${room}/`).join(", ");
const CLIMBS_TWO = {
  regex: "^\\.\\./\\.\\./",
  message: `An import does not climb two folders: name the room by its alias (${ALIASES}).`,
};
const LEAVES_ROOM = {
  regex: "^\\.\\./",
  message: `A file at the top of its room reaches another room by its alias (${ALIASES}).`,
};
/** The files at the top of each room, where `../` already leaves the room. */
const ROOM_TOPS = ROOMS.map((room) => `${room}/*.{ts,tsx,mts,mjs,js}`);

/**
 * The import rule for `files`: the zone's own `patterns` and the rooms' two. A file matched by a later
 * zone takes that zone's rule whole (flat config does not merge a rule's options), so every zone
 * repeats the rooms' patterns, with LEAVES_ROOM for the zone's files at the top of a room.
 */
function importZone(files, patterns, ignores = []) {
  const rule = (extra) => ({
    "no-restricted-imports": ["error", { patterns: [...patterns, CLIMBS_TWO, ...extra] }],
  });
  return [
    { files, ignores, rules: rule([]) },
    {
      files: files.flatMap((glob) => ROOM_TOPS.map((top) => [glob, top])),
      ignores,
      rules: rule([LEAVES_ROOM]),
    },
  ];
}

/** The rule every file of app/ keeps, and what a zone of it adds. */
function appZone(files, patterns) {
  return importZone(files, [
    {
      regex: "^#server/",
      allowTypeImports: true,
      message: "app/ reaches the server only through the loader context; from server/ it imports types.",
    },
    {
      regex: "^lucide-react$",
      allowTypeImports: false,
      message: "Icons come from app/components/ui/icons.tsx, which writes each icon's shapes once.",
    },
    ...patterns,
  ]);
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "separate-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
    },
  },
  // Every file: the rooms' rule.
  ...importZone(["**/*.{ts,tsx,mts,mjs,js}"], []),
  // Direction of imports: core imports nothing of ours but itself and zod.
  ...importZone(
    ["core/**/*.ts"],
    [{ regex: "^(?!zod$|\\.\\.?/|#core/)", message: "core/ may import only zod and other core/ files." }],
    ["core/**/*.test.ts"],
  ),
  ...importZone(
    ["server/**/*.ts"],
    [
      {
        // The route table is data, not React: a test holds the reserved slugs equal to its pages.
        regex: "^#app/(?!routes\\.ts$)",
        message: "server/ must not import the React app.",
      },
    ],
  ),
  // Inside app/: routes compose components, components use lib, never the other way round.
  ...appZone(["app/**/*.{ts,tsx}"], []),
  ...appZone(
    ["app/components/**/*.{ts,tsx}"],
    [{ regex: "(^|/)routes/", message: "app/components/ must not import a route module." }],
  ),
  ...appZone(
    ["app/lib/**/*.{ts,tsx}"],
    [
      {
        regex: "(^|/)(components|routes)/",
        message: "app/lib/ must not import components or route modules.",
      },
    ],
  ),
);

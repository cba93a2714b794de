import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The rule every file of app/ keeps, and what a zone of it adds. */
function appZone(files, patterns) {
  return {
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "!**/*.server.ts"],
              allowTypeImports: true,
              message: "app/ reaches the server only through the loader context (or *.server.ts files).",
            },
            ...patterns,
          ],
        },
      ],
    },
  };
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
  // Direction of imports: core imports nothing of ours but itself and zod.
  {
    files: ["core/**/*.ts"],
    ignores: ["core/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(?!zod$|\\./)", message: "core/ may import only zod and other core/ files." },
          ],
        },
      ],
    },
  },
  // The catalogues live one and two folders down (core/i18n, core/i18n/en): the same rule, by depth.
  {
    files: ["core/i18n/*.ts"],
    ignores: ["core/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!zod$|\\./|\\.\\./[^.])",
              message: "core/ may import only zod and other core/ files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["core/i18n/*/*.ts"],
    ignores: ["core/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!zod$|\\./|\\.\\./[^.]|\\.\\./\\.\\./[^.])",
              message: "core/ may import only zod and other core/ files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // The route table is data, not React: the server reads it for the slugs pages take.
              group: ["**/app/*", "!**/app/routes.ts"],
              message: "server/ must not import the React app.",
            },
          ],
        },
      ],
    },
  },
  // Inside app/: routes compose components, components use lib, never the other way round.
  appZone(["app/**/*.{ts,tsx}"], []),
  appZone(
    ["app/components/**/*.{ts,tsx}"],
    [{ group: ["**/routes/**"], message: "app/components/ must not import a route module." }],
  ),
  appZone(
    ["app/lib/**/*.{ts,tsx}"],
    [
      {
        group: ["**/components/**", "**/routes/**"],
        message: "app/lib/ must not import components or route modules.",
      },
    ],
  ),
);

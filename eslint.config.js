import convexPlugin from "@convex-dev/eslint-plugin";
import i18next from "eslint-plugin-i18next";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** zod comes configured for the pages' Content-Security-Policy (no eval): one import for everyone. */
const ZOD = { name: "zod", message: "Import z from convex/model/zod, which is set up for the pages' Content-Security-Policy." };

/** `no-restricted-imports` with the zod rule and these patterns (a later block replaces an earlier one's options). */
const restrictedImports = (...patterns) => ["error", { paths: [ZOD], patterns }];

/**
 * Translated folders and files (issue 27): every user-visible text there comes from a catalogue in
 * src/i18n/locales, so a literal string in JSX (text, or a label, title, placeholder, alt, helper
 * text or aria-label) fails the lint. Add a folder here when its screens are translated.
 */
const TRANSLATED = [
  "src/i18n/**/*.tsx",
  "src/app/**/*.tsx",
  "src/features/errors/**/*.tsx",
  "src/components/QueryErrorBoundary.tsx",
  "src/components/PageLoading.tsx",
  "src/components/auth/AccessDenied.tsx",
  "src/components/brand/**/*.tsx",
  "src/features/auth/**/*.tsx",
  "src/features/checkin/**/*.tsx",
  "src/components/checkin/**/*.tsx",
];

const NO_LITERAL_STRING = [
  "error",
  {
    mode: "jsx-only",
    "jsx-attributes": {
      include: ["^(label|aria-label|aria-valuetext|title|placeholder|alt|helperText|primary|secondary|subheader|message|confirmLabel|cancelLabel)$"],
    },
    // Punctuation and numbers alone (", ", "·", "—") are not words; (a log-only label, e.g. QueryErrorBoundary's, goes in a constant).
    words: { exclude: ["^[\\s\\d.,:;!?()/+\\-–—·•%#×]*$"] },

  },
];

export default tseslint.config(
  { ignores: ["dist", "node_modules", "convex/_generated", ".data*", "coverage", "tests/conformance/fixture/convex/_generated"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["convex/**/*.ts", "src/**/*.{ts,tsx}"],
    ignores: ["convex/model/zod.ts"],
    rules: { "no-restricted-imports": restrictedImports() },
  },
  {
    // A feature uses another feature only through that feature's index.ts.
    files: ["src/features/*/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrictedImports({
        regex: "^\\.\\./[^./][^/]*/",
        message: "Import another feature through its index.ts (or move shared code to src/components or src/lib).",
      }),
    },
  },
  {
    // Shared code never depends on a feature.
    files: ["src/components/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}", "src/theme/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrictedImports({ regex: "(^|/)features/", message: "Shared code may not import a feature." }),
    },
  },
  {
    // The backend is deployed alone: its functions import nothing from the front end.
    files: ["convex/**/*.ts"],
    ignores: ["convex/**/*.test.ts", "convex/**/*.helpers.ts", "convex/model/zod.ts"],
    rules: {
      "no-restricted-imports": restrictedImports({
        regex: "(^|/)src/",
        message: "convex/ may not import the front end; put shared rules in convex/model.",
      }),
    },
  },
  {
    files: TRANSLATED,
    ignores: ["**/*.test.tsx"],
    plugins: { i18next },
    rules: { "i18next/no-literal-string": NO_LITERAL_STRING },
  },
  ...convexPlugin.configs.recommended,
);

import convexPlugin from "@convex-dev/eslint-plugin";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import i18next from "eslint-plugin-i18next";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** zod comes configured for the pages' Content-Security-Policy (no eval): one import for everyone. */
const ZOD = { name: "zod", message: "Import z from convex/shared/zod, which is set up for the pages' Content-Security-Policy." };

/** Only the engine's adapter reaches into other packages' internals (paths or package files). */
const INTERNALS = {
  selector: "Literal[value=/^(convex-test(\\/|$)|convex\\/(dist|src)\\/|convex\\/package\\.json$|@convex-dev\\/auth\\/(dist|src|package\\.json))/]",
  message: "Only server/engine/adapter/ may reach convex-test or the internals of convex / @convex-dev/auth: use its index.ts.",
};

/** `no-restricted-imports` with the zod rule and these patterns (a later block replaces an earlier one's options). */
const restrictedImports = (...patterns) => ["error", { paths: [ZOD], patterns }];

const NO_FRONT_END = { regex: "(^|/)src/", message: "convex/ may not import the front end; put shared rules in convex/shared." };

const NO_RAW_MUTATION = {
  regex: "(^|/)_generated/server$",
  importNames: ["mutation", "internalMutation"],
  message:
    "Declare mutations with staffMutation, publicMutation or internalMutation from convex/functions.ts: their ctx.db keeps the derived documents (model/derivedData.ts).",
};

const NO_GENERIC_MUTATION = {
  regex: "^convex/server$",
  importNames: ["mutationGeneric", "internalMutationGeneric"],
  message: NO_RAW_MUTATION.message,
};

/**
 * The front end takes from convex/ only the shared rules (convex/shared/), the generated API and
 * the data model's types: never the server's own modules, which need the database.
 */
const SRC_TO_CONVEX = {
  regex: "^(\\.\\./)+convex/(?!shared/|_generated/(api|dataModel)$)",
  message: "src/ imports from convex/ only convex/shared (the rules both sides use) and convex/_generated/api or dataModel.",
};

/**
 * Translated folders and files (issue 27): every user-visible text there comes from a catalogue in
 * src/i18n/locales, so a literal string in JSX (text, or a label, title, placeholder, alt, helper
 * text or aria-label) fails the lint. Add a folder here when its screens are translated.
 */
/** Every screen's JSX: a word a person reads comes from a catalogue (src/i18n), in English and Spanish. */
const TRANSLATED = ["src/**/*.tsx"];

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
    ignores: ["convex/shared/zod.ts"],
    rules: { "no-restricted-imports": restrictedImports() },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictedImports(SRC_TO_CONVEX) },
  },
  {
    // A feature uses another feature only through that feature's index.ts.
    files: ["src/features/*/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrictedImports({
        regex: "^\\.\\./[^./][^/]*/",
        message: "Import another feature through its index.ts (or move shared code to src/components or src/lib).",
      }, SRC_TO_CONVEX),
    },
  },
  {
    // Shared code never depends on a feature.
    files: ["src/components/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}", "src/theme/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrictedImports(
        { regex: "(^|/)features/", message: "Shared code may not import a feature." },
        SRC_TO_CONVEX,
      ),
    },
  },
  {
    // The backend is deployed alone: its functions import nothing from the front end. Every
    // mutation is declared with the builders of convex/functions.ts, whose ctx.db keeps the
    // documents derived from attendees (model/derivedData.ts); the raw builders would bypass it.
    files: ["convex/**/*.ts"],
    ignores: ["convex/**/*.test.ts", "convex/**/*.helpers.ts", "convex/shared/zod.ts"],
    rules: {
      "no-restricted-imports": restrictedImports(NO_FRONT_END, NO_RAW_MUTATION, NO_GENERIC_MUTATION),
    },
  },
  {
    // The shared rules are bundled by the browser too: no database, no server module, only each other
    // and the data model's types.
    files: ["convex/shared/**/*.ts"],
    ignores: ["convex/shared/zod.ts"],
    rules: {
      "no-restricted-imports": restrictedImports({
        regex: "^\\.\\./(?!_generated/dataModel$)",
        message: "convex/shared holds pure rules: it imports only convex/shared and convex/_generated/dataModel.",
      }),
    },
  },
  {
    // The one module that wraps the raw mutation builders.
    files: ["convex/functions.ts"],
    rules: { "no-restricted-imports": restrictedImports(NO_FRONT_END) },
  },
  {
    // Other packages' internals are the adapter's business (convex/ unit tests use convex-test's public `convexTest`).
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["server/engine/adapter/**", "convex/test.helpers.ts"],
    rules: { "no-restricted-syntax": ["error", INTERNALS] },
  },
  {
    // The engine's layers: the server reaches the engine's data shapes through engine/types.ts,
    // never the adapter; the engine reaches the adapter through its index.ts only.
    files: ["server/**/*.ts"],
    ignores: ["server/engine/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "(^|/)engine/adapter(/|$)", message: "Use the engine (engine/types.ts for its data shapes), not its adapter." }] }],
    },
  },
  {
    files: ["server/engine/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "^\\./adapter/(?!index\\.js$)", message: "Use the adapter through its index.ts." }] }],
    },
  },
  {
    // The adapter is the lowest layer: it imports nothing from the rest of the backend.
    files: ["server/engine/adapter/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "^\\.\\./", message: "The adapter imports nothing from the engine: take what it needs as a hook (core.ts AdapterHooks) or move the type to adapter/types.ts." }] }],
    },
  },
  {
    // No import cycles anywhere: a cycle hides which module is the lower layer.
    files: ["convex/**/*.ts", "src/**/*.{ts,tsx}", "server/**/*.ts", "tests/**/*.{ts,tsx}", "scripts/**/*.ts", "bench/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/external-module-folders": ["node_modules", "node_modules/@types"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Every word a person reads comes from a catalogue (src/i18n): no literal text in these screens' JSX.
    files: TRANSLATED,
    ignores: ["**/*.test.tsx"],
    plugins: { i18next },
    rules: { "i18next/no-literal-string": NO_LITERAL_STRING },
  },
  ...convexPlugin.configs.recommended,
);

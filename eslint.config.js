import convexPlugin from "@convex-dev/eslint-plugin";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** zod comes configured for the pages' Content-Security-Policy (no eval): one import for everyone. */
const ZOD = { name: "zod", message: "Import z from convex/shared/zod, which is set up for the pages' Content-Security-Policy." };

/** `no-restricted-imports` with the zod rule and these patterns (a later block replaces an earlier one's options). */
const restrictedImports = (...patterns) => ["error", { paths: [ZOD], patterns }];

/**
 * The front end takes from convex/ only the shared rules (convex/shared/), the generated API and
 * the data model's types: never the server's own modules, which need the database.
 */
const SRC_TO_CONVEX = {
  regex: "^(\\.\\./)+convex/(?!shared/|_generated/(api|dataModel)$)",
  message: "src/ imports from convex/ only convex/shared (the rules both sides use) and convex/_generated/api or dataModel.",
};

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
    // The backend is deployed alone: its functions import nothing from the front end.
    files: ["convex/**/*.ts"],
    ignores: ["convex/**/*.test.ts", "convex/**/*.helpers.ts", "convex/shared/zod.ts"],
    rules: {
      "no-restricted-imports": restrictedImports({
        regex: "(^|/)src/",
        message: "convex/ may not import the front end; put shared rules in convex/shared.",
      }),
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
  ...convexPlugin.configs.recommended,
);

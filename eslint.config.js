import convexPlugin from "@convex-dev/eslint-plugin";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    // A feature uses another feature only through that feature's index.ts.
    files: ["src/features/*/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./[^./][^/]*/",
              message: "Import another feature through its index.ts (or move shared code to src/components or src/lib).",
            },
          ],
        },
      ],
    },
  },
  {
    // Shared code never depends on a feature.
    files: ["src/components/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}", "src/theme/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "(^|/)features/", message: "Shared code may not import a feature." }] },
      ],
    },
  },
  {
    // The backend is deployed alone: its functions import nothing from the front end.
    files: ["convex/**/*.ts"],
    ignores: ["convex/**/*.test.ts", "convex/**/*.helpers.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "(^|/)src/", message: "convex/ may not import the front end; put shared rules in convex/model." }] },
      ],
    },
  },
  ...convexPlugin.configs.recommended,
);

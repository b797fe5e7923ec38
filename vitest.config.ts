import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { authTestEnv } from "./tests/authTestEnv";
import { icuCatalogues, NO_ICU_PARSER } from "./src/i18n/compileCatalogues";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "convex",
          include: ["convex/**/*.test.ts"],
          environment: "edge-runtime",
          env: authTestEnv(),
          // Generous limits: CI is a 2-core machine, and some tests seed a whole demo retreat.
          testTimeout: 20_000,
          // eslint-disable-next-line no-restricted-syntax -- convex/ unit tests run on convex-test's public API
          server: { deps: { inline: ["convex-test"] } },
        },
      },
      {
        // The catalogues are compiled as in the build, and formatted without the ICU parser as in the app.
        plugins: [icuCatalogues(), react()],
        resolve: { alias: [NO_ICU_PARSER] },
        test: {
          name: "web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "server",
          include: ["server/**/*.test.ts", "tests/conformance/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The short version runs with every `npm test`; `npm run reliability` runs the long one.
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ["tests/e2e/globalSetup.ts"],
        },
      },
    ],
  },
});

// TEMPORARY local launcher for running e2e tests (auth engineer); delete me.
import { register } from "tsx/esm/api";
register();
process.argv.splice(2, 0, "serve");
await import("./cli.ts");

// Writes convex/_generated/ offline, with the same templates `npx convex codegen` uses
// (that command needs a configured deployment; these files depend only on the file list).
import { readdirSync, writeFileSync, mkdirSync, existsSync, statSync } from "node:fs";
import { join, relative, parse, resolve } from "node:path";
import { pathToFileURL, fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
// Optional argument: another Convex functions directory (e.g. a test fixture); default convex/.
const convexDir = process.argv[2] ? resolve(process.argv[2]) : join(root, "convex");
const templates = join(root, "node_modules/convex/dist/esm/cli/codegen_templates");
const load = (name) => import(pathToFileURL(join(templates, name)).href);

const { apiCodegen } = await load("api.js");
const { serverCodegen } = await load("server.js");
const { header, compareStrings } = await load("common.js");

const dataModelDTS = `${header("Generated data model types.")}
import type { DataModelFromSchemaDefinition, DocumentByName, TableNamesInDataModel, SystemTableNames } from "convex/server";
import type { GenericId } from "convex/values";
import schema from "../schema.js";

export type TableNames = TableNamesInDataModel<DataModel>;
export type Doc<TableName extends TableNames> = DocumentByName<DataModel, TableName>;
export type Id<TableName extends TableNames | SystemTableNames> = GenericId<TableName>;
export type DataModel = DataModelFromSchemaDefinition<typeof schema>;
`;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const modulePaths = walk(convexDir)
  .map((f) => relative(convexDir, f))
  .filter((rel) => {
    const base = parse(rel).base;
    return (
      /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(rel) &&
      !rel.endsWith(".d.ts") &&
      !rel.startsWith("_generated") &&
      !base.startsWith(".") &&
      base !== "schema.ts" &&
      (base.match(/\./g) || []).length === 1 &&
      !rel.includes(" ")
    );
  })
  .sort(compareStrings);

const out = join(convexDir, "_generated");
mkdirSync(out, { recursive: true });
const api = apiCodegen(modulePaths, { useTypeScript: false });
const server = serverCodegen({ useTypeScript: false });
const files = {
  "api.js": api.JS,
  "api.d.ts": api.DTS,
  "server.js": server.JS,
  "server.d.ts": server.DTS,
  "dataModel.d.ts": dataModelDTS,
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(out, name), text);
if (!existsSync(join(convexDir, "schema.ts"))) throw new Error("convex/schema.ts is missing");
console.log(`convex/_generated: ${modulePaths.length} modules`);

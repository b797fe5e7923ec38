/**
 * zod as every rule uses it: told to validate without generated code. The app's pages run under a
 * Content-Security-Policy that allows no `eval`, and zod would otherwise probe for it with
 * `new Function` the first time a schema parses (a policy violation even though zod catches the
 * refusal). The rules are shared by the server and the pages, so the setting comes with the import
 * and holds before any schema, in whichever chunk, first parses.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };

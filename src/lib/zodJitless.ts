/**
 * The served Content-Security-Policy allows no `eval`: zod would probe for it with
 * `new Function` (reported as a policy violation even though it catches the refusal), so it is
 * told up front to validate without generated code. main.tsx loads it at start, before any form
 * can validate.
 */
import { z } from "zod";

z.config({ jitless: true });

/** The engine's data shapes that the rest of the server uses (documents, identities, commits). */
export type { CommitWrite, Doc, Identity } from "./adapter/index.js";

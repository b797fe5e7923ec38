/** The one search over men, shared with the server (convex/model/manSearch.ts) so both find the same men. */
export * from "../../convex/model/manSearch";

/** Answers in JSON text built from each stored document's cached text (documents are immutable objects). */
import { valueToJsonText } from "./json.js";

const docJsonCache = new WeakMap<object, string>();

/** JSON text of a stored document, cached per (immutable) document object. */
export function docJson(doc: object): string {
  let json = docJsonCache.get(doc);
  if (json === undefined) {
    json = valueToJsonText(doc);
    docJsonCache.set(doc, json);
  }
  return json;
}

/**
 * A `1.0/queryPage` answer as convex-test writes it (convexToJson: keys sorted), with each
 * document's text taken from the per-document cache.
 */
export function pageJson(result: { page: object[]; isDone: boolean; continueCursor: string; splitCursor: string | null; pageStatus: string | null }): string {
  const optional = (key: string, value: string | null | undefined) => (value === undefined ? "" : `,"${key}":${JSON.stringify(value)}`);
  return (
    `{"continueCursor":${JSON.stringify(result.continueCursor)},"isDone":${result.isDone ? "true" : "false"},` +
    `"page":[${result.page.map(docJson).join(",")}]${optional("pageStatus", result.pageStatus)}${optional("splitCursor", result.splitCursor)}}`
  );
}

/**
 * A deliberately small rich-text sanitiser for room descriptions: only a handful of formatting
 * tags survive, every attribute is dropped, script/style content is removed, and any other
 * markup is discarded so the result is safe to render as HTML. Used on the server before
 * saving and again in the browser before display.
 */
export const ALLOWED_TAGS = ["p", "br", "b", "strong", "i", "em", "u", "ul", "ol", "li"] as const;
const allowed = new Set<string>(ALLOWED_TAGS);
const VOID_TAGS = new Set(["br"]);
const DROP_CONTENT = new Set(["script", "style", "iframe", "object", "embed", "template", "noscript", "textarea", "title"]);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>|<![^>]*>|<\?[^>]*>/g;

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

export function sanitizeRichText(html: string): string {
  let out = "";
  let last = 0;
  let dropping: string | null = null;
  const open: string[] = [];
  for (const match of html.matchAll(TOKEN)) {
    const [token, rawName] = match;
    const index = match.index ?? 0;
    if (dropping === null) out += escapeText(html.slice(last, index));
    last = index + token.length;
    if (rawName === undefined) continue; // comment, doctype or processing instruction
    const name = rawName.toLowerCase();
    const closing = token.startsWith("</");
    if (dropping !== null) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(name)) {
      if (!closing && !token.endsWith("/>")) dropping = name;
      continue;
    }
    if (!allowed.has(name)) continue;
    if (VOID_TAGS.has(name)) {
      out += `<${name}>`;
    } else if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
    } else {
      open.push(name);
      out += `<${name}>`;
    }
  }
  if (dropping === null) out += escapeText(html.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** True when the sanitised HTML has no visible text. */
export function isBlankRichText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .trim() === ""
  );
}

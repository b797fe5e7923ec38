/**
 * Script and markup payloads for text fields. Each one, if it ever ran, would set
 * `window.__pwned` or open a dialog; the hostile-text test renders them on every screen and
 * checks that neither happens.
 */
import { SIZE } from "./config";

const BASE = [
  "<script>window.__pwned='script'</script>",
  '<img src=x onerror="window.__pwned=\'img\'">',
  "<svg onload=window.__pwned='svg'>",
  '"><iframe srcdoc="<script>parent.__pwned=\'iframe\'</script>">',
  "<a href=\"javascript:window.__pwned='href'\">link</a>",
  "javascript:window.__pwned='bare-href'",
  "<details open ontoggle=window.__pwned='details'>",
  "' onmouseover='window.__pwned=\"attr\"' x='",
  "<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned='mxss'>",
  "{{constructor.constructor('window.__pwned=\"template\"')()}}",
  "<object data=\"javascript:alert('object')\"></object>",
  "<body onload=alert('body')>",
];

/** The payloads for this run: the base list, then variants (upper case, entity-encoded, nested). */
export function payloads(): string[] {
  const variants = [
    (p: string) => p,
    (p: string) => p.toUpperCase().replace(/WINDOW\.__PWNED/g, "window.__pwned"),
    (p: string) => `<<${p}>>`,
  ];
  return variants.slice(0, SIZE.payloadRounds).flatMap((variant) => BASE.map(variant));
}

/**
 * A bound on how deep the HTML of a page nests before it is parsed for sanitizing. HTML parsers keep a stack of
 * open elements and search it for each closing tag (htmlparser2 also shifts it on every opening tag), so a page of
 * 100,000 unclosed `<div>`s would cost them time quadratic in its size. This linear pass models that stack (a
 * closing tag pops up to the nearest open element of its name; implicit closes are left out, so the model never
 * holds fewer elements than the parser) and turns every opening tag that would nest deeper than the bound into
 * text (`&lt;`). It only ever removes markup, so it cannot make anything the sanitizer would refuse.
 */

/** HTML nests at most this deep; markdown-it nests its own blocks at most 100 deep too. */
export const MAX_HTML_DEPTH = 100;

/** Elements that never hold others (the parser opens none of them). */
const VOID = new Set(['area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/** `html` with the opening tags that would nest deeper than `max` turned into text. */
export function limitNesting(html: string, max = MAX_HTML_DEPTH): string {
  const stack: string[] = [];
  const open = new Map<string, number>();
  const flattened: number[] = [];
  for (const match of html.matchAll(/<(\/?)([A-Za-z][^\s/>]*)/g)) {
    const name = match[2]!.toLowerCase();
    if (match[1] === '/') {
      if ((open.get(name) ?? 0) === 0) continue;
      for (let top = stack.pop(); ; top = stack.pop()) {
        open.set(top!, open.get(top!)! - 1);
        if (top === name) break;
      }
      continue;
    }
    if (VOID.has(name)) continue;
    if (stack.length >= max) {
      flattened.push(match.index);
      continue;
    }
    stack.push(name);
    open.set(name, (open.get(name) ?? 0) + 1);
  }
  if (flattened.length === 0) return html;
  const parts: string[] = [];
  let from = 0;
  for (const at of flattened) {
    parts.push(html.slice(from, at), '&lt;');
    from = at + 1;
  }
  parts.push(html.slice(from));
  return parts.join('');
}

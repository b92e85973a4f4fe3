/**
 * Reads field descriptions out of the API reference (docs/api-reference.md): the fields of each resource
 * (`### Space` followed by `` `id` string; `title` string; … ``) and the request fields of each endpoint
 * (the tables of `## Endpoints`). The reference is terse; each entry becomes one sentence, e.g.
 * `` `revision` string (id of the primary revision) `` → "Id of the primary revision (string)."
 */

/** The description of a field and of the fields nested in it (`urls` {`location`,`app`}). */
export interface FieldDoc {
  text: string;
  children: Map<string, FieldDoc>;
  /** True when the reference gives only the field's type (`title` string → "Title: string."), no meaning. */
  typeOnly: boolean;
}

/** A resource section: its heading, the `object` value it names, and its fields. */
export interface ResourceDoc {
  heading: string;
  object: string | undefined;
  fields: Map<string, FieldDoc>;
}

export interface ReferenceDocs {
  resources: ResourceDoc[];
  /** Request fields by `METHOD /path` with `{}` for each path parameter (see {@link routeKey}). */
  requests: Map<string, Map<string, FieldDoc>>;
}

/** `GET /spaces/{spaceId}` → `GET /spaces/{}`: the reference and the contract name parameters differently. */
export const routeKey = (method: string, path: string) => `${method} ${path.replace(/\{[^}]*\}/g, '{}')}`;

/** Splits at `separator` outside brackets, parentheses and backticks. */
function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '`') quoted = !quoted;
    else if (quoted) continue;
    else if ('{[('.includes(char)) depth++;
    else if ('}])'.includes(char)) depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/** The first top-level `{…}` of `text` (inside `[{…}]` too), its inside and the text without it. */
function braceGroup(text: string): { inside: string; rest: string } | undefined {
  const open = text.indexOf('{');
  if (open === -1) return undefined;
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) {
      return { inside: text.slice(open + 1, index), rest: `${text.slice(0, open)}${text.slice(index + 1)}` };
    }
  }
  return undefined;
}

/** `changeRequestsOpen` → `Change requests open`. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * True when a note only restates a type or a limit (`string, required`, `1..100`, `Role or null, optional`), so
 * that a description saying what the field is, from the source or the resource, is preferred to it.
 */
function onlyTypeWords(note: string): boolean {
  const rest = note
    .replace(/`[^`]*`/g, ' ')
    .replace(/\b(strings?|integers?|booleans?|numbers?|required|req|optional|open enumeration|enum\*?|date-time|urls?|uris?|roles?|objects?|arrays?|or|null|max|min|pattern|of|ids?)\b/gi, ' ')
    .replace(/[\d.,;:\[\]*]+/g, ' ');
  return rest.trim() === '';
}

/** One sentence for a field from its entry's text after the name, e.g. `string (id of the primary revision)`. */
function sentence(name: string, entry: string, children: Map<string, FieldDoc>): { text: string; typeOnly: boolean } {
  const text = entry
    .replace(/\[\s*\]/g, '')
    .replace(/\benum\*/g, 'open enumeration')
    .replace(/\b(integer|boolean|string)s\b/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/^[,:]\s*/, '')
    .trim();
  const parenthesised = /^([^()]*)\(([^()]*)\)\s*$/.exec(text.replace(/\breq\b/, 'required'));
  let result: string;
  let typeOnly = false;
  if (parenthesised && !/^(example|default)\b/.test(parenthesised[2]!.trim())) {
    const [, base, note] = parenthesised;
    typeOnly = onlyTypeWords(note!);
    result = `${capitalize(note!.trim())}${base!.trim() ? ` (${base!.trim()})` : ''}`;
  } else if (parenthesised) {
    const [, base, note] = parenthesised;
    const example = note!.trim().replace(/^example\s+/, 'e.g. ');
    result = `${humanize(name)}: ${base!.trim() || 'value'}, ${example}`;
    typeOnly = true;
  } else if (text) {
    result = `${humanize(name)}: ${text.replace(/\breq\b/, 'required')}`;
    typeOnly = true;
  } else if (children.size > 0) {
    result = `${humanize(name)}: ${[...children.keys()].map((child) => `\`${child}\``).join(', ')}`;
    typeOnly = true;
  } else {
    return { text: `${humanize(name)}.`, typeOnly: true };
  }
  return { text: result.endsWith('.') ? result : `${result}.`, typeOnly };
}

/** Parses `` `a`, `b` string (note) {`c`,`d`} `` into a description for each of `a` and `b`. */
function parseEntries(
  text: string,
  separator: string,
  shareTypes: boolean,
  into = new Map<string, FieldDoc>(),
): Map<string, FieldDoc> {
  const pending: string[] = [];
  for (const raw of splitOutside(text, separator)) {
    const entry = raw.replace(/^(body|query)\s+/, '');
    const names = /^((?:`[\w$-]+`\s*,?\s*)+)(.*)$/s.exec(entry);
    if (!names) continue;
    const fieldNames = [...names[1]!.matchAll(/`([\w$-]+)`/g)].map((match) => match[1]!);
    let rest = names[2]!.trim();
    const children = new Map<string, FieldDoc>();
    const group = braceGroup(rest);
    if (group) {
      parseEntries(group.inside, ',', true, children);
      rest = group.rest;
    }
    // `a`, `b` without a type share the type of the next entry that has one (`createdAt`, `updatedAt` date-time).
    if (!rest && children.size === 0 && shareTypes) {
      pending.push(...fieldNames);
      continue;
    }
    for (const name of [...pending, ...fieldNames]) {
      if (!into.has(name)) into.set(name, { ...sentence(name, rest, children), children });
    }
    pending.length = 0;
  }
  for (const name of pending) {
    if (!into.has(name)) into.set(name, { text: `${humanize(name)}.`, children: new Map(), typeOnly: true });
  }
  return into;
}

/** Reads the API reference's markdown. */
export function parseReference(markdown: string): ReferenceDocs {
  const resources: ResourceDoc[] = [];
  const requests = new Map<string, Map<string, FieldDoc>>();
  const lines = markdown.split('\n');
  let part = '';
  let base = '';
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.startsWith('## ')) part = line.slice(3).trim();
    if (part === 'Resources and their fields' && line.startsWith('### ')) {
      const heading = /^### (.+?)(?: \(`object`=`([^`]+)`\))?\s*$/.exec(line)!;
      const fields = (lines[index + 1] ?? '').trim().replace(/\.$/, '');
      resources.push({ heading: heading[1]!, object: heading[2], fields: parseEntries(fields, ';', false) });
    }
    if (part === 'Endpoints' && line.startsWith('### ')) base = /\(under ([^)\s]+)/.exec(line)?.[1] ?? '';
    const row = /^\| (GET|POST|PUT|PATCH|DELETE) \| ([^|]+) \| ([^|]*) \|/.exec(line);
    if (part === 'Endpoints' && row) {
      const suffix = row[2]!.trim() === '(none)' ? '' : row[2]!.trim();
      const path = suffix.startsWith('/') && !base ? suffix : `${base}${suffix}`;
      requests.set(routeKey(row[1]!, path), parseEntries(row[3]!, ',', false));
    }
  }
  // The conventions describe the parameters every list takes, and `shareKey`: they replace a bare mention.
  const conventions = parseEntries(
    '`page` (identifier of the page of results), `limit` (number of items per page, max 1000), ' +
      '`shareKey` (for sites published through share links: resolves published URLs)',
    ',',
    false,
  );
  for (const fields of requests.values()) {
    for (const [name, field] of conventions) if (fields.get(name)?.typeOnly) fields.set(name, field);
  }
  return { resources, requests };
}

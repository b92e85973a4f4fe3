/**
 * Computed pages (`computed.type = builtin:openapi`): a page of type `computed` names an OpenAPI spec of the
 * space's organization, and reads compute its document from the spec's latest processed version. Computed,
 * it reads as a document page describing the API (`props.doc = info`), with one sub-page per tag listing its
 * operations (`operations`) and, when asked for, one for the schemas (`models`). Each computed page carries
 * the computation it came from (`computed`) and the seed its id is made from (`computedSeed`), so its id is
 * the same from read to read while its content follows the spec. With `computed=false` the page is answered
 * as stored: type `computed`, its source, no content.
 */
import type { PageComputationRecord, PageRecord } from '../../store/content-records.js';
import { hash32 } from '../../store/ids.js';
import type { Store } from '../../store/store.js';
import { slugify, uniqueSlug } from './slugs.js';
import { isPlainObject } from '../../core/plain-object.js';

/** The latest processed document of a spec, by slug; undefined when there is none to compute from. */
export type SpecSource = (slug: string) => { document: Record<string, unknown>; versionId: string } | undefined;

/** The specs of organization `organizationId`, as computed pages read them. */
export function specSourceOf(store: Store, organizationId: string): SpecSource {
  return (slug) => {
    const spec = [...store.data.openapiSpecs.values()].find((candidate) => candidate.organizationId === organizationId && candidate.slug === slug);
    const version = spec?.lastVersionId === undefined ? undefined : store.data.openapiVersions.get(spec.lastVersionId);
    if (!version || !isPlainObject(version.document)) return undefined;
    return { document: version.document, versionId: version.id };
  };
}

/** One page a computation yields: its source, seed, slug, title and markdown, and its sub-pages. */
export interface ComputedDocument {
  id: string;
  title: string;
  slug: string;
  markdown: string;
  computed: { type: 'builtin:openapi'; dependencies: { spec: { ref: { kind: 'openapi'; spec: string } } }; props: { doc: string; page?: string } };
  computedSeed: string;
  pages: ComputedDocument[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;
const DEFAULT_TAG = 'default';

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** A seed that names one computed page of one computed page record; stable while the record and props are. */
function seedOf(record: PageRecord, doc: string, page?: string): string {
  const text = `${record.id}\u0000${doc}\u0000${page ?? ''}`;
  return hash32(text).toString(16).padStart(8, '0') + hash32(`${text}\u0000`).toString(16).padStart(8, '0');
}

/** The computed form of `record`, or undefined when its spec has no processed version to compute from. */
export function computePage(record: PageRecord, computation: PageComputationRecord, specs: SpecSource): ComputedDocument | undefined {
  const source = specs(computation.spec);
  if (!source) return undefined;
  const { document } = source;
  const ref = { spec: { ref: { kind: 'openapi' as const, spec: computation.spec } } };
  const make = (doc: string, page: string | undefined, title: string, slug: string, markdown: string, pages: ComputedDocument[] = []): ComputedDocument => {
    const computedSeed = seedOf(record, doc, page);
    return {
      // The computation's own page keeps the stored page's id; the pages under it take theirs from the seed.
      id: doc === 'info' ? record.id : `${record.id}-${computedSeed.slice(0, 10)}`,
      title,
      slug,
      markdown,
      computed: { type: 'builtin:openapi', dependencies: ref, props: page === undefined ? { doc } : { doc, page } },
      computedSeed,
      pages,
    };
  };
  const taken = new Set<string>();
  const budget = new Budget(document);
  const children: ComputedDocument[] = [];
  const byTag = operationsByTag(document);
  for (const [tag, lines] of byTag) {
    if (!budget.spend(tag, lines)) continue;
    children.push(make('operations', tag, tag, claim(slugify(tag), taken), `# ${tag}\n\n${lines.join('\n\n')}\n`));
  }
  const models = modelsOf(document);
  if (computation.models && models.length > 0 && budget.spend('Models', models)) {
    children.push(make('models', undefined, 'Models', claim('models', taken), `# Models\n\n${models.join('\n\n')}\n`));
  }
  return make('info', record.title, record.title, record.slug, infoMarkdown(document) + budget.note(byTag.size + (computation.models ? 1 : 0)), children);
}

/** What a computed page costs beyond its markdown (ids, seed, computation), counted against the budget. */
const PAGE_COST = 512;
/** Computed pages may hold this many times the spec's own size (one operation under 2,000 tags would not). */
const OUTPUT_FACTOR = 4;
/** ... plus this much, so that small specs are never cut. */
const OUTPUT_ALLOWANCE = 256 * 1024;

/**
 * Keeps what a computation yields proportional to the spec: an operation listed under many tags is written on
 * every tag's page, so without a bound a small spec could make each read of a space answer megabytes. Pages
 * past the budget are left out, and the API's page says how many.
 */
class Budget {
  private readonly limit: number;
  private spent = 0;
  private left = 0;

  constructor(document: Record<string, unknown>) {
    this.limit = OUTPUT_FACTOR * JSON.stringify(document).length + OUTPUT_ALLOWANCE;
  }

  /** True (and counted) when a page of these sections still fits; false (and counted as left out) when not. */
  spend(title: string, sections: readonly string[]): boolean {
    let cost = PAGE_COST + 2 * title.length;
    for (const section of sections) cost += section.length + 2;
    if (this.left > 0 || this.spent + cost > this.limit) {
      this.left += 1;
      return false;
    }
    this.spent += cost;
    return true;
  }

  /** A closing paragraph for the API's page when pages were left out. */
  note(pages: number): string {
    if (this.left === 0) return '';
    return `\n${this.left} of ${pages} pages are left out: the pages computed from a spec hold at most ${OUTPUT_FACTOR} times its size.\n`;
  }
}

/** A slug no earlier sibling holds, then held. */
function claim(base: string, taken: Set<string>): string {
  const slug = uniqueSlug(base, taken);
  taken.add(slug);
  return slug;
}

function infoMarkdown(document: Record<string, unknown>): string {
  const info = isPlainObject(document.info) ? document.info : {};
  const title = textOf(info.title) ?? 'API';
  const version = textOf(info.version);
  const description = textOf(info.description);
  return [`# ${title}`, ...(version === undefined ? [] : [`Version ${version}`]), ...(description === undefined ? [] : [description])].join('\n\n') + '\n';
}

/** Each tag's operations as markdown sections, tags in the order the spec first uses them. */
function operationsByTag(document: Record<string, unknown>): Map<string, string[]> {
  const byTag = new Map<string, string[]>();
  const paths = isPlainObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isPlainObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isPlainObject(operation)) continue;
      const tags = Array.isArray(operation.tags) ? operation.tags.filter((tag): tag is string => typeof tag === 'string' && tag !== '') : [];
      const heading = textOf(operation.summary) ?? textOf(operation.operationId) ?? `${method.toUpperCase()} ${path}`;
      const description = textOf(operation.description);
      const section = [`## ${heading}`, `\`${method.toUpperCase()} ${path}\``, ...(description === undefined ? [] : [description])].join('\n\n');
      for (const tag of tags.length > 0 ? tags : [DEFAULT_TAG]) {
        const list = byTag.get(tag);
        if (list) list.push(section);
        else byTag.set(tag, [section]);
      }
    }
  }
  return byTag;
}

/** The schemas of an OpenAPI 3 (`components.schemas`) or Swagger 2.0 (`definitions`) document. */
function modelsOf(document: Record<string, unknown>): string[] {
  const components = isPlainObject(document.components) ? document.components : {};
  const schemas = isPlainObject(components.schemas) ? components.schemas : isPlainObject(document.definitions) ? document.definitions : {};
  return Object.entries(schemas).map(([name, schema]) => {
    const description = isPlainObject(schema) ? textOf(schema.description) : undefined;
    return description === undefined ? `## ${name}` : `## ${name}\n\n${description}`;
  });
}

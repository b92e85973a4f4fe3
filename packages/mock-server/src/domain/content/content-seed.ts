/**
 * Seeding a space's primary content, for tests and the demo world (`POST /__control/seed` with
 * `{"kind": "content", …}`, or `server.control.seed(…)`). The input is checked whole first — a 400 names
 * the field, e.g. `pages.0.pages.1.href: is required for a link page` — and then applied as one new primary
 * revision whose parent is the previous one, like any edit of the content.
 */
import {
  arrayOf,
  closedEnum,
  int,
  maxText,
  PAGE_MARKDOWN_MAX,
  PAGE_SLUG_MAX,
  PAGE_SLUG_PATTERN,
  PAGE_TITLE_MAX,
  PAGE_TITLE_MIN,
  pageSettingsInput,
  patterned,
  str,
  text,
  bool,
  type PageSettingsInput,
} from '@docpub/sdk/contract';
import { z } from 'zod';
import type { Clock } from '../../core/clock.js';
import { badRequest } from '../../core/http-error.js';
import { parseOrBadRequest } from '../../core/validate.js';
import { applyPageSettings, checkPageSettings } from './page-settings.js';
import { PageTree } from './page-tree.js';
import { commitRevision, workingCopy } from './revision-content.js';
import { slugify, uniqueSlug } from './slugs.js';
import { primaryRevision } from '../spaces/spaces.js';
import { isoNow } from '../time.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { FileRecord, PageRecord, ReusableContentRecord, RevisionContent } from '../../store/content-records.js';
import type { Store } from '../../store/store.js';

/** Seeded ids are used in paths: keep them to URL-safe characters. */
const seedId = patterned(/^[A-Za-z0-9_-]+$/, 64);
/** Enough for any test or demo, small enough that a mistake cannot exhaust the server. */
const SEED_ITEMS_MAX = 1000;

const seedPage: z.ZodType<SeedPage, unknown> = z.object({
  /** A fixed id; generated when absent. */
  id: seedId.optional(),
  title: text(PAGE_TITLE_MIN, PAGE_TITLE_MAX),
  /** Derived from the title when absent (and made unique among the siblings). */
  slug: patterned(PAGE_SLUG_PATTERN, PAGE_SLUG_MAX).optional(),
  type: closedEnum(['document', 'group', 'link', 'computed']).optional(),
  /** The document of a `document` page (default: empty). */
  markdown: maxText(PAGE_MARKDOWN_MAX).optional(),
  /** The target of a `link` page: a page path (`/a/b`), `file:<id>` or a URL. */
  href: text(1, 2048).optional(),
  ...pageSettingsInput,
  emoji: text(1, 16).optional(),
  description: maxText(512).optional(),
  /** The source of a `computed` page: an OpenAPI spec of the space's organization, by slug. */
  computed: z.object({ spec: str(), models: bool().optional() }).optional(),
  get pages() {
    return arrayOf(seedPage, SEED_ITEMS_MAX).optional();
  },
});

export interface SeedPage extends PageSettingsInput {
  id?: string | undefined;
  title: string;
  slug?: string | undefined;
  type?: 'document' | 'group' | 'link' | 'computed' | undefined;
  markdown?: string | undefined;
  href?: string | undefined;
  computed?: { spec: string; models?: boolean | undefined } | undefined;
  pages?: SeedPage[] | undefined;
}

const seedFile = z.object({
  /** An existing file's id replaces that file (a `file_edited` change); a new one fixes the new file's id. */
  id: seedId.optional(),
  name: text(1, 255),
  contentType: text(1, 127).default('application/octet-stream'),
  size: int().min(0, { error: 'must be an integer of at least 0' }).default(0),
  dimensions: z
    .object({ width: int().min(1, { error: 'must be at least 1' }), height: int().min(1, { error: 'must be at least 1' }) })
    .optional(),
});

const seedReusableContent = z.object({
  id: seedId.optional(),
  title: text(1, PAGE_TITLE_MAX),
  markdown: maxText(PAGE_MARKDOWN_MAX).default(''),
});

/** The body of `POST /__control/seed` for `kind: "content"`. */
export const seedContentInput = z.object({
  kind: z.literal('content'),
  /** The space whose primary content receives the seed. */
  spaceId: str(),
  /** Seeded root pages go under this existing page; at the root when absent. */
  into: str().optional(),
  pages: arrayOf(seedPage, SEED_ITEMS_MAX).optional(),
  files: arrayOf(seedFile, SEED_ITEMS_MAX).optional(),
  reusableContents: arrayOf(seedReusableContent, SEED_ITEMS_MAX).optional(),
  /** Ids of pages to remove (with their sub-pages). */
  deletePages: arrayOf(str(), SEED_ITEMS_MAX).optional(),
  /** Ids of files to remove. */
  deleteFiles: arrayOf(str(), SEED_ITEMS_MAX).optional(),
});
export type SeedContentInput = z.input<typeof seedContentInput>;

/** What seeding answers: the new primary revision and the ids of what was made. */
export interface SeededContent {
  revision: string;
  pages: { id: string; title: string; path: string }[];
  files: { id: string; name: string }[];
  reusableContents: { id: string; title: string }[];
}

/** Seeds a space's primary content; see the module comment. @throws HttpError 400 naming the field. */
export function seedContent(store: Store, clock: Clock, raw: unknown): SeededContent {
  const input = parseOrBadRequest(seedContentInput, raw, 'body');
  const space = store.data.spaces.get(input.spaceId);
  if (!space) throw badRequest('spaceId', `no space '${input.spaceId}'`);
  const primary = primaryRevision(store, space);
  const content = workingCopy(primary);
  const specs = new Set([...store.data.openapiSpecs.values()].filter((spec) => spec.organizationId === space.organizationId).map((spec) => spec.slug));
  const seeding = new ContentSeeding(content, isoNow(clock), specs);
  seeding.deletePages(input.deletePages ?? []);
  seeding.deleteFiles(input.deleteFiles ?? []);
  seeding.addPages(input.pages ?? [], seeding.container(input.into), 'pages');
  (input.files ?? []).forEach((file, index) => seeding.putFile(file, index));
  (input.reusableContents ?? []).forEach((reusable, index) => seeding.putReusable(reusable, index));
  // Everything is valid: only now are ids and sequence numbers drawn, so a refused seed changes nothing.
  seeding.assignIds(store);
  const revision = commitRevision(store, clock, { spaceId: space.id, parents: [primary.id], type: 'edits', content });
  space.revisionId = revision.id;
  space.updatedAt = isoNow(clock);
  return seeding.report(revision.id);
}

type SeedFile = z.output<typeof seedFile>;
type SeedReusable = z.output<typeof seedReusableContent>;

/** One seed being checked and applied to a working copy of the primary content. */
class ContentSeeding {
  readonly #newPages: PageRecord[] = [];
  readonly #newReusables: ReusableContentRecord[] = [];
  readonly #seededPages: PageRecord[] = [];
  readonly #seededFiles: FileRecord[] = [];
  readonly #seededReusables: ReusableContentRecord[] = [];

  constructor(
    readonly content: RevisionContent,
    readonly now: string,
    /** Slugs of the organization's OpenAPI specs, which computed pages may be computed from. */
    readonly specs: ReadonlySet<string>,
  ) {}

  container(into: string | undefined): string | null {
    if (into === undefined) return null;
    const page = this.content.pages.find((candidate) => candidate.id === into);
    if (!page) throw badRequest('into', `no page '${into}'`);
    if (page.type === 'link' || page.type === 'computed') throw badRequest('into', `page '${into}' is a ${page.type} and cannot hold pages`);
    return page.id;
  }

  deletePages(ids: readonly string[]): void {
    ids.forEach((id, index) => {
      const tree = new PageTree(this.content.pages);
      if (!tree.byId.has(id)) throw badRequest(`deletePages.${index}`, `no page '${id}'`);
      const doomed = tree.subtreeIds(id);
      this.content.pages = this.content.pages.filter((page) => !doomed.has(page.id));
    });
  }

  deleteFiles(ids: readonly string[]): void {
    ids.forEach((id, index) => {
      const at = this.content.files.findIndex((file) => file.id === id);
      if (at < 0) throw badRequest(`deleteFiles.${index}`, `no file '${id}'`);
      this.content.files.splice(at, 1);
    });
  }

  addPages(pages: readonly SeedPage[], parentId: string | null, field: string): void {
    const taken = new Set(this.content.pages.filter((page) => page.parentId === parentId).map((page) => page.slug));
    pages.forEach((seed, index) => {
      const at = `${field}.${index}`;
      const page = this.pageOf(seed, parentId, taken, at);
      taken.add(page.slug);
      this.content.pages.push(page);
      this.#seededPages.push(page);
      if (seed.pages) this.addPages(seed.pages, page.id, `${at}.pages`);
    });
  }

  pageOf(seed: SeedPage, parentId: string | null, taken: ReadonlySet<string>, at: string): PageRecord {
    const type = seed.type ?? 'document';
    if (type === 'link' && seed.href === undefined) throw badRequest(`${at}.href`, 'is required for a link page');
    if (type !== 'link' && seed.href !== undefined) throw badRequest(`${at}.href`, 'only link pages have a target');
    if (type !== 'document' && seed.markdown !== undefined) throw badRequest(`${at}.markdown`, 'only document pages have markdown');
    if (type === 'link' && seed.pages?.length) throw badRequest(`${at}.pages`, 'a link page cannot hold pages');
    this.checkComputed(seed, type, at);
    checkPageSettings(this.content, { type }, seed, (field, rule) => {
      throw badRequest(`${at}.${field}`, rule);
    });
    if (seed.slug !== undefined && taken.has(seed.slug)) throw badRequest(`${at}.slug`, `'${seed.slug}' is already used by a sibling page`);
    if (seed.id !== undefined && this.content.pages.some((page) => page.id === seed.id)) {
      throw badRequest(`${at}.id`, `page '${seed.id}' already exists`);
    }
    const page: PageRecord = {
      id: seed.id ?? `seeded:${at}`,
      parentId,
      type,
      title: seed.title,
      slug: seed.slug ?? uniqueSlug(slugify(seed.title), taken),
      ...(type === 'document' ? { markdown: seed.markdown ?? '' } : {}),
      ...(seed.href === undefined ? {} : { href: seed.href }),
      ...(seed.computed === undefined ? {} : { computed: { type: 'builtin:openapi', spec: seed.computed.spec, models: seed.computed.models ?? false } }),
      createdAt: this.now,
      updatedAt: this.now,
    };
    applyPageSettings(page, seed);
    if (seed.id === undefined) this.#newPages.push(page);
    return page;
  }

  /** A computed page names a spec of the organization and holds no pages of its own; only it has a source. */
  checkComputed(seed: SeedPage, type: string, at: string): void {
    if (type !== 'computed') {
      if (seed.computed !== undefined) throw badRequest(`${at}.computed`, 'only computed pages have a source');
      return;
    }
    if (seed.computed === undefined) throw badRequest(`${at}.computed`, 'is required for a computed page');
    if (!this.specs.has(seed.computed.spec)) throw badRequest(`${at}.computed.spec`, `no OpenAPI spec '${seed.computed.spec}' in the organization`);
    if (seed.pages?.length) throw badRequest(`${at}.pages`, 'a computed page cannot hold pages: they are computed');
  }

  putFile(seed: SeedFile, index: number): void {
    const existing = seed.id === undefined ? undefined : this.content.files.find((file) => file.id === seed.id);
    const fields = {
      name: seed.name,
      contentType: seed.contentType,
      size: seed.size,
      ...(seed.dimensions === undefined ? {} : { dimensions: seed.dimensions }),
    };
    if (existing) {
      // Replaced in place: same id and sequence, so lists keep it where it was.
      const replaced: FileRecord = { id: existing.id, seq: existing.seq, ...fields };
      this.content.files.splice(this.content.files.indexOf(existing), 1, replaced);
      this.#seededFiles.push(replaced);
      return;
    }
    // Sequence 0 marks a new file until the seed is accepted (real sequences start at 1).
    const file: FileRecord = { id: seed.id ?? `seeded:files.${index}`, seq: 0, ...fields };
    this.content.files.push(file);
    this.#seededFiles.push(file);
  }

  putReusable(seed: SeedReusable, index: number): void {
    const existing = seed.id === undefined ? -1 : this.content.reusableContents.findIndex((item) => item.id === seed.id);
    const reusable: ReusableContentRecord = { id: seed.id ?? `seeded:reusableContents.${index}`, title: seed.title, markdown: seed.markdown };
    if (existing >= 0) this.content.reusableContents.splice(existing, 1, reusable);
    else {
      this.content.reusableContents.push(reusable);
      if (seed.id === undefined) this.#newReusables.push(reusable);
    }
    this.#seededReusables.push(reusable);
  }

  /** Gives generated ids (and files their sequence) to what was added without a fixed id. */
  assignIds(store: Store): void {
    const renamed = new Map<string, string>();
    for (const page of this.#newPages) {
      const id = nextId(store, 'page');
      renamed.set(page.id, id);
      page.id = id;
    }
    for (const page of this.content.pages) {
      if (page.parentId !== null) page.parentId = renamed.get(page.parentId) ?? page.parentId;
    }
    for (const file of this.content.files) {
      if (file.seq !== 0) continue;
      if (file.id.startsWith('seeded:')) file.id = nextId(store, 'file');
      file.seq = nextSeq(store);
    }
    for (const reusable of this.#newReusables) reusable.id = nextId(store, 'reusable-content');
  }

  report(revision: string): SeededContent {
    const tree = new PageTree(this.content.pages);
    return {
      revision,
      pages: this.#seededPages.map((page) => ({ id: page.id, title: page.title, path: tree.pathOf(page) })),
      files: this.#seededFiles.map((file) => ({ id: file.id, name: file.name })),
      reusableContents: this.#seededReusables.map((item) => ({ id: item.id, title: item.title })),
    };
  }
}

/**
 * A published site's search index (docs/published-sites.md, "Search"): every page a reader may be listed
 * (document pages, neither hidden nor under a hidden page, without `noIndex`) of every live site space of the
 * site, whatever its condition, in page-tree order, indexed by MiniSearch over their titles, descriptions and
 * text. Which of them a visitor may see is decided per query (`query.ts`), before anything is ranked or
 * counted.
 *
 * The index of a state of the world is made on its first search and kept until the state changes. It is made
 * from the index of the state before: MiniSearch's index lives on with the site, and only pages whose title,
 * description or markdown changed (or that came or went) are read and indexed again, so the first search after
 * an edit costs the pages edited, not the site.
 */
import MiniSearch from 'minisearch';
import type { SiteRecord, SiteSpaceRecord } from '../../store/site-records.js';
import type { Store } from '../../store/store.js';
import { keptPerGeneration } from '../kept-answers.js';
import { listedDocuments, readerContent, type ReaderPage } from '../reader-pages.js';
import { visibleSiteSpacesInOrder } from '../structure.js';
import { searchableText } from './text.js';
import { wordsOf } from './words.js';

/** The fields searched, strongest first: a hit in an earlier field ranks a page before (`query.ts`). */
export const FIELDS = ['title', 'description', 'text'] as const;
export type Field = (typeof FIELDS)[number];

/** A page as search holds it. */
export interface SearchDocument {
  /** Its id in the engine, kept while the page's searched content is unchanged. */
  id: number;
  /** Its place in the site's page-tree order (sections, then site spaces, then pages) in this state. */
  order: number;
  siteSpace: SiteSpaceRecord;
  path: string;
  title: string;
  description: string;
  text: string;
}

/** One site's index for one state: its pages by engine id, and the engine over them. */
export interface SiteIndex {
  documents: ReadonlyMap<number, SearchDocument>;
  engine: MiniSearch<SearchDocument>;
}

/** What a page was indexed from, to tell whether it changed. */
interface Indexed {
  id: number;
  markdown: string;
  document: SearchDocument;
}

/** A site's engine across states, and what each page (by site space and path) was indexed from. */
interface LiveIndex {
  engine: MiniSearch<SearchDocument>;
  pages: Map<string, Indexed>;
  nextId: number;
}

/** Sites' indexes kept per world for the current state; a world rarely has more sites than this. */
const MAX_KEPT_INDEXES = 64;
const kept = keptPerGeneration<SiteIndex>(MAX_KEPT_INDEXES);
const liveByStore = new WeakMap<Store, Map<string, LiveIndex>>();

const newEngine = () => new MiniSearch<SearchDocument>({ fields: [...FIELDS], storeFields: [], tokenize: wordsOf, processTerm: (term) => term });

/** Every live site space of the site in reading order: conditions are not read while adaptive content is off. */
function allSiteSpaces(store: Store, site: SiteRecord): SiteSpaceRecord[] {
  return visibleSiteSpacesInOrder({ store, site: { ...site, adaptiveContent: false }, claims: {} }).map((entry) => entry.siteSpace);
}

/** The pages search reads, with their site space, in page-tree order. */
function* searchedPages(store: Store, site: SiteRecord): Generator<{ siteSpace: SiteSpaceRecord; page: ReaderPage }> {
  for (const siteSpace of allSiteSpaces(store, site)) {
    const content = readerContent(store, siteSpace);
    for (const page of listedDocuments(content.roots)) {
      // Two pages of one path: the one the path opens is searched.
      if (!page.noIndex && content.byPath.get(page.path) === page) yield { siteSpace, page };
    }
  }
}

const unchanged = (indexed: Indexed, page: ReaderPage) =>
  indexed.document.title === page.title && indexed.document.description === (page.description ?? '') && indexed.markdown === (page.markdown ?? '');

function liveIndexOf(store: Store, siteId: string): LiveIndex {
  let sites = liveByStore.get(store);
  if (!sites) liveByStore.set(store, (sites = new Map()));
  let live = sites.get(siteId);
  if (!live) sites.set(siteId, (live = { engine: newEngine(), pages: new Map(), nextId: 0 }));
  return live;
}

/** Brings the site's live index to the current state, indexing again only what changed. */
function update(store: Store, site: SiteRecord): SiteIndex {
  const live = liveIndexOf(store, site.id);
  const documents = new Map<number, SearchDocument>();
  const pages = new Map<string, Indexed>();
  let order = 0;
  for (const { siteSpace, page } of searchedPages(store, site)) {
    const key = `${siteSpace.id}\u0000${page.path}`;
    let indexed = live.pages.get(key);
    if (indexed && !unchanged(indexed, page)) {
      live.engine.discard(indexed.id);
      indexed = undefined;
    }
    if (indexed) indexed.document = { ...indexed.document, order, siteSpace };
    else {
      const markdown = page.markdown ?? '';
      const id = live.nextId++;
      const document = { id, order, siteSpace, path: page.path, title: page.title, description: page.description ?? '', text: searchableText(markdown) };
      live.engine.add(document);
      indexed = { id, markdown, document };
    }
    live.pages.delete(key);
    pages.set(key, indexed);
    documents.set(indexed.id, indexed.document);
    order++;
  }
  // What is left was not met again: gone, hidden, moved or marked noIndex.
  for (const gone of live.pages.values()) live.engine.discard(gone.id);
  live.pages = pages;
  return { documents, engine: live.engine };
}

/** The search index of `site` for the current state of `store`. */
export function siteIndex(store: Store, site: SiteRecord): SiteIndex {
  return kept(store, site.id, () => update(store, site));
}

/**
 * A published site's search index (docs/published-sites.md, "Search"): every page a reader may be listed
 * (document pages, neither hidden nor under a hidden page, without `noIndex`) of every live site space of the
 * site, whatever its condition, in page-tree order, indexed by MiniSearch over their titles, descriptions and
 * text. Which of them a visitor may see is decided per query (`query.ts`), before anything is ranked or
 * counted. The index is built on the first search of a state of the world and kept until the state changes.
 */
import MiniSearch from 'minisearch';
import type { SiteRecord, SiteSpaceRecord } from '../../store/site-records.js';
import type { Store } from '../../store/store.js';
import { keptPerGeneration } from '../kept-answers.js';
import { listedDocuments, readerContent } from '../reader-pages.js';
import { visibleSiteSpacesInOrder } from '../structure.js';
import { searchableText } from './text.js';
import { wordsOf } from './words.js';

/** The fields searched, strongest first: a hit in an earlier field ranks a page before (`query.ts`). */
export const FIELDS = ['title', 'description', 'text'] as const;
export type Field = (typeof FIELDS)[number];

/** A page as search holds it. */
export interface SearchDocument {
  /** Its place in the site's page-tree order (sections, then site spaces, then pages), also its id in the index. */
  id: number;
  siteSpace: SiteSpaceRecord;
  path: string;
  title: string;
  description: string;
  text: string;
}

/** One site's index: its pages in page-tree order and the engine over them. */
export interface SiteIndex {
  documents: readonly SearchDocument[];
  engine: MiniSearch<SearchDocument>;
}

/** Sites' indexes kept per world for the current state; a world rarely has more sites than this. */
const MAX_KEPT_INDEXES = 64;
const kept = keptPerGeneration<SiteIndex>(MAX_KEPT_INDEXES);

/** Every live site space of the site in reading order: conditions are not read while adaptive content is off. */
function allSiteSpaces(store: Store, site: SiteRecord): SiteSpaceRecord[] {
  return visibleSiteSpacesInOrder({ store, site: { ...site, adaptiveContent: false }, claims: {} }).map((entry) => entry.siteSpace);
}

function documentsOf(store: Store, site: SiteRecord): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const siteSpace of allSiteSpaces(store, site)) {
    const content = readerContent(store, siteSpace);
    for (const page of listedDocuments(content.roots)) {
      // Two pages of one path: the one the path opens is searched.
      if (page.noIndex || content.byPath.get(page.path) !== page) continue;
      const text = searchableText(page.markdown ?? '');
      documents.push({ id: documents.length, siteSpace, path: page.path, title: page.title, description: page.description ?? '', text });
    }
  }
  return documents;
}

function build(store: Store, site: SiteRecord): SiteIndex {
  const documents = documentsOf(store, site);
  const engine = new MiniSearch<SearchDocument>({ fields: [...FIELDS], storeFields: [], tokenize: wordsOf, processTerm: (term) => term });
  engine.addAll(documents);
  return { documents, engine };
}

/** The search index of `site` for the current state of `store`. */
export function siteIndex(store: Store, site: SiteRecord): SiteIndex {
  return kept(store, site.id, () => build(store, site));
}

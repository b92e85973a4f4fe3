/**
 * Answers to visitors kept per generation of the world's state (`store/generation.ts`): past the gate, what a
 * visitor is answered (the page's HTML with its navigation, its markdown, llms.txt, a redirect, a 404) depends
 * only on the state, the published origin, the site, the share key the links keep, the exposure and the path,
 * so it is rendered once per generation instead of on every request. The gate itself (visibility, share key,
 * visitor token) runs on every request. Sites with adaptive content are not kept: their answers depend on each
 * visitor's claims. The sites' search indexes are kept the same way, in a keeper of their own (`search/index.ts`).
 *
 * Any write, control call that may write or end of an OpenAPI processing starts a new generation, and the next
 * request renders anew: a change of visibility, share link, key, content or condition shows on the very next
 * request.
 */
import { publishedBase } from '../domain/sites/urls.js';
import { generationOf } from '../store/generation.js';
import type { Store } from '../store/store.js';

/** Most answers kept per world; past it they are all dropped (a crawl of made-up paths must not grow memory). */
const MAX_KEPT = 1024;

interface Kept<A> {
  generation: number;
  base: string;
  answers: Map<string, A>;
}

/** What is kept under a key for the current state of a store, else made and kept. */
export type Keeper<A> = (store: Store, key: string, make: () => A) => A;

/** A keeper of at most `maxKept` values per world, all dropped when the state (or the published origin) changes. */
export function keptPerGeneration<A>(maxKept: number): Keeper<A> {
  const keptByStore = new WeakMap<Store, Kept<A>>();
  return (store, key, make) => {
    const generation = generationOf(store);
    const base = publishedBase(store);
    let kept = keptByStore.get(store);
    if (!kept || kept.generation !== generation || kept.base !== base) {
      kept = { generation, base, answers: new Map() };
      keptByStore.set(store, kept);
    }
    const hit = kept.answers.get(key);
    if (hit !== undefined) return hit;
    const answer = make();
    if (kept.answers.size >= maxKept) kept.answers.clear();
    kept.answers.set(key, answer);
    return answer;
  };
}

const answers = keptPerGeneration<unknown>(MAX_KEPT);

/** The answer kept under `key` for the current state of `store`, else `make()`'s, kept. */
export function keptAnswer<A>(store: Store, key: string, make: () => A): A {
  return answers(store, key, make) as A;
}

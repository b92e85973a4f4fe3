/**
 * What search calls a word (docs/published-sites.md, "Search"): a run of letters and digits in any script,
 * compared lower-cased. The index, the query and the highlighting all read words through this file, so a
 * word found is a word marked.
 */

/** A word and where it sits in its text. */
export interface WordAt {
  word: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of `text`, lower-cased, in order. */
export function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map((word) => word.toLowerCase());
}

/** The words of `text` with their places, lower-cased, in order: one forward pass. */
export function* wordsAt(text: string): Generator<WordAt> {
  for (const match of text.matchAll(WORD)) {
    yield { word: match[0].toLowerCase(), start: match.index, end: match.index + match[0].length };
  }
}

/** Query words this long or longer also find the words they begin ("inst" finds "install"); shorter ones whole words only. */
export const MIN_PREFIX_LENGTH = 3;

/** Whether the word `word` of a page answers the query word `term`. */
export function answers(word: string, term: string): boolean {
  return term.length >= MIN_PREFIX_LENGTH ? word.startsWith(term) : word === term;
}

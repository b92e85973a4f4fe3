/**
 * The service's Git format, as DocPub reads and writes it (docs/git-sync.md, "The format"). Pure functions: no
 * I/O, no store, no Git protocol; the Git layer calls them with the plain data of ../repository-model.ts.
 */
export { readSpaceFromRepository } from './read.js';
export { writeSpaceToRepository, type ExportTip } from './write.js';
export { resolveFileReferences } from './links.js';
export { FormatError } from './errors.js';

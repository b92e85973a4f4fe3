/**
 * The reference server's work that may run off its thread (core/off-thread/): reading an OpenAPI spec's text and
 * reading and checking a world file, the two inputs of up to a megabyte whose parse alone can hold a thread for
 * tens of milliseconds. Each is a pure function of plain data, so it gives the same result in the worker and,
 * where workers cannot run, on the server's thread.
 */
import { readSpecTextAsJson } from '../domain/openapi/document.js';
import type { TaskRunner } from '../core/off-thread/tasks.js';
import { checkWorldFileInput } from '../worlds/world-file-check.js';

/** The server's off-thread tasks by name. */
export const serverTasks = {
  /** A spec text read and checked: the document (as JSON text), or why it is not a usable spec (`PARSE_ERROR`). */
  'openapi.read-spec': readSpecTextAsJson,
  /** A world file (text or data) parsed and checked: the valid file, or its problems by path. */
  'worlds.check-file': checkWorldFileInput,
};

export type ServerTasks = typeof serverTasks;

/** What runs the server's tasks: a worker where there is one, else the server's thread. */
export type ServerTaskRunner = TaskRunner<ServerTasks>;

/**
 * Inputs shorter than this many characters are read on the server's thread: their parse takes a few
 * milliseconds at most, less than sending them to a worker and back (and a test suite's small specs and world
 * files then never start a worker).
 */
export const OFF_THREAD_MIN_CHARS = 64 * 1024;

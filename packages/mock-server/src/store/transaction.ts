/**
 * A transaction over the store: every change made while it is open is undone by {@link Transaction.rollback},
 * so a request that throws (a refusal found late, a handler bug, an answer that cannot be sent) changes
 * nothing (docs/reference-server-limits.md, "Atomicity").
 *
 * Mechanism: an undo log kept by the store's own tables. Each table gets, at its first transaction, own methods
 * (`get`, `set`, `delete`, `clear`, and iteration) that do what Map's do and, while a transaction is open, log
 * a copy of each record the first time it is reached, before the caller may change it in place. Rollback puts
 * every logged record back, in place (the same object, so an index keyed by record still finds it), and removes
 * the records that were added. Commit only drops the log. A write pays a copy of each record it reaches; a read
 * opens no transaction and pays one check per table call. Tables keep their identity, so indexes kept beside
 * them (comments by space) stay valid; one whose membership changed is rebuilt, as its size check finds. A
 * record deleted and put back goes to the end of its table: lists order by `seq`, never by table order.
 */
import { copyPlain } from './plain-copy.js';
import type { Store, StoreData } from './store.js';

/** An open transaction of one store. */
export interface Transaction {
  /** Keeps every change; the transaction is over. */
  commit(): void;
  /** Undoes every change made since it began; the transaction is over. */
  rollback(): void;
}

/** What a table held under one key before the transaction first reached it. */
interface Logged {
  had: boolean;
  /** The record itself (changed in place since, perhaps), to put back. */
  value?: unknown;
  /** A copy of the record as it was, its contents to restore. */
  copy?: unknown;
}

type Table = Map<unknown, unknown>;

/** What a table's own methods consult: the log of the open transaction, if any. */
interface TableState {
  log: Map<unknown, Logged> | undefined;
}

const states = new WeakMap<Table, TableState>();

const mapGet = Map.prototype.get;
const mapHas = Map.prototype.has;
const mapSet = Map.prototype.set;
const mapDelete = Map.prototype.delete;
const mapClear = Map.prototype.clear;
const mapKeys = Map.prototype.keys;
const mapValues = Map.prototype.values;
const mapEntries = Map.prototype.entries;
const mapForEach = Map.prototype.forEach;

/**
 * Gives `table` own methods that log what a transaction reaches and otherwise do what Map's do, once per table
 * object (a restore brings new tables, instrumented at their first transaction). Outside a transaction they add
 * one check to a call; the table stays a plain Map to everything else (a snapshot's `copyPlain` copies its entries only).
 */
function instrument(table: Table): TableState {
  const state: TableState = { log: undefined };
  /** Logs the key's current record the first time the transaction reaches it, and hands it out. */
  const reach = (log: Map<unknown, Logged>, key: unknown): unknown => {
    const value = mapGet.call(table, key);
    if (!log.has(key)) {
      log.set(key, mapHas.call(table, key) ? { had: true, value, copy: copyPlain(value) } : { had: false });
    }
    return value;
  };
  function* reachAll<T>(log: Map<unknown, Logged>, each: (key: unknown, value: unknown) => T): Generator<T> {
    for (const key of [...mapKeys.call(table)]) if (mapHas.call(table, key)) yield each(key, reach(log, key));
  }
  const methods = {
    get: (key: unknown) => (state.log ? reach(state.log, key) : mapGet.call(table, key)),
    set: (key: unknown, value: unknown) => {
      if (state.log) reach(state.log, key);
      mapSet.call(table, key, value);
      return table;
    },
    delete: (key: unknown) => {
      if (state.log) reach(state.log, key);
      return mapDelete.call(table, key);
    },
    clear: () => {
      if (state.log) for (const key of [...mapKeys.call(table)]) reach(state.log, key);
      mapClear.call(table);
    },
    values: () => (state.log ? reachAll(state.log, (_key, value) => value) : mapValues.call(table)),
    entries: () => (state.log ? reachAll(state.log, (key, value) => [key, value]) : mapEntries.call(table)),
    forEach: (callback: (value: unknown, key: unknown, map: Table) => void, thisArg?: unknown) => {
      if (!state.log) return mapForEach.call(table, callback, thisArg);
      for (const [key, value] of reachAll(state.log, (key, value) => [key, value] as const)) callback.call(thisArg, value, key, table);
    },
    [Symbol.iterator]: () => methods.entries(),
  };
  for (const name of Reflect.ownKeys(methods)) {
    Object.defineProperty(table, name, { value: (methods as Record<PropertyKey, unknown>)[name], configurable: true, writable: true });
  }
  states.set(table, state);
  return state;
}

/** Makes `target` hold what `copy` holds again, keeping `target`'s identity. */
function restoreInPlace(target: unknown, copy: unknown): void {
  if (Array.isArray(target)) {
    target.length = 0;
    target.push(...(copy as unknown[]));
  } else if (target instanceof Map) {
    target.clear();
    for (const [key, item] of copy as Map<unknown, unknown>) target.set(key, item);
  } else if (target instanceof Set) {
    target.clear();
    for (const item of copy as Set<unknown>) target.add(item);
  } else {
    const record = target as Record<string, unknown>;
    for (const key of Object.keys(record)) delete record[key];
    Object.assign(record, copy);
  }
}

const open = new WeakMap<Store, Transaction>();

/** Whether a transaction of `store` is open. */
export function inTransaction(store: Store): boolean {
  return open.has(store);
}

/** Opens a transaction of `store`. One at a time: a second one while the first is open is a server bug. */
export function beginTransaction(store: Store): Transaction {
  if (open.has(store)) throw new Error('a transaction of this store is already open');
  const data: StoreData = store.data;
  const metaCopy = copyPlain(data.meta);
  const tables: Table[] = [];
  for (const value of Object.values(data)) if (value instanceof Map) tables.push(value as Table);

  const logs = new Map<Table, Map<unknown, Logged>>();
  for (const table of tables) {
    const log = new Map<unknown, Logged>();
    logs.set(table, log);
    (states.get(table) ?? instrument(table)).log = log;
  }

  const close = () => {
    open.delete(store);
    for (const table of tables) states.get(table)!.log = undefined;
  };

  const transaction: Transaction = {
    commit: close,
    rollback() {
      close();
      restoreInPlace(data.meta, metaCopy);
      for (const [table, log] of logs) {
        for (const [key, before] of log) {
          if (!before.had) {
            table.delete(key);
            continue;
          }
          if (typeof before.value === 'object' && before.value !== null) restoreInPlace(before.value, before.copy);
          if (table.get(key) !== before.value) table.set(key, before.value);
        }
      }
    },
  };
  open.set(store, transaction);
  return transaction;
}

/**
 * Runs `work` in a transaction of `store`: its changes are kept when it returns and undone when it throws
 * (the error is thrown on). Inside an open transaction, `work` joins it.
 */
export function transact<T>(store: Store, work: () => T): T {
  if (open.has(store)) return work();
  const transaction = beginTransaction(store);
  let result: T;
  try {
    result = work();
  } catch (error) {
    transaction.rollback();
    throw error;
  }
  transaction.commit();
  return result;
}

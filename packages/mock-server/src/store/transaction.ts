/**
 * A transaction over the store: every change made while it is open is undone by {@link Transaction.rollback},
 * so a request that throws (a refusal found late, a handler bug, an answer that cannot be sent) changes
 * nothing (docs/reference-server-limits.md, "Atomicity").
 *
 * Mechanism: an undo log kept by the store's own tables. While a transaction is open, each table's methods
 * that hand out or replace a record (`get`, `set`, `delete`, `clear`, and iteration) are shadowed by logging
 * ones on the table object itself; the first time a record is reached, a copy of it is logged before the
 * caller may change it in place. Rollback puts every logged record back, in place (the same object, so an
 * index keyed by record still finds it), and removes the records that were added. Commit only drops the log
 * and the shadows. The cost is a copy of each record a write request reaches; reads open no transaction and
 * pay nothing. Tables keep their identity, so indexes kept beside them (comments by space) stay valid; one
 * whose membership changed is rebuilt, as its size check finds. A record deleted and put back goes to the end
 * of its table: lists order by `seq`, never by table order.
 */
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

const SHADOWED = ['get', 'set', 'delete', 'clear', 'values', 'entries', 'forEach', Symbol.iterator] as const;

/** A deep copy of plain record data (objects, arrays, Maps, Sets, Dates); anything else by `structuredClone`. */
export function copyPlain<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyPlain) as T;
  const prototype = Object.getPrototypeOf(value);
  if (prototype === Object.prototype || prototype === null) {
    const copy: Record<string, unknown> = prototype === null ? Object.create(null) : {};
    for (const key of Object.keys(value)) copy[key] = copyPlain((value as Record<string, unknown>)[key]);
    return copy as T;
  }
  if (value instanceof Map) return new Map([...value].map(([key, item]) => [key, copyPlain(item)])) as T;
  if (value instanceof Set) return new Set([...value].map(copyPlain)) as T;
  return structuredClone(value);
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
  const logs = new Map<Table, Map<unknown, Logged>>();
  const tables: Table[] = [];
  for (const value of Object.values(data)) if (value instanceof Map) tables.push(value as Table);

  for (const table of tables) {
    const log = new Map<unknown, Logged>();
    logs.set(table, log);
    const get = Map.prototype.get;
    const has = Map.prototype.has;
    /** Logs the key's current record the first time the transaction reaches it, and hands it out. */
    const reach = (key: unknown): unknown => {
      const value = get.call(table, key);
      if (!log.has(key)) {
        const present = has.call(table, key);
        log.set(key, present ? { had: true, value, copy: copyPlain(value) } : { had: false });
      }
      return value;
    };
    const shadows: Record<PropertyKey, unknown> = {
      get: (key: unknown) => reach(key),
      set: (key: unknown, value: unknown) => (reach(key), Map.prototype.set.call(table, key, value), table),
      delete: (key: unknown) => (reach(key), Map.prototype.delete.call(table, key)),
      clear: () => {
        for (const key of Map.prototype.keys.call(table)) reach(key);
        Map.prototype.clear.call(table);
      },
      values: function* () {
        for (const key of [...Map.prototype.keys.call(table)]) if (has.call(table, key)) yield reach(key);
      },
      entries: function* () {
        for (const key of [...Map.prototype.keys.call(table)]) if (has.call(table, key)) yield [key, reach(key)];
      },
      forEach: (callback: (value: unknown, key: unknown, map: Table) => void, thisArg?: unknown) => {
        for (const key of [...Map.prototype.keys.call(table)]) {
          if (has.call(table, key)) callback.call(thisArg, reach(key), key, table);
        }
      },
    };
    shadows[Symbol.iterator] = shadows.entries;
    for (const name of SHADOWED) {
      Object.defineProperty(table, name, { value: shadows[name], configurable: true, writable: true });
    }
  }

  /** Removes the shadows, last added first, so each table goes back to the shape it had. */
  const close = () => {
    open.delete(store);
    for (const table of tables) {
      for (let index = SHADOWED.length - 1; index >= 0; index--) delete (table as unknown as Record<PropertyKey, unknown>)[SHADOWED[index]!];
    }
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

/**
 * The cleanup registry of a scenario: what it created, deleted in reverse order when it ends, also after a
 * failure, so a run against a real deployment leaves nothing behind that it could remove.
 *
 * A deployment under test may answer a create with the id of an object that existed before — the very kind
 * of bug the suite is there to find. So what the run deletes is verified: created by this run (the id came
 * from one of its creates, and no other create answered it), named with the run's tag, and read back with
 * that tag both right after the create and just before the delete. Anything else is reported, never deleted.
 */
import { NotFoundError } from '@docpub/sdk';
import { ExpectationFailure } from './check/failures.js';

/** Something a scenario created and the run could not remove. */
export interface Leftover {
  /** `area › name` of the scenario that created it. */
  scenario: string;
  /** What it is, e.g. `space "conformance 3f9a-1" (sp_12)`. */
  label: string;
  /** Why it is still there. */
  reason: string;
}

interface Task {
  label: string;
  remove: (() => Promise<unknown>) | undefined;
  reason?: string;
}

/** What a create answered, as far as cleanup needs it. */
export interface CreatedObject {
  id: string;
  title?: string | null | undefined;
  slug?: string | null | undefined;
}

/** How to verify and delete one created object. */
export interface CreatedAccess {
  /** Reads the object by its id, as the target has it now. */
  read: () => Promise<CreatedObject>;
  remove: () => Promise<unknown>;
}

/** Where the run's own objects are told from the others. */
export interface RunIdentity {
  /** The random tag in every title and slug the run makes. */
  tag: string;
  /** Ids this run's creates answered, across all its scenarios. */
  createdIds: Set<string>;
}

/** Deletions to run when a scenario ends. */
export class Cleanup {
  readonly #tasks: Task[] = [];
  readonly #scenario: string;
  readonly #run: RunIdentity | undefined;
  readonly #refusals: string[] = [];

  /** @param run without it, only {@link track} is available (nothing can be verified). */
  constructor(scenario: string, run?: RunIdentity) {
    this.#scenario = scenario;
    this.#run = run;
  }

  /**
   * Deletions refused at cleanup because the object was no longer (or never was) this run's; each is a
   * failure of the scenario. Filled by {@link run}.
   */
  get refusals(): readonly string[] {
    return this.#refusals;
  }

  /**
   * Registers an object a create of this scenario answered, after verifying it is this run's: the answer
   * carries the run tag, no other create of the run answered the same id, and reading the id back shows the
   * tag. Throws {@link ExpectationFailure} (registering nothing) when any of that fails.
   */
  async trackCreated(what: string, created: CreatedObject, access: CreatedAccess): Promise<void> {
    const run = this.#run;
    if (!run) throw new Error('trackCreated needs the run identity');
    const label = `${what} "${nameOf(created)}" (${created.id})`;
    if (run.createdIds.has(created.id)) {
      throw new ExpectationFailure(`id of the new ${what}`, 'an id no earlier create of this run answered', `${created.id} again: it is not deleted`);
    }
    if (!carriesTag(created, run.tag)) {
      throw new ExpectationFailure(`the new ${what} ${created.id}`, `a title or slug with this run's tag "${run.tag}"`, `"${nameOf(created)}": it is not deleted`);
    }
    const current: unknown = await access.read();
    // No object to check (a 204 where one is due, say): the step's wire checks report that; cleanup will
    // read again before deleting.
    if (isObject(current) && !carriesTag(current as CreatedObject, run.tag)) {
      throw new ExpectationFailure(
        `${what} ${created.id} read back after its create`,
        `the object just created, named with this run's tag "${run.tag}"`,
        `"${nameOf(current as CreatedObject)}", an object this run did not create: it is not deleted`,
      );
    }
    run.createdIds.add(created.id);
    const remove = async () => {
      const now: unknown = await access.read();
      if (!isObject(now)) throw new ForeignObject(`${label} could not be read back to verify it is this run's: not deleted`);
      if (!carriesTag(now as CreatedObject, run.tag)) throw new ForeignObject(`${label} now reads "${nameOf(now as CreatedObject)}", without this run's tag "${run.tag}": not deleted`);
      return access.remove();
    };
    this.#tasks.push({ label, remove });
  }

  /** Registers a deletion. */
  track(remove: () => Promise<unknown>, label: string): void {
    this.#tasks.push({ label, remove });
  }

  /** Records a resource the API offers no way to delete (a team, a collection, an integration). */
  keep(label: string, reason: string): void {
    this.#tasks.push({ label, remove: undefined, reason });
  }

  /**
   * Runs the deletions, newest first. A 404 means the scenario already deleted it; any other failure leaves
   * it listed as a leftover, and the remaining deletions still run.
   */
  async run(): Promise<Leftover[]> {
    const leftovers: Leftover[] = [];
    for (const task of this.#tasks.splice(0).reverse()) {
      if (!task.remove) {
        leftovers.push({ scenario: this.#scenario, label: task.label, reason: task.reason ?? 'not deletable' });
        continue;
      }
      try {
        await task.remove();
      } catch (error) {
        if (error instanceof NotFoundError) continue;
        if (error instanceof ForeignObject) {
          this.#refusals.push(error.message);
          continue;
        }
        leftovers.push({ scenario: this.#scenario, label: task.label, reason: `deleting it failed: ${(error as Error).message}` });
      }
    }
    return leftovers.reverse();
  }
}

/** Cleanup found that an object it was to delete is not this run's. */
class ForeignObject extends Error {}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function carriesTag(object: CreatedObject, tag: string): boolean {
  return (typeof object.title === 'string' && object.title.includes(tag)) || (typeof object.slug === 'string' && object.slug.includes(tag));
}

function nameOf(object: CreatedObject): string {
  return object.title ?? object.slug ?? '(no title)';
}

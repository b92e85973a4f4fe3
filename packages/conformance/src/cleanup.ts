/**
 * The cleanup registry of a scenario: what it created, deleted in reverse order when it ends, also after a
 * failure, so a run against a real deployment leaves nothing behind that it could remove.
 */
import { NotFoundError } from '@docpub/sdk';

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

/** Deletions to run when a scenario ends. */
export class Cleanup {
  readonly #tasks: Task[] = [];
  readonly #scenario: string;

  constructor(scenario: string) {
    this.#scenario = scenario;
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
        leftovers.push({ scenario: this.#scenario, label: task.label, reason: `deleting it failed: ${(error as Error).message}` });
      }
    }
    return leftovers.reverse();
  }
}

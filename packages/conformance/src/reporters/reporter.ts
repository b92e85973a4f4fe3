/** A reporter turns a finished run into text: a console summary, JSON or JUnit XML. */
import type { ConformanceResult } from '../result.js';

export interface Reporter {
  /** Its `--reporter` name. */
  readonly name: string;
  /** The report of a finished run. */
  render(result: ConformanceResult): string;
}

/**
 * The server's off-thread tasks, for tests of what relies on the runner: a spec text or world file holding
 * `x-test-crash` kills its worker, a spec text holding `x-test-hang` never returns. Served by
 * misbehaving-server-worker.ts.
 */
import { readSpecTextAsJson } from '../../src/domain/openapi/document.js';
import { serverTasks } from '../../src/compose/server-tasks.js';
import { checkWorldFileInput } from '../../src/worlds/world-file-check.js';
import { hang, misbehavingTasks } from './misbehaving-tasks.js';

export const misbehavingServerTasks = {
  ...serverTasks,
  ...misbehavingTasks,
  'openapi.read-spec': (text: string) => {
    if (text.includes('x-test-crash')) process.exit(70);
    if (text.includes('x-test-hang')) hang();
    return readSpecTextAsJson(text);
  },
  'worlds.check-file': (input: unknown) => {
    if (typeof input === 'string' && input.includes('x-test-crash')) process.exit(72);
    return checkWorldFileInput(input);
  },
};

/** The entry of a worker serving {@link misbehavingServerTasks}. */
export const MISBEHAVING_SERVER_WORKER = new URL('./misbehaving-server-worker.ts', import.meta.url);

/**
 * A large world file posted to the control API is read and checked off the server's thread, with the same
 * outcome as on it: the same world, the same 400 naming each problem. A worker that crashes under a file is a
 * 400 naming `world`, and the next file is read.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { OFF_THREAD_MIN_CHARS, type ServerTaskRunner } from '../../src/compose/server-tasks.js';
import { sharedServerRunner } from '../../src/compose/server-runner.js';
import { OffThreadRunner } from '../../src/core/off-thread/runner.js';
import { createServer, type DocPubServer } from '../../src/index.js';
import { MISBEHAVING_SERVER_WORKER, misbehavingServerTasks } from '../support/misbehaving-server-tasks.js';

/** A world file of `users` users, each with a token, as YAML text. */
function worldYaml(users: number, extra = ''): string {
  const lines = ['format: docpub-world/1\n', extra, 'organizations:\n  - {id: o, title: O}\nusers:\n'];
  for (let index = 0; index < users; index++) lines.push(`  - id: u${index}\n    displayName: User number ${index}\n    tokens: [token-${index}]\n`);
  return lines.join('');
}

async function createWorld(server: DocPubServer, world: unknown) {
  const response = await server.fetch('/__control/worlds', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ world }) });
  return { status: response.status, body: (await response.json()) as any };
}

/** What a created world answer says, without what is drawn per world (its id, and the id inside its tokens). */
function comparable(body: any) {
  if (body.id === undefined) return body;
  const strip = (token: string) => token.slice(body.id.length + 1);
  return {
    bytes: body.bytes,
    users: body.users.map((user: any) => ({ ...user, tokens: user.tokens.map(strip) })),
    tokens: Object.fromEntries(Object.entries(body.tokens as Record<string, string>).map(([key, token]) => [key, strip(token)])),
  };
}

/** Counts the jobs the process's shared runner gets; `instead` runs them elsewhere. */
function counting(instead?: ServerTaskRunner) {
  const shared = sharedServerRunner();
  const run = shared.run.bind(shared);
  const counted = { jobs: 0 };
  vi.spyOn(shared, 'run').mockImplementation((name, input) => {
    counted.jobs += 1;
    return (instead ?? { run }).run(name, input);
  });
  return counted;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const FILES = {
  good: worldYaml(1500),
  goodAsData: { format: 'docpub-world/1', users: Array.from({ length: 1500 }, (_, i) => ({ id: `u${i}`, displayName: `User ${i}`, tokens: [`t-${i}`] })) },
  duplicateKey: worldYaml(1500, 'format: docpub-world/1\n'),
  badReference: `${worldYaml(1500)}memberships:\n  - {organizationId: nowhere, userId: u1, role: admin}\n`,
  sharedToken: `${worldYaml(1500)}  - {id: again, displayName: Again, tokens: [token-7]}\n`,
};

describe('a large world file posted to the control API', () => {
  it('makes the same world, or the same refusal, off the thread as on it', { timeout: 180_000 }, async () => {
    for (const file of Object.values(FILES)) expect(JSON.stringify(file).length).toBeGreaterThanOrEqual(OFF_THREAD_MIN_CHARS);
    const counted = counting();
    const off = createServer();
    const on = createServer({ offThread: false });
    for (const [name, file] of Object.entries(FILES)) {
      const [a, b] = [await createWorld(off, file), await createWorld(on, file)];
      expect(a.status, name).toBe(b.status);
      expect(comparable(a.body), name).toEqual(comparable(b.body));
      expect(a.status, name).toBe(name.startsWith('good') ? 201 : 400);
    }
    expect(counted.jobs).toBe(Object.keys(FILES).length);
    const refused = await createWorld(off, FILES.badReference);
    expect(refused.body.error.message).toBe("world: memberships[0].organizationId: no entry of organizations has id 'nowhere'");
  });

  it('is read on the thread when small, whatever the runner', async () => {
    const counted = counting();
    const server = createServer();
    expect((await createWorld(server, worldYaml(3))).status).toBe(201);
    expect(counted.jobs).toBe(0);
  });
});

describe('a worker that crashes under a world file', () => {
  const runner = new OffThreadRunner(misbehavingServerTasks, { entry: MISBEHAVING_SERVER_WORKER });
  afterAll(() => runner.close());

  it('is a 400 naming world, and the next file is read', { timeout: 180_000 }, async () => {
    counting(runner);
    const server = createServer();
    expect((await createWorld(server, FILES.good)).status).toBe(201);
    const crashing = await createWorld(server, `# x-test-crash\n${FILES.good}`);
    expect(crashing.status).toBe(400);
    expect(crashing.body.error.message).toMatch(/^world: could not be read: task 'worlds\.check-file' crashed/);
    expect((await createWorld(server, FILES.good)).status).toBe(201);
  });
});

import { it } from 'vitest';
import { ControlledClock, createServer, DEMO } from '@docpub/mock-server';
import { publishedValidator } from '../published-ajv.js';
import { sharedOperations } from '../published-spec.js';
it('dbg', async () => {
  const server = createServer({ clock: new ControlledClock(() => Date.UTC(2025, 0, 1)) });
  const get = async (p: string) => (await server.fetch(new URL(`/v1${p}`, server.baseUrl), { headers: { authorization: `Bearer ${DEMO.tokens.admin}` } })).json();
  const targets: Array<[string, string]> = [
    ['getSpaceContentPages', `/spaces/space-api/content/pages`],
    ['getSpaceContent', `/spaces/space-api/content`],
    ['getPublishedSite', `/orgs/acme/sites/site-docs/published`],
  ];
  for (const [id, path] of targets) {
    const body = await get(path);
    const shared = sharedOperations.find((s) => s.operation.id === id)!;
    const v = publishedValidator(shared.success.schema!);
    v(body);
    console.log(id, JSON.stringify(body).slice(0, 3000));
    const seen = new Set<string>();
    for (const e of v.errors ?? []) { const k = `${e.instancePath.replace(/\/\d+/g,'/N')} ${e.message} ${JSON.stringify(e.params)} @${e.schemaPath}`; if (!seen.has(k)) { seen.add(k); } }
    console.log([...seen].slice(0, 80).join('\n'));
  }
});

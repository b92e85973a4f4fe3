import { build } from 'esbuild';
const cut = new Set(process.env.CUT.split(',').map(p => p.split('>')));
const r = await build({ entryPoints: ['packages/mock-server/src/index.ts'], bundle: true, platform: 'node', format: 'esm', write: false, metafile: true, outfile: '/tmp/x.js', logLevel: 'error', packages: 'external' });
const inputs = r.metafile.inputs; const P = 'packages/mock-server/src/';
const cuts = process.env.CUT.split(',').map(p => p.split('>').map(s => P + s));
const forward = new Map();
for (const [file, info] of Object.entries(inputs)) forward.set(file, info.imports.filter(i => i.kind === 'import-statement' && !cuts.some(([a,b]) => a===file && b===i.path)).map(i => i.path));
const entry = P + 'index.ts';
const prev = new Map([[entry, null]]); const queue = [entry];
while (queue.length) { const f = queue.shift(); for (const n of forward.get(f) ?? []) if (!prev.has(n)) { prev.set(n, f); queue.push(n); } }
const chain = (u) => { const c = []; let x = u; while (x) { c.push(x.replace(P, '')); x = prev.get(x); } return c.reverse().join(' > '); };
const ext = [...prev.keys()].filter(k => !inputs[k]);
const byPkg = {};
for (const k of ext) { const m = /^(@[^/]+\/[^/]+|[^/.][^/]*)/.exec(k); if (m && !k.startsWith('node:')) (byPkg[m[1]] ??= []).push(k); }
for (const [pkg, list] of Object.entries(byPkg)) console.log(pkg.padEnd(22), chain(list[0]));
console.log('source files reached', [...prev.keys()].filter(k => inputs[k]).length, 'of', Object.keys(inputs).length);

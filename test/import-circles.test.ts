/**
 * No package imports in a circle: a module that reaches itself through its imports (type-only imports
 * included) cannot be read, tested or moved on its own. dependency-cruiser reads the sources as TypeScript
 * resolves them (tsconfig paths, `.js` specifiers of `.ts` files), so what it sees is what the compiler sees.
 */
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every circle among the sources of `packages/*\/src`, each written `a → b → … → a`. */
async function circles(): Promise<string[]> {
  const tsConfig = extractTSConfig(`${root}tsconfig.json`);
  const outcome = await cruise(
    ['packages/sdk/src', 'packages/mock-server/src', 'packages/conformance/src'],
    {
      baseDir: root,
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '(^|/)node_modules/' },
      ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
      validate: true,
    },
    undefined,
    { tsConfig },
  );
  const result = outcome.output as ICruiseResult;
  const found = new Set<string>();
  for (const violation of result.summary.violations) {
    if (violation.rule.name !== 'no-circular') continue;
    const cycle = (violation.cycle ?? []).map((step) => (typeof step === 'string' ? step : step.name));
    found.add([violation.from, ...cycle].join(' → '));
  }
  return [...found].sort();
}

describe('imports', () => {
  it('form no circle in any package', async () => {
    const found = await circles();
    expect(found, `import circles:\n${found.join('\n')}`).toEqual([]);
  }, 120_000);

  it('are read as the compiler reads them: a known import is seen', async () => {
    // Guards the check itself: a cruise that resolved nothing would find no circle either.
    const tsConfig = extractTSConfig(`${root}tsconfig.json`);
    const outcome = await cruise(['packages/mock-server/src/core/core.ts'], {
      baseDir: root,
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      maxDepth: 1,
    }, undefined, { tsConfig });
    const modules = (outcome.output as ICruiseResult).modules;
    const core = modules.find((module) => module.source.endsWith('core/core.ts'));
    const targets = core?.dependencies.map((dependency) => dependency.resolved) ?? [];
    expect(targets).toContain('packages/mock-server/src/core/types.ts');
  }, 60_000);
});

/**
 * The world file's JSON Schema: the checked-in file is what the server's schema generates (no drift), it is
 * shipped in the package under its own export path, the example world files name it and pass it (checked by
 * ajv, a validator nobody on the project wrote), and it types what the server types (a redirect's destination).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createServer, readWorldFile, type WorldFile } from '../../src/index.js';
import { worldFileJsonSchemaText } from '../../src/worlds/world-file-json-schema.js';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const schemaText = readFileSync(at('../../world-file.schema.json'), 'utf8');
const examples = {
  'fixtures.yaml': readFileSync(at('../../../../examples/worlds/fixtures.yaml'), 'utf8'),
  'minimal.json': readFileSync(at('../../../../examples/worlds/minimal.json'), 'utf8'),
};

function validator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(JSON.parse(schemaText) as object);
}

describe('the world file JSON Schema', () => {
  it('is the one the server\'s schema generates (run `npm run generate:world-schema` after a change)', () => {
    expect(schemaText).toBe(worldFileJsonSchemaText());
  });

  it('ships in the package under @docpub/mock-server/world-file.schema.json', () => {
    const manifest = JSON.parse(readFileSync(at('../../package.json'), 'utf8')) as { files: string[]; exports: Record<string, unknown> };
    expect(manifest.files).toContain('world-file.schema.json');
    expect(manifest.exports['./world-file.schema.json']).toBe('./world-file.schema.json');
  });

  it.each(Object.entries(examples))('checks the example %s, which names it and loads', (name, text) => {
    expect(text).toMatch(name.endsWith('.json') ? /"\$schema": "\.\.\/\.\.\/packages\/mock-server\/world-file\.schema\.json"/ : /^# yaml-language-server: \$schema=\.\.\/\.\.\/packages\/mock-server\/world-file\.schema\.json\n/);
    const validate = validator();
    const data = parse(text) as unknown;
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    expect(() => readWorldFile(text)).not.toThrow();
    expect(() => createServer({ world: data as WorldFile })).not.toThrow();
  });

  it('types a redirect destination, and refuses what the server refuses', () => {
    const validate = validator();
    const base = JSON.parse(examples['minimal.json']) as { siteRedirects: { destination: unknown }[]; organizations: { titel?: string }[] };
    const withDestination = (destination: unknown) => ({ ...base, siteRedirects: [{ ...base.siteRedirects[0], destination }] });
    expect(validate(withDestination({ kind: 'external', url: 'https://example.com/new' }))).toBe(true);
    for (const destination of [{ kind: 'nowhere' }, { kind: 'site-page', siteSpaceId: 'sitesp-guide' }, { kind: 'path', spaceId: 's', path: '/a' }, 'https://example.com']) {
      expect(validate(withDestination(destination)), JSON.stringify(destination)).toBe(false);
      expect(() => readWorldFile(JSON.stringify(withDestination(destination))), JSON.stringify(destination)).toThrow(/siteRedirects\[0\]\.destination/);
    }
    const typo = { ...base, organizations: [{ ...base.organizations[0], titel: 'x' }] };
    expect(validate(typo)).toBe(false);
    const badId = { ...base, organizations: [{ id: 'org-東京', title: 'x' }] };
    expect(validate(badId)).toBe(false);
  });
});

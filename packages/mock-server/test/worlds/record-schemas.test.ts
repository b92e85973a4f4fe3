/**
 * One schema per stored record kind: every section of a world file is its record kind's schema (extended only
 * where a file may say more than the store keeps), so a field added to a record's schema in store/*-records.ts
 * is, with no other source file changed, accepted and defaulted in world files, listed in the generated JSON
 * Schema, kept by the loader and written back by the export. The README's "Adding a field to a stored record"
 * walks through it; this test holds every kind to it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../src/index.js';
import { commentRecord } from '../../src/store/collab-records.js';
import { changeRequestRecord, revisionRecord, reviewRecord } from '../../src/store/content-records.js';
import { pageRatingsRecord } from '../../src/store/insight-records.js';
import {
  installationRecord,
  integrationRecord,
  openapiSpecRecord,
  openapiVersionRecord,
  translationRecord,
} from '../../src/store/org-data-records.js';
import {
  collectionRecord,
  grantRecord,
  membershipRecord,
  organizationRecord,
  spaceRecord,
  teamMemberRecord,
  teamRecord,
  userRecord,
} from '../../src/store/records.js';
import {
  shareLinkRecord,
  siteRecord,
  siteRedirectRecord,
  siteSectionGroupRecord,
  siteSectionRecord,
  siteSpaceRecord,
} from '../../src/store/site-records.js';
import { checkWorldFile } from '../../src/worlds/world-file-check.js';
import { worldFile } from '../../src/worlds/world-file-schema.js';

/** Each section of a world file and the record kind it holds. */
const SECTIONS: Record<string, z.ZodObject> = {
  users: userRecord,
  organizations: organizationRecord,
  memberships: membershipRecord,
  teams: teamRecord,
  teamMembers: teamMemberRecord,
  collections: collectionRecord,
  spaces: spaceRecord,
  grants: grantRecord,
  revisions: revisionRecord,
  changeRequests: changeRequestRecord,
  reviews: reviewRecord,
  comments: commentRecord,
  sites: siteRecord,
  siteSections: siteSectionRecord,
  siteSectionGroups: siteSectionGroupRecord,
  siteSpaces: siteSpaceRecord,
  siteRedirects: siteRedirectRecord,
  shareLinks: shareLinkRecord,
  openapiSpecs: openapiSpecRecord,
  openapiVersions: openapiVersionRecord,
  translations: translationRecord,
  integrations: integrationRecord,
  installations: installationRecord,
  pageRatings: pageRatingsRecord,
};

/** Sections that are not records of their own: bookkeeping of the file and of the trash. */
const NOT_RECORDS = ['$schema', 'format', 'seed', 'clock', 'meta', 'trash'];

const entryOf = (section: string): z.ZodObject => {
  const list = (worldFile.shape[section as keyof typeof worldFile.shape] as z.ZodOptional<z.ZodArray<z.ZodObject>>).unwrap();
  return list.element;
};

const jsonSchema = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../world-file.schema.json', import.meta.url)), 'utf8'),
) as { properties: Record<string, { items: { properties: Record<string, unknown> } }> };

describe('one schema per record kind', () => {
  it('names a record kind for every section of a world file', () => {
    expect(Object.keys(worldFile.shape).filter((key) => !NOT_RECORDS.includes(key)).sort()).toEqual(Object.keys(SECTIONS).sort());
  });

  it.each(Object.entries(SECTIONS))('%s: the world-file entry takes every field of the record, and the JSON Schema lists it', (section, record) => {
    const entry = entryOf(section);
    const listed = Object.keys(jsonSchema.properties[section]!.items.properties);
    for (const key of Object.keys(record.shape)) {
      expect(entry.shape, `${section}.${key}`).toHaveProperty(key);
      expect(listed, `${section}.${key} in world-file.schema.json`).toContain(key);
    }
  });

  it('keeps nothing the schemas do not describe: the exported demo world passes them, every key known', () => {
    const server = createServer();
    const exported = server.control.exportState() as Record<string, unknown>;
    expect(() => checkWorldFile(exported)).not.toThrow();
    for (const [section, record] of Object.entries(SECTIONS)) {
      const entries = (exported[section] ?? []) as Record<string, unknown>[];
      const known = new Set([...Object.keys(record.shape), ...Object.keys(entryOf(section).shape)]);
      for (const entry of entries) for (const key of Object.keys(entry)) expect(known, `${section}: ${key}`).toContain(key);
    }
  });

  it('a field the file leaves out comes back from the export as the schema defaults it', () => {
    const server = createServer({
      world: {
        format: 'docpub-world/1',
        clock: '2030-01-01T00:00:00.000Z',
        organizations: [{ id: 'org', title: 'Org' }],
        spaces: [{ id: 'space', organizationId: 'org', title: 'Space', pages: [{ id: 'p', title: 'Hello World' }] }],
        comments: [{ id: 'c', spaceId: 'space', authorId: 'u', markdown: 'Hi', replies: [{ id: 'r', authorId: 'u', markdown: 'Yes' }] }],
        users: [{ id: 'u', displayName: 'U' }],
        sites: [{ id: 'site', organizationId: 'org', title: 'Site' }],
        siteSpaces: [{ id: 'ss', siteId: 'site', spaceId: 'space', path: 'space' }],
        integrations: [{ name: 'tool', ownerId: 'org', title: 'Tool', description: 'A tool' }],
      },
    });
    const exported = server.control.exportState();
    const space = exported.spaces![0]!;
    expect(space).toMatchObject({ visibility: 'private', editMode: 'live', position: 0, defaultLevel: null, createdAt: '2030-01-01T00:00:00.000Z' });
    expect(space.counters).toEqual({ comments: 1, changeRequests: 0, changeRequestsOpen: 0, changeRequestsDraft: 0 });
    const revision = exported.revisions!.find((entry) => entry.id === space.revisionId)!;
    expect(revision.content!.pages).toEqual([
      { id: 'p', parentId: null, type: 'document', title: 'Hello World', slug: 'hello-world', markdown: '', createdAt: '2030-01-01T00:00:00.000Z', updatedAt: '2030-01-01T00:00:00.000Z' },
    ]);
    const comment = exported.comments![0]!;
    expect(comment).toMatchObject({ status: 'open', reactions: [], target: { revisionId: space.revisionId }, postedAt: '2030-01-01T00:00:00.000Z' });
    expect(comment.replies![0]).toMatchObject({ reactions: [], postedAt: '2030-01-01T00:00:00.000Z', seq: expect.any(Number) });
    expect(exported.sites![0]).toMatchObject({ type: 'basic', visibility: 'public', published: false, basename: 'site', customization: {} });
    expect(exported.sites![0]!.publishingAuth!.privateKey).toEqual(expect.any(String));
    expect(exported.siteSpaces![0]).toMatchObject({ position: 0, seq: expect.any(Number) });
    expect(exported.integrations![0]).toMatchObject({ version: 1, target: 'all', verified: false, scopes: [], script: '', secrets: {} });
    const again = createServer({ world: exported });
    expect({ ...again.control.exportState(), clock: undefined }).toEqual({ ...exported, clock: undefined });
  });
});

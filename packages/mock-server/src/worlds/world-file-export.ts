/**
 * Writing a store's state as a world file (`GET /__control/state`). Every record is written whole, with its
 * creation sequence and timestamps, and `meta` says where ids continue from: loading the file gives back the
 * identical state, and the same requests then generate the same ids.
 *
 * Tokens are written without the prefix of the world that held them, so the file loads into any world.
 */
import type { StoreData } from '../store/store.js';
import { WORLD_FILE_FORMAT, type WorldFile } from './world-file-schema.js';

const values = <T>(map: Map<string, T>): T[] => structuredClone([...map.values()]);

function usersWithTokens(data: StoreData): NonNullable<WorldFile['users']> {
  const prefix = data.meta.tokenPrefix ?? '';
  const tokens = new Map<string, string[]>();
  for (const [token, userId] of data.tokens) {
    const bare = token.startsWith(prefix) ? token.slice(prefix.length) : token;
    tokens.set(userId, [...(tokens.get(userId) ?? []), bare]);
  }
  return values(data.users).map((user) => {
    const held = tokens.get(user.id);
    return held === undefined ? user : { ...user, tokens: held };
  });
}

/** The world file of `data`, its clock at `nowMs`. */
export function exportWorldFile(data: StoreData, nowMs: number): WorldFile {
  const file = {
    format: WORLD_FILE_FORMAT,
    seed: data.meta.seed,
    clock: new Date(nowMs).toISOString(),
    meta: { seq: data.meta.seq, counters: { ...data.meta.counters } },
    users: usersWithTokens(data),
    organizations: values(data.organizations),
    memberships: values(data.memberships),
    teams: values(data.teams),
    teamMembers: values(data.teamMembers),
    collections: values(data.collections),
    spaces: values(data.spaces),
    trash: [...data.trash].map(([spaceId, purgeAt]) => ({ spaceId, purgeAt: new Date(purgeAt).toISOString() })),
    grants: values(data.grants),
    revisions: values(data.revisions),
    changeRequests: values(data.changeRequests),
    reviews: values(data.reviews),
    comments: values(data.comments),
    sites: values(data.sites),
    siteSections: values(data.siteSections),
    siteSectionGroups: values(data.siteSectionGroups),
    siteSpaces: values(data.siteSpaces),
    siteRedirects: values(data.siteRedirects),
    shareLinks: values(data.shareLinks),
    openapiSpecs: values(data.openapiSpecs),
    openapiVersions: values(data.openapiVersions),
    translations: values(data.translations),
    integrations: values(data.integrations),
    installations: values(data.integrationInstallations),
    pageRatings: values(data.pageRatings),
  };
  return file as WorldFile;
}

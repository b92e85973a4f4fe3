/**
 * Integrations installed on spaces. The API only reads them (per-space lists, blocks, scripts); installing
 * is a control operation of the reference server (`installIntegration`), as the service does it in its app.
 */
import { integrationName, str } from '@docpub/sdk/contract';
import { z } from 'zod';
import type { Clock } from '../../core/clock.js';
import { conflict, notFound } from '../../core/http-error.js';
import { parseOrBadRequest } from '../../core/validate.js';
import { nextSeq } from '../../store/ids.js';
import {
  installationKey,
  type IntegrationInstallationRecord,
  type IntegrationRecord,
} from '../../store/org-data-records.js';
import type { SpaceRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { isoNow } from '../time.js';

/** Targets whose integrations install on spaces. */
const SPACE_TARGETS: ReadonlySet<string> = new Set(['all', 'space']);

/** An installed integration with its installation. */
export interface Installed {
  installation: IntegrationInstallationRecord;
  integration: IntegrationRecord;
}

/** The integrations installed on a space, in the order they were installed. */
export function installedOn(store: Store, spaceId: string): Installed[] {
  const found: Installed[] = [];
  for (const installation of store.data.integrationInstallations.values()) {
    if (installation.spaceId !== spaceId) continue;
    const integration = store.data.integrations.get(installation.integrationName);
    if (integration) found.push({ installation, integration });
  }
  return found.sort((a, b) => a.installation.seq - b.installation.seq);
}

/**
 * @throws HttpError 409 when the integration does not install on spaces, or is private to an organization
 * other than the space's.
 */
export function assertInstallable(
  integration: Pick<IntegrationRecord, 'name' | 'target' | 'visibility' | 'ownerId'>,
  space: Pick<SpaceRecord, 'organizationId'>,
): void {
  if (!SPACE_TARGETS.has(integration.target)) {
    throw conflict(`integration '${integration.name}' installs on ${integration.target}, not on spaces`);
  }
  if (integration.visibility === 'private' && integration.ownerId !== space.organizationId) {
    throw conflict(`integration '${integration.name}' is private to organization '${integration.ownerId}'`);
  }
}

/**
 * Installs an integration on a live space; installing it again changes nothing.
 * @throws HttpError 404 for an unknown (or soft-deleted) space or integration; 409 when the integration does
 * not install on spaces or is private to another organization.
 */
export function installIntegration(
  store: Store,
  clock: Clock,
  spaceId: string,
  name: string,
): IntegrationInstallationRecord {
  const space = store.data.spaces.get(spaceId);
  if (!space || space.deletedAt !== undefined) throw notFound(`space '${spaceId}'`);
  const integration = store.data.integrations.get(name);
  if (!integration) throw notFound(`integration '${name}'`);
  assertInstallable(integration, space);
  const key = installationKey(spaceId, name);
  const existing = store.data.integrationInstallations.get(key);
  if (existing) return existing;
  const record: IntegrationInstallationRecord = {
    spaceId,
    integrationName: name,
    installedAt: isoNow(clock),
    seq: nextSeq(store),
  };
  store.data.integrationInstallations.set(key, record);
  return record;
}

/** Removes every installation on a space (a purge hook: the space is going for good). */
export function removeInstallationsOn(store: Store, spaceId: string): void {
  for (const [key, installation] of store.data.integrationInstallations) {
    if (installation.spaceId === spaceId) store.data.integrationInstallations.delete(key);
  }
}

/** Body of `POST /__control/integrations/install` and the arguments of `control.installIntegration()`. */
export const installIntegrationInput = z.object({
  spaceId: str().min(1, { error: 'is required' }),
  integration: integrationName(),
});

/** What the control API answers for an installation. */
export interface InstallationWire {
  space: string;
  integration: string;
  installedAt: string;
}

/** The control operation: validates its input (400 naming the field), installs, and describes the result. */
export function installIntegrationCommand(store: Store, clock: Clock, input: unknown): InstallationWire {
  const { spaceId, integration } = parseOrBadRequest(installIntegrationInput, input, 'body');
  const record = installIntegration(store, clock, spaceId, integration);
  return { space: record.spaceId, integration: record.integrationName, installedAt: record.installedAt };
}

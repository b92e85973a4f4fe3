import * as z from 'zod';
import { href, openEnum, resource, str, timestamp } from '../rules.js';
import { roleInResponse } from './role.js';

/** An organization: owns spaces, collections, teams, sites, specs and translations. */
export const organization = resource({
  object: z.literal('organization'),
  id: str(),
  title: str(),
  createdAt: timestamp(),
  emailDomains: z.array(z.string()).optional(),
  hostname: z.string().optional(),
  type: openEnum(['business', 'community', 'personal']).optional(),
  useCase: openEnum(['internalDocs', 'docsSite', 'gitSync', 'other']).optional(),
  communityType: openEnum(['nonProfit', 'openSource', 'education']).optional(),
  /** `null`: new members join as guests. */
  defaultRole: roleInResponse.optional(),
  defaultContent: resource({ type: z.string().optional(), site: z.string().optional() }).optional(),
  sso: z.boolean().optional(),
  ai: z.boolean().optional(),
  inviteLinks: z.boolean().optional(),
  plan: openEnum(['free', 'plus', 'pro', 'enterprise']).optional(),
  billing: resource({
    interval: openEnum(['monthly', 'yearly']).optional(),
    endDate: timestamp().nullable().optional(),
    hasPaymentFailed: z.boolean().optional(),
    isScheduledToCancel: z.boolean().optional(),
  }).optional(),
  urls: resource({ location: href(), app: href(), logo: href().optional() }),
  trial: resource({
    status: openEnum(['active', 'ended']).optional(),
    endDate: timestamp().nullable().optional(),
    decision: openEnum(['keep', 'downgrade']).optional(),
  }).optional(),
  customHostname: z.string().optional(),
  blocked: resource({ reason: openEnum(['abuse', 'billing']).optional() }).optional(),
  internal_isOnNewTrial: z.boolean().optional(),
  internal_billingMigration: resource({
    deadline: timestamp().optional(),
    discountPercent: z.number().int().optional(),
    discountEndDate: timestamp().optional(),
  }).optional(),
  permissions: resource({ admin: z.boolean(), createContent: z.boolean() }),
});
export type Organization = z.infer<typeof organization>;

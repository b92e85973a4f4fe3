import * as z from 'zod';
import { href, openEnum, resource, str, timestamp } from '../rules.js';
import { roleInResponse } from './role.js';

/** An organization: owns spaces, collections, teams, sites, specs and translations. */
export const organization = resource({
  object: z.literal('organization'),
  id: str(),
  /** The organization's name. */
  title: str(),
  createdAt: timestamp(),
  /** Email domains whose users may join the organization. */
  emailDomains: z.array(z.string()).optional(),
  /** Default hostname for the organization's published content. */
  hostname: z.string().optional(),
  /** `business`, `community` or `personal`. */
  type: openEnum(['business', 'community', 'personal']).optional(),
  /** What the organization said it uses the service for, e.g. `docsSite`. */
  useCase: openEnum(['internalDocs', 'docsSite', 'gitSync', 'other']).optional(),
  /** For a `community` organization: `nonProfit`, `openSource` or `education`. */
  communityType: openEnum(['nonProfit', 'openSource', 'education']).optional(),
  /** `null`: new members join as guests. */
  defaultRole: roleInResponse.optional(),
  /** The content shown by default for the organization, e.g. a site. */
  defaultContent: resource({
    /** What kind of content it is, e.g. `site`. */
    type: z.string().optional(),
    /** Id of the site, when the default content is a site. */
    site: z.string().optional(),
  }).optional(),
  /** True when single sign-on is enforced for the whole organization. */
  sso: z.boolean().optional(),
  /** True when the organization has AI features turned on. */
  ai: z.boolean().optional(),
  /** True when invite links are enabled. */
  inviteLinks: z.boolean().optional(),
  /** The organization's billing plan, e.g. `free` or `pro`. */
  plan: openEnum(['free', 'plus', 'pro', 'enterprise']).optional(),
  /** Billing details; only shown to members. */
  billing: resource({
    /** How often it is billed: `monthly` or `yearly`. */
    interval: openEnum(['monthly', 'yearly']).optional(),
    /** When the current billing period ends, if known. */
    endDate: timestamp().nullable().optional(),
    /** True when the last payment could not be collected. */
    hasPaymentFailed: z.boolean().optional(),
    /** True when the subscription ends at the close of the period. */
    isScheduledToCancel: z.boolean().optional(),
  }).optional(),
  /** Where the organization can be found: in the API and in the web app. */
  urls: resource({
    location: href(),
    app: href(),
    /** Address of the organization's logo image, if one is set. */
    logo: href().optional(),
  }),
  /** The organization's trial of a paid plan, if it has or had one. */
  trial: resource({
    /** Whether the trial is `active` or has `ended`. */
    status: openEnum(['active', 'ended']).optional(),
    /** When the trial ends or ended. */
    endDate: timestamp().nullable().optional(),
    /** What was decided at the end of the trial, e.g. `downgrade`. */
    decision: openEnum(['keep', 'downgrade']).optional(),
    /** How many trials the organization has used. */
    count: z.number().int().optional(),
  }).optional(),
  /** Custom hostname linked to the organization, if any. */
  customHostname: z.string().optional(),
  /** Present when the organization is blocked. */
  blocked: resource({
    /** Why it is blocked, e.g. `abuse` or `billing`. */
    reason: openEnum(['abuse', 'billing']).optional(),
  }).optional(),
  /** Internal flag of the service's billing; not meant for clients. */
  internal_isOnNewTrial: z.boolean().optional(),
  /** Internal details of a billing migration; not meant for clients. */
  internal_billingMigration: resource({
    /** When the migration must be done. */
    deadline: timestamp().optional(),
    /** Discount offered, in percent. */
    discountPercent: z.number().int().optional(),
    /** When the discount ends. */
    discountEndDate: timestamp().optional(),
  }).optional(),
  /** What the caller may do in the organization. */
  permissions: resource({
    /** Whether the caller may manage the organization (members, billing, settings). */
    admin: z.boolean(),
    /** Whether the caller may create spaces, collections and sites in it. */
    createContent: z.boolean(),
    /** Whether the caller may see the organization. */
    view: z.boolean().optional(),
    /** Whether the caller may open the organization in the web app. */
    access: z.boolean().optional(),
    /** Whether the caller owns a team of the organization. */
    ownTeam: z.boolean().optional(),
    /** Whether the caller may create OpenAPI specs. */
    createOpenAPISpec: z.boolean().optional(),
    /** Whether the caller may see the organization's billing. */
    viewBilling: z.boolean().optional(),
    /** Whether the caller may list the organization's members. */
    listMembers: z.boolean().optional(),
    /** Whether the caller may list the organization's teams. */
    listTeams: z.boolean().optional(),
    /** Whether the caller may list the organization's integrations. */
    listIntegrations: z.boolean().optional(),
    /** Whether the caller may list the integrations installed in the organization. */
    listInstallations: z.boolean().optional(),
    /** Whether the caller may install integrations in the organization. */
    installIntegration: z.boolean().optional(),
  }),
  // Fields the published service also sends; the API reference does not show them.
  /**
   * Conditions a change request must meet before it can be merged: `none`, or `rules` that must all pass (kept
   * as the service sends them).
   */
  mergeRules: resource({
    /** `none` (merged without review) or `rules`. */
    type: openEnum(['none', 'rules']),
    /** With `rules`: the rules, each as the service sends it. */
    rules: z.array(z.unknown()).optional(),
  }).optional(),
});
export type Organization = z.infer<typeof organization>;

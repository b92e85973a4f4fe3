/**
 * The demo marketplace: seven integrations across categories, as publish bodies (so the demo goes through
 * the same code as `POST /integrations/{name}`). Globex plays the marketplace vendor; acme owns one private
 * integration. Names are the keys of `DEMO.integrations`.
 */
import type { PublishBody } from '../domain/integrations/publish.js';
import { DEMO } from './ids.js';

/** A catalogue entry: its publish body and whether the marketplace marks it verified. */
export interface CatalogueEntry {
  name: string;
  verified: boolean;
  body: PublishBody;
}

const { integrations: names, organization: acme, otherOrganization: globex } = DEMO;

/** A 1×1 PNG: enough to show an icon URL. */
const ICON = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const DEMO_CATALOGUE: readonly CatalogueEntry[] = [
  {
    name: names.analytics,
    verified: true,
    body: {
      organization: globex,
      title: 'Pulse Analytics',
      description: 'Privacy-friendly page analytics for published docs.',
      summary: '# Pulse\n\nCounts page views and referrers of your published content.',
      icon: ICON,
      visibility: 'public',
      target: 'all',
      scopes: ['site:views:read', 'site:script:inject', 'site:script:cookies'],
      categories: ['analytics'],
      externalLinks: [{ url: 'https://pulse.globex.test', label: 'Website' }],
      configurations: {
        space: {
          properties: { siteId: { title: 'Site id', type: 'string', description: 'Your Pulse site id' } },
          required: ['siteId'],
        },
      },
      script: 'export default { fetch: () => new Response("pulse") };',
      contentSecurityPolicy: "script-src 'self' https://pulse.globex.test",
    },
  },
  {
    name: names.video,
    verified: true,
    body: {
      organization: globex,
      title: 'Video Embed',
      description: 'Embed videos from YouTube and Vimeo.',
      visibility: 'public',
      target: 'all',
      scopes: ['space:content:read'],
      categories: ['content'],
      blocks: [
        {
          id: 'video',
          title: 'Video',
          description: 'A playable video',
          icon: 'video',
          urlUnfurl: ['https://www.youtube.com/watch*', 'https://youtu.be/*', 'https://*.vimeo.com/*'],
          markdown: { codeblock: 'video', body: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        },
      ],
      script: 'export default { fetch: () => new Response("video") };',
    },
  },
  {
    name: names.design,
    verified: false,
    body: {
      organization: globex,
      title: 'Design Frames',
      description: 'Live frames of design files.',
      visibility: 'public',
      scopes: ['space:content:read'],
      categories: ['collaboration', 'content'],
      blocks: [
        {
          id: 'frame',
          title: 'Design frame',
          urlUnfurl: ['https://*.figma.com/file/*', 'https://www.figma.com/proto/*'],
        },
        { id: 'board', title: 'Whiteboard', urlUnfurl: ['https://miro.com/app/board/*'] },
      ],
      script: 'export default { fetch: () => new Response("frames") };',
    },
  },
  {
    name: names.apiCatalog,
    verified: false,
    body: {
      organization: globex,
      title: 'API Catalog',
      description: 'Generate reference pages from an API catalog.',
      visibility: 'public',
      target: 'space',
      scopes: ['space:content:write', 'openapi:read'],
      categories: ['content'],
      contentSources: [
        {
          id: 'endpoints',
          title: 'Endpoints',
          description: 'One page per endpoint',
          configuration: { componentId: 'configure' },
        },
      ],
      configurations: {
        space: {
          properties: { catalogUrl: { title: 'Catalog URL', type: 'string' } },
          required: ['catalogUrl'],
        },
      },
      script: 'export default { fetch: () => new Response("catalog") };',
    },
  },
  {
    name: names.gitMirror,
    verified: true,
    body: {
      organization: globex,
      title: 'Git Mirror',
      description: 'Keep a space in sync with a Git repository.',
      visibility: 'public',
      target: 'space',
      scopes: ['space:git:sync', 'space:content:read', 'space:content:write'],
      categories: ['other'],
      script: 'export default { fetch: () => new Response("git") };',
    },
  },
  {
    name: names.chat,
    verified: false,
    body: {
      organization: globex,
      title: 'Chat Widget',
      description: 'A support chat bubble on published pages.',
      visibility: 'unlisted',
      target: 'site',
      scopes: ['site:script:inject'],
      categories: ['marketing'],
      script: 'export default { fetch: () => new Response("chat") };',
    },
  },
  {
    name: names.status,
    verified: false,
    body: {
      organization: acme,
      title: 'Acme Status',
      description: "Badges of Acme's service status.",
      visibility: 'private',
      target: 'all',
      scopes: ['site:script:inject'],
      categories: ['other'],
      blocks: [{ id: 'status', title: 'Status badge', urlUnfurl: ['https://status.acme.test/*'] }],
      script: 'export default { fetch: () => new Response("status") };',
      secrets: { apiKey: 'demo-status-secret' },
    },
  },
];

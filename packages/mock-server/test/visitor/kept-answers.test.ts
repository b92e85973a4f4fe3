/**
 * The answers a site without adaptive content keeps between requests (visitor/kept-answers.ts) are made anew as
 * soon as the state changes: customization, visibility, share links, publishing, conditions, content and an
 * OpenAPI processing that ends after its request each show on the very next request.
 */
import { describe, expect, it } from 'vitest';
import { ORG, SITE, SITE_URL, siteServer } from './support.js';

/** The test world with its docs site kept (adaptive content off). */
const keptServer = () => siteServer((file) => (file.sites[0].adaptiveContent = false));

const spec = (title: string) =>
  JSON.stringify({ openapi: '3.1.0', info: { title, version: '1' }, paths: { '/pets': { get: { summary: 'List', responses: { '200': { description: 'OK' } } } } } });

describe('answers kept per state of the world', () => {
  it('the same request is answered the same, the page rendered once', async () => {
    const { visit } = keptServer();
    const first = await (await visit(SITE_URL)).text();
    expect(first).toContain('Welcome, <strong>reader</strong>');
    expect(await (await visit(SITE_URL)).text()).toBe(first);
    const head = await visit(SITE_URL, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('customization, conditions and publishing show on the next request', async () => {
    const { visit, admin } = keptServer();
    expect(await (await visit(SITE_URL)).text()).toContain('Beta');
    await admin.sites.customization.update(ORG, SITE, { title: 'Renamed Docs' });
    expect(await (await visit(SITE_URL)).text()).toContain('Renamed Docs');
    // Conditions count once adaptive content is on: the beta section is gone for a visitor without claims.
    await admin.sites.update(ORG, SITE, { adaptiveContent: { enabled: true } });
    expect(await (await visit(SITE_URL)).text()).not.toContain('>Beta<');
    await admin.sites.update(ORG, SITE, { adaptiveContent: { enabled: false } });
    expect(await (await visit(SITE_URL)).text()).toContain('>Beta<');
    await admin.sites.sections.update(ORG, SITE, 'sec-guides', { title: 'Handbooks' });
    expect(await (await visit(SITE_URL)).text()).toContain('>Handbooks<');
    await admin.sites.unpublish(ORG, SITE);
    expect((await visit(SITE_URL)).status).toBe(404);
  });

  it('visibility and share links show on the next request, and a key never opens another key\'s answer', async () => {
    const { visit, admin } = keptServer();
    expect((await visit(SITE_URL)).status).toBe(200);
    await admin.sites.update(ORG, SITE, { visibility: 'share-link' });
    expect((await visit(SITE_URL)).status).toBe(404);
    const link = (await admin.sites.shareLinks.list(ORG, SITE)).items[0]!;
    const opened = await visit(link.urls.published!);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('?share=share-key-partners');
    expect((await visit(`${SITE_URL}?share=guess`)).status).toBe(404);
    await admin.sites.shareLinks.update(ORG, SITE, link.id, { active: false });
    expect((await visit(link.urls.published!)).status).toBe(404);
    const other = await admin.sites.shareLinks.create(ORG, SITE, { name: 'Others' });
    const otherPage = await (await visit(other.urls.published!)).text();
    expect(otherPage).not.toContain('share-key-partners');
    await admin.sites.update(ORG, SITE, { visibility: 'public' });
    expect((await visit(SITE_URL)).status).toBe(200);
  });

  it('content seeded by the control API and a spec processed after its request show on the next request', async () => {
    const { visit, admin, server } = keptServer();
    const seeded = server.control.seed({ kind: 'content', spaceId: 'sp-guide', pages: [{ title: 'Fresh page', markdown: 'Just written.' }] }) as { pages: { id: string }[] };
    expect(seeded.pages).toHaveLength(1);
    expect(await (await visit(`${SITE_URL}/guides/guide/fresh-page`)).text()).toContain('Just written.');
    await admin.openapi.put(ORG, 'pets', { source: { text: spec('Pet Store') } });
    await server.control.settle();
    server.control.seed({ kind: 'content', spaceId: 'sp-guide', pages: [{ title: 'API', type: 'computed', computed: { spec: 'pets', models: false } }] });
    const api = `${SITE_URL}/guides/guide/api.md`;
    const before = await visit(api);
    expect(before.status).toBe(200);
    expect(await before.text()).toContain('Pet Store');
    // The new text is processed after the request was answered; waited for by reading (no write, no control call).
    await admin.openapi.put(ORG, 'pets', { source: { text: spec('Dog Kennel') } });
    expect(await (await visit(api)).text()).toContain('Pet Store');
    await expect.poll(async () => (await admin.openapi.get(ORG, 'pets')).processingState, { timeout: 30_000, interval: 5 }).toBe('complete');
    const after = await (await visit(api)).text();
    expect(after).toContain('Dog Kennel');
    expect(after).not.toContain('Pet Store');
  });
});

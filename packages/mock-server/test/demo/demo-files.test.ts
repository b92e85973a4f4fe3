// The demo world's files have bytes: each is its record's size, its Git blob id is that of its bytes, and the
// published site serves them (the logo an image, the guide a PDF).
import { createHash } from 'node:crypto';
import { createServer, DEMO } from '@docpub/mock-server';
import { describe, expect, it } from 'vitest';
import { DEMO_WORLD_FILE } from '../../src/demo/demo-world.js';

const blobId = (bytes: Uint8Array) => createHash('sha1').update(`blob ${bytes.byteLength}\0`).update(bytes).digest('hex');

describe('the demo files', () => {
  // Each revision of the API space lists the same files: one of each id.
  const files = [...new Map((DEMO_WORLD_FILE.revisions ?? []).flatMap((revision) => revision.content?.files ?? []).map((file) => [file.id, file] as const)).values()];

  it('are recorded with a Git blob id and served with bytes of that id and of the recorded size', async () => {
    const server = createServer();
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      expect(file.git, file.id).toBeDefined();
      const downloadURL = (await server.fetch(`${server.baseUrl}/spaces/space-api/content/files/${file.id}`, { headers: { authorization: `Bearer ${DEMO.tokens.admin}` } }).then((answer) => answer.json())) as { downloadURL: string };
      const answer = await server.fetch(downloadURL.downloadURL);
      expect(answer.status, file.id).toBe(200);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      expect(bytes.byteLength, file.id).toBe(file.size);
      expect(blobId(bytes), file.id).toBe(file.git!.oid);
      expect(answer.headers.get('content-type'), file.id).toBe(file.contentType);
    }
  });

  it('are a PNG and a PDF', async () => {
    const server = createServer();
    const read = async (id: string) => {
      const { downloadURL } = (await server.fetch(`${server.baseUrl}/spaces/space-api/content/files/${id}`, { headers: { authorization: `Bearer ${DEMO.tokens.admin}` } }).then((answer) => answer.json())) as { downloadURL: string };
      return new Uint8Array(await (await server.fetch(downloadURL)).arrayBuffer());
    };
    expect([...(await read('file-logo')).slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const pdf = new TextDecoder().decode(await read('file-api-guide-pdf'));
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    // The cross-reference table points at the objects.
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets.map((offset) => pdf.slice(offset, offset + 7))).toEqual(['1 0 obj', '2 0 obj', '3 0 obj', '4 0 obj', '5 0 obj']);
    expect(Number(/startxref\n(\d+)\n/.exec(pdf)![1])).toBe(pdf.indexOf('xref\n0 6'));
  });
});

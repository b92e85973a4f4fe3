/**
 * Content in its structured form (`format=document`). The contract leaves the node shape open; this one is
 * a flat list of blocks read from the markdown — headings, paragraphs, list items, code blocks, quotes —
 * enough for a client to walk a page without parsing markdown itself.
 */

export interface DocumentBlock {
  object: 'block';
  type: string;
  text: string;
  /** The language of a code block, when its fence names one. */
  syntax?: string;
}

export interface StructuredDocument {
  object: 'document';
  nodes: DocumentBlock[];
  [key: string]: unknown;
}

const block = (type: string, text: string, syntax?: string): DocumentBlock => ({
  object: 'block',
  type,
  text,
  ...(syntax ? { syntax } : {}),
});

/** The block a single (non-fenced) markdown line starts, or undefined for a paragraph line. */
function lineBlock(line: string): DocumentBlock | undefined {
  const heading = /^(#{1,6})\s+(\S.*)?$/.exec(line);
  if (heading) return block(`heading-${heading[1]!.length}`, (heading[2] ?? '').trim());
  const bullet = /^\s*[-*+]\s+(\S.*)?$/.exec(line);
  if (bullet) return block('list-item-unordered', bullet[1] ?? '');
  const numbered = /^\s*\d+[.)]\s+(\S.*)?$/.exec(line);
  if (numbered) return block('list-item-ordered', numbered[1] ?? '');
  const quote = /^>\s?(.*)$/.exec(line);
  if (quote) return block('blockquote', quote[1]!);
  return undefined;
}

/** The structured form of a markdown text. */
export function markdownToDocument(markdown: string): StructuredDocument {
  const nodes: DocumentBlock[] = [];
  let paragraph: string[] = [];
  let code: { syntax: string; lines: string[] } | undefined;
  const endParagraph = () => {
    if (paragraph.length > 0) nodes.push(block('paragraph', paragraph.join(' ')));
    paragraph = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    const fence = /^```\s*(?:([\w+-]+)\s*)?$/.exec(line);
    if (code && fence) {
      nodes.push(block('code', code.lines.join('\n'), code.syntax));
      code = undefined;
    } else if (code) {
      code.lines.push(line);
    } else if (fence) {
      endParagraph();
      code = { syntax: fence[1] ?? '', lines: [] };
    } else if (line.trim() === '') {
      endParagraph();
    } else {
      const single = lineBlock(line);
      if (single) {
        endParagraph();
        nodes.push(single);
      } else {
        paragraph.push(line.trim());
      }
    }
  }
  endParagraph();
  // An unclosed fence still holds code: keep it rather than lose it.
  if (code) nodes.push(block('code', code.lines.join('\n'), code.syntax));
  return { object: 'document', nodes };
}

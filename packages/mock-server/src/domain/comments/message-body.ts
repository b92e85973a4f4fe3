/**
 * A message's body in the `format` a read asks for: `{markdown}` by default, `{document}` (the structured
 * form, the same one pages use) with `format=document`.
 */
import type { ContentFormat, messageBody } from '@docpub/sdk/contract';
import type { z } from 'zod';
import { markdownToDocument } from '../content/document-format.js';

/** The wire shape of a message body. */
export type MessageBodyWire = z.input<typeof messageBody>;

/** A message body in the requested format (markdown when none is asked for). */
export function presentBody(markdown: string, format: ContentFormat | undefined): MessageBodyWire {
  return format === 'document' ? { document: markdownToDocument(markdown) } : { markdown };
}

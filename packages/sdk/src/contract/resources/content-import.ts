import * as z from 'zod';
import { str, url } from '../rules.js';

/**
 * Body of `POST /spaces/{spaceId}/content/import`: where the content is (`url`) and what kind of source it is
 * (`source`, free text such as `website`; the API reference names no list).
 */
export const importContentBody = z.object({
  /** Address of the content to import (at most 2048 characters). */
  url: url().max(2048, { error: 'must be at most 2048 characters' }),
  /** What kind of source it is, in free text such as `website` (at most 64 characters). */
  source: str().min(1, { error: 'must not be empty' }).max(64, { error: 'must be at most 64 characters' }).optional(),
});
export type ImportContentBody = z.input<typeof importContentBody>;

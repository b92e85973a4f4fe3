/** Handler of a space's content insights. */
import type { HandlerTable } from '../../core/types.js';
import { contentInsights } from '../../domain/spaces/insights.js';

export const spaceInsightHandlers = {
  getSpaceContentInsights: (ctx) => {
    const { space } = ctx.granted;
    return contentInsights(ctx.store, space);
  },
} satisfies HandlerTable;

// Loaded with the route tree (every page's entry bundle): zod/mini and literals only.
import * as z from 'zod/mini';

export const ROUTING_EDITOR_TABS = ['questions', 'rules', 'share', 'responses'] as const;
export type RoutingEditorTab = (typeof ROUTING_EDITOR_TABS)[number];

/** `?tab=` of the builder; anything else opens the questions. */
export const EditorSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(ROUTING_EDITOR_TABS)), undefined),
});

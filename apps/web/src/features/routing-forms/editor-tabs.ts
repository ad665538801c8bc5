import { z } from 'zod';

export const ROUTING_EDITOR_TABS = ['questions', 'rules', 'share', 'responses'] as const;
export type RoutingEditorTab = (typeof ROUTING_EDITOR_TABS)[number];

/** `?tab=` of the builder; anything else opens the questions. */
export const EditorSearchSchema = z.object({ tab: z.enum(ROUTING_EDITOR_TABS).optional().catch(undefined) });

// Loaded with the route tree (every page's entry bundle): zod/mini and literals only.
import * as z from 'zod/mini';

export const SETTINGS_SECTIONS = [
  'profile',
  'security',
  'api-tokens',
  'workspace',
  'members',
  'roles',
  'leave',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** `?section=`: an unknown value falls back to the profile. */
export const SettingsSearchSchema = z.object({
  section: z.catch(z.optional(z.enum(SETTINGS_SECTIONS)), undefined),
});

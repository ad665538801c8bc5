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

export const SETTINGS_SECTION_LABELS: Record<SettingsSection, string> = {
  profile: 'Profile',
  security: 'Security',
  'api-tokens': 'API tokens',
  workspace: 'Workspace',
  members: 'Members',
  roles: 'Roles',
  leave: 'Leave organisation',
};

/** `?section=`: an unknown value falls back to the profile. */
export const SettingsSearchSchema = z.object({
  section: z.catch(z.optional(z.enum(SETTINGS_SECTIONS)), undefined),
});

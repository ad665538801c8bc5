import { z } from 'zod';

export const SETTINGS_SECTIONS = ['profile', 'security', 'workspace', 'members', 'roles', 'leave'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SETTINGS_SECTION_LABELS: Record<SettingsSection, string> = {
  profile: 'Profile',
  security: 'Security',
  workspace: 'Workspace',
  members: 'Members',
  roles: 'Roles',
  leave: 'Leave organisation',
};

/** `?section=`: an unknown value falls back to the profile. */
export const SettingsSearchSchema = z.object({
  section: z.enum(SETTINGS_SECTIONS).optional().catch(undefined),
});

import { describe, expect, it } from 'vitest';
import { seesWorkspaceMeetings } from './team-scope';

function info(isSuperAdminRole: boolean, calendar?: string[]) {
  const permissions: Record<string, string[]> = calendar ? { calendar } : {};
  return {
    role: { name: 'Role', permissions: {}, isSuperAdminRole, isAutoCreated: true },
    permissions,
  };
}

describe('seesWorkspaceMeetings', () => {
  it.each([
    ['a super admin', info(true), true],
    ['a role with every calendar action', info(false, ['view', 'create', 'edit', 'delete']), true],
    ['a member (no delete)', info(false, ['view', 'create', 'edit']), false],
    ['a role without the calendar', info(false), false],
  ])('%s → %s', (_, agent, expected) => {
    expect(seesWorkspaceMeetings(agent)).toBe(expected);
  });
});

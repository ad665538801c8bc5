import { TeamBodySchema } from '@kairos/core/accounts/team-schema';
import { describe, expect, it } from 'vitest';
import { setTeamLead, suggestedTeamLink, teamFormValues, toggleTeamMember, toTeamBody } from './team-form';

const A = '6f1f3a6e-0000-4000-8000-000000000001';
const B = '6f1f3a6e-0000-4000-8000-000000000002';
const C = '6f1f3a6e-0000-4000-8000-000000000003';

describe('team form', () => {
  it('adds, leads and removes members', () => {
    let values = teamFormValues(null);
    values = toggleTeamMember(values, A, true);
    values = toggleTeamMember(values, B, true);
    values = setTeamLead(values, B, true);
    expect(values.members).toEqual({ [A]: false, [B]: true });
    values = toggleTeamMember(values, B, false);
    values = toggleTeamMember(values, B, true);
    expect(values.members).toEqual({ [A]: false, [B]: false });
  });

  it('builds a body the schema accepts, in the dashboard order', () => {
    const values = { name: ' Sales ', accessLink: '', description: '', members: { [C]: true, [A]: false } };
    const body = toTeamBody(values, [A, B, C]);
    expect(body).toEqual({
      name: ' Sales ',
      description: '',
      members: [
        { userId: A, isLead: false },
        { userId: C, isLead: true },
      ],
    });
    expect(TeamBodySchema.parse(body).name).toBe('Sales');
  });

  it('sends a link only when given', () => {
    expect(
      toTeamBody({ ...teamFormValues(null), name: 'x', accessLink: ' sales-team ' }, []).accessLink,
    ).toBe('sales-team');
  });

  it.each([
    ['Sales EMEA', 'sales-emea'],
    ['  ', ''],
    ['Ops', 'ops'],
  ])('suggests %j → %j', (name, expected) => {
    expect(suggestedTeamLink(name)).toBe(expected);
  });
});

import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import { EventCreateBodySchema } from '@kairos/core/events/event-schema';
import { verify } from '@node-rs/argon2';
import type { Deps } from '../../deps.ts';
import * as accounts from '../accounts/repo.ts';
import { logout, signup } from '../accounts/service.ts';
import { resolveSession } from '../accounts/session-token.ts';
import { createEvent } from '../events/service.ts';
import { finishOnboarding } from '../profile/service.ts';
import { setAccessLink } from '../public-events/service.ts';
import { seedDemoHistory } from './history.ts';

export const DEMO_LOGIN = { emailId: 'demo@kairos.local', password: 'kairos-demo' } as const;
export const DEMO_ACCESS_LINK = 'demo';

/**
 * Whether the demo account exists and still takes its published password, so start-up can print
 * the login on every start (and stops once someone changes the password).
 */
export async function hasDefaultDemoLogin(deps: Deps): Promise<boolean> {
  const agent = await accounts.findAgentByEmail(deps.db, DEMO_LOGIN.emailId);
  return agent ? verify(agent.passwordHash, DEMO_LOGIN.password) : false;
}

/**
 * On the very first start with an empty database: a demo workspace with a host account, the
 * public access link `demo`, two event types and three weeks of past meetings and visits, so a
 * newcomer has something to click and the analytics screen has figures. Returns
 * whether it seeded.
 */
export async function seedDemoIfEmpty(deps: Deps): Promise<boolean> {
  if (await accounts.hasAnyAgent(deps.db)) return false;
  const session = await signup(
    deps,
    {
      firstName: 'Demo',
      lastName: 'Host',
      emailId: DEMO_LOGIN.emailId,
      password: DEMO_LOGIN.password,
      companyName: 'Demo',
    },
    'demo-seed',
  );
  // Sign-up derives 'demo-bookings' (names under three letters get a suffix); the demo wants 'demo'.
  await setAccessLink(deps, session.body.workspace._id, DEMO_ACCESS_LINK);
  const context = await resolveSession(deps, session.token);
  if (!context) throw new Error('the demo session did not resolve');
  const auth = {
    agentId: context.agent.id,
    appId: context.workspace.id as AuthorizedAppId,
    role: context.membership.role,
    isOwner: context.membership.isOwner,
    token: session.token,
    session: context,
    apiToken: null,
  };
  // The demo account is set up already: it goes straight to the dashboard.
  await finishOnboarding(deps, auth);
  const intro = await createEvent(
    deps,
    auth,
    EventCreateBodySchema.parse({
      name: '30 Minute Meeting',
      slug: '30min',
      duration: 30,
      description: 'A short call to get to know each other.',
      modes: [{ key: 'ASK_INVITEE' }],
    }),
  );
  const consultation = await createEvent(
    deps,
    auth,
    EventCreateBodySchema.parse({
      name: 'Team Consultation',
      duration: 60,
      type: 'GROUP',
      maxAttendeesPerMeet: 5,
      displayLeftSpots: true,
      description: 'An hour with the team, shared by up to five attendees.',
      modes: [{ key: 'IN_PERSON', value: 'Demo office, 1 Example Street' }],
    }),
  );
  await seedDemoHistory(deps, {
    appId: auth.appId,
    hostId: auth.agentId,
    events: [intro, consultation].map((e) => ({ id: e._id, type: e.type, duration: e.duration })),
  });
  await logout(deps, session.token);
  return true;
}

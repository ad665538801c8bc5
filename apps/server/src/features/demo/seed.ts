import type { Deps } from '../../deps.ts';
import * as accounts from '../accounts/repo.ts';
import { signup } from '../accounts/service.ts';

export const DEMO_LOGIN = { emailId: 'demo@kairos.local', password: 'kairos-demo' } as const;
export const DEMO_ACCESS_LINK = 'demo';

/**
 * On the very first start with an empty database: a demo workspace with a host account and the
 * public access link `demo`, so a newcomer has something to click. Returns whether it seeded.
 */
export async function seedDemoIfEmpty(deps: Deps): Promise<boolean> {
  if (await accounts.hasAnyAgent(deps.db)) return false;
  await signup(deps, {
    firstName: 'Demo',
    lastName: 'Host',
    emailId: DEMO_LOGIN.emailId,
    password: DEMO_LOGIN.password,
    companyName: 'Demo',
  });
  return true;
}

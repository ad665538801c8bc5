import type { Deps } from '../../deps.ts';
import type { ChangeListener } from '../lifecycle/listener.ts';
import * as repo from './repo.ts';
import { queueSheetsSync, takesTrigger } from './service.ts';

/**
 * The spreadsheet as a listener of the lifecycle: every change of a booking and every form
 * response becomes a row, queued in the change's transaction. Its audience is whether the
 * workspace has a spreadsheet connected.
 */
export const sheetsListener: ChangeListener<Deps> = {
  name: 'google-sheets',
  audience: async (db, appId, triggers) => triggers.some(takesTrigger) && (await repo.isConnected(db, appId)),
  async record(deps, tx, change, audience) {
    if (audience === false) return;
    await queueSheetsSync(deps, tx, change.appId, change.trigger, change.subject);
  },
};

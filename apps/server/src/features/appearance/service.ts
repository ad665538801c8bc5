import {
  type AppearanceLookup,
  DEFAULT_WORKSPACE_APPEARANCE,
  type EffectiveAppearance,
  type WorkspaceAppearance,
  type WorkspaceAppearancePatch,
  WorkspaceAppearanceSchema,
} from '@kairos/core/appearance/appearance-schema';
import { effectiveAppearance } from '@kairos/core/appearance/effective';
import { AppError } from '@kairos/core/errors';
import type { Appearance } from '@kairos/core/events/page-schema';
import { isUuid } from '@kairos/core/ids';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { publicImageUrl, uploadedImageOrThrow } from '../uploads/service.ts';
import * as repo from './repo.ts';

/** The stored branding over the defaults; a stored field of the wrong shape falls back to its default. */
export function readBranding(stored: Record<string, unknown> | undefined): WorkspaceAppearance {
  const merged: Record<string, unknown> = { ...DEFAULT_WORKSPACE_APPEARANCE };
  for (const [key, value] of Object.entries(stored ?? {})) {
    const field = WorkspaceAppearanceSchema.shape[key as keyof WorkspaceAppearance];
    if (field?.safeParse(value).success) merged[key] = value;
  }
  return merged as WorkspaceAppearance;
}

export async function getAppearance(deps: Deps, auth: AuthContext): Promise<WorkspaceAppearance> {
  return readBranding(await repo.findBranding(deps.db, auth.appId));
}

export async function updateAppearance(
  deps: Deps,
  auth: AuthContext,
  body: WorkspaceAppearancePatch,
): Promise<WorkspaceAppearance> {
  const current = readBranding(await repo.findBranding(deps.db, auth.appId));
  const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const logo = body.companyBranding?.logo;
  if (logo) {
    changes.companyBranding = {
      logo: await uploadedImageOrThrow(deps, auth.appId, 'APPEARANCE', logo, {
        path: 'companyBranding.logo',
        what: 'logo',
      }),
    };
  }
  const next = { ...current, ...changes } as WorkspaceAppearance;
  await repo.saveBranding(deps.db, auth.appId, next);
  return next;
}

const notFound = () => new AppError('NOT_FOUND', 'No booking page at this address');

/** What a public page paints with: the event's overrides over the workspace's branding over the defaults. */
export async function lookupAppearance(deps: Deps, body: AppearanceLookup): Promise<EffectiveAppearance> {
  let appId: string | undefined;
  let event: Appearance | null = null;
  if (body.shareLink) {
    const found = await repo.findShareLinkAppearance(deps.db, body.shareLink);
    if (!found) throw notFound();
    appId = found.appId;
    event = found.appearance;
  } else {
    let teamId: string | null = null;
    if (body.accessLink) {
      const found = await repo.findAppByAccessLink(deps.db, body.accessLink);
      if (!found) throw notFound();
      appId = found.appId;
      teamId = found.teamId;
    } else if (body.appId && isUuid(body.appId) && (await repo.workspaceExists(deps.db, body.appId))) {
      appId = body.appId;
    }
    if (!appId) throw notFound();
    if (body.slug) {
      const found = await repo.findEventAppearance(deps.db, appId, body.slug);
      if (!found || (teamId && found.teamId !== teamId)) throw notFound();
      event = found.appearance;
    }
  }
  const branding = readBranding(await repo.findBranding(deps.db, appId));
  const logo = branding.companyBranding.logo;
  // A logo saved before only uploads were taken may name another site: pages show only the
  // workspace's own stored image (and none once it is deleted).
  const ownLogo = logo ? ((await publicImageUrl(deps, appId, 'APPEARANCE', logo)) ?? null) : null;
  return effectiveAppearance({ ...branding, companyBranding: { logo: ownLogo } }, event);
}

import type { Workspace } from '@kairos/core/accounts/schemas';
import { Link } from '@tanstack/react-router';
import { LogoMark } from '../../ui/components/logo';
import { DEFAULT_HOST_AREA_PATH } from '../host-area-paths';

export function WorkspaceHeader({ workspace }: { workspace: Workspace }) {
  return (
    <Link
      to={DEFAULT_HOST_AREA_PATH}
      className="flex min-w-0 items-center gap-3 rounded-lg p-1 hover:bg-gray-100"
    >
      <LogoMark className="size-8 shrink-0" />
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-gray-900">{workspace.name}</span>
        <span className="block truncate text-xs text-gray-500">Kairos workspace</span>
      </span>
    </Link>
  );
}

import type { HostArea } from '@kairos/core/constants';
import { createLazyRoute } from '@tanstack/react-router';
import { AreaPage } from '../features/dashboard/components/area-page';
import { findHostAreaPage } from '../features/dashboard/host-area-pages';

export function createAreaLazyRoute(area: HostArea) {
  const page = findHostAreaPage(area);
  return createLazyRoute(page.path)({
    component: function HostAreaRoute() {
      return <AreaPage page={page} />;
    },
  });
}

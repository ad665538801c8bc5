import { getRouteApi } from '@tanstack/react-router';
import { AvailableHourEditorPage } from './available-hour-editor-page';
import { AvailableHoursList } from './available-hours-list';

const routeApi = getRouteApi('/app/availability');

export function AvailableHoursPage() {
  const { id } = routeApi.useSearch();
  return id ? <AvailableHourEditorPage key={id} id={id} /> : <AvailableHoursList />;
}

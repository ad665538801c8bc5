import { createLazyRoute } from '@tanstack/react-router';
import { SettingsPage } from '../features/settings/components/settings-page';

export const Route = createLazyRoute('/app/settings')({ component: SettingsPage });

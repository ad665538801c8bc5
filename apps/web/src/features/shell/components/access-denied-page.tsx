import { useDashboardT } from '../../i18n/dashboard-i18n';
import { StatusPage } from './status-page';

export function AccessDeniedPage() {
  const t = useDashboardT();
  return (
    <StatusPage eyebrow="403" title={t('shell.accessDenied.title')} subtitle={t('shell.accessDenied.text')} />
  );
}

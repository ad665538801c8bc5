import { StatusPage } from './status-page';

export function AccessDeniedPage() {
  return (
    <StatusPage eyebrow="403" title="NO access" subtitle="Your role does not allow you to open this page." />
  );
}

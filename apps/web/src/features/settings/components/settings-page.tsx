import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { ApiTokensSection } from '../../api-tokens/components/api-tokens-section';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { MembersSection } from '../../members/components/members-section';
import { RolesSection } from '../../members/components/roles-section';
import { agentInfoQuery } from '../../session/queries';
import { useIsDesktop } from '../../shell/use-media-query';
import { SETTINGS_SECTIONS, type SettingsSection } from '../settings-sections';
import { LeaveSection } from './leave-section';
import { ProfileSection } from './profile-section';
import { SecuritySection } from './security-section';
import { WorkspaceSection } from './workspace-section';

const routeApi = getRouteApi('/app/settings');

/** Profile, security, API tokens, workspace, members, roles and leaving, one section at a time (`?section=`). */
export function SettingsPage() {
  const { data: info } = useSuspenseQuery(agentInfoQuery);
  const { section = 'profile' } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const isDesktop = useIsDesktop();
  const t = useDashboardT();
  const sectionList = useRef<HTMLDivElement>(null);

  // On phones the sections scroll sideways; keep the open one in sight (the tabs render a frame later).
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs again each time the section changes
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => {
      sectionList.current
        ?.querySelector<HTMLElement>('[aria-selected="true"]')
        ?.scrollIntoView({ block: 'nearest', inline: 'center' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [section]);

  const panels: Record<SettingsSection, React.ReactNode> = {
    profile: <ProfileSection agent={info.agent} />,
    security: <SecuritySection />,
    'api-tokens': <ApiTokensSection />,
    workspace: <WorkspaceSection />,
    members: <MembersSection selfId={info.agent._id} isOwner={info.isOwner} />,
    roles: <RolesSection />,
    leave: <LeaveSection workspaceName={info.workspace.name} isOwner={info.isOwner} />,
  };

  return (
    <>
      <title>{t('settings.documentTitle', { section: t(`settings.section.${section}`) })}</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('settings.title')}</h1>
        <p className="mt-1 text-sm text-gray-600">{t('settings.intro')}</p>
      </header>
      <Tabs
        selectedKey={section}
        onSelectionChange={(key) =>
          void navigate({ search: { section: key as SettingsSection }, replace: true })
        }
        orientation={isDesktop ? 'vertical' : 'horizontal'}
        className="mt-6 lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-8"
      >
        <TabList
          ref={sectionList}
          aria-label={t('settings.sections')}
          className="-mx-4 flex gap-1 overflow-x-auto border-b border-gray-200 px-4 pb-px sm:-mx-6 sm:px-6 lg:sticky lg:top-6 lg:mx-0 lg:flex-col lg:self-start lg:overflow-visible lg:border-b-0 lg:px-0"
        >
          {SETTINGS_SECTIONS.map((id) => (
            <Tab
              key={id}
              id={id}
              className="flex shrink-0 cursor-pointer items-center border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-gray-600 outline-none hover:text-gray-900 data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-brand-600 data-[selected]:border-brand-600 data-[selected]:text-gray-900 lg:rounded-lg lg:border-b-0 lg:py-2 lg:data-[selected]:bg-white lg:data-[selected]:shadow-xs lg:data-[selected]:ring-1 lg:data-[selected]:ring-gray-200"
            >
              {t(`settings.section.${id}`)}
            </Tab>
          ))}
        </TabList>
        {SETTINGS_SECTIONS.map((id) => (
          <TabPanel key={id} id={id} className="mt-6 min-w-0 outline-none lg:mt-0">
            {panels[id]}
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}

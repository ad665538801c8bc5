import type { AgentInfo } from '@kairos/core/accounts/schemas';
import type { Event } from '@kairos/core/events/event-schema';
import { getRouteApi } from '@tanstack/react-router';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import toast from 'react-hot-toast';
import { isApiError } from '../../api/api-error';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { usePermission } from '../../members/use-permission';
import { ShareLinksSection } from '../../share-links-host/components/share-links-section';
import { useIsDesktop } from '../../shell/use-media-query';
import { SaveBar } from '../../ui/components/save-bar';
import { UnsavedChangesGuard } from '../../ui/components/unsaved-changes-guard';
import { EDITOR_SECTIONS, type EditorSection } from '../editor-sections';
import {
  changedFields,
  countErrorsBySection,
  type EventDraft,
  errorsFromIssues,
  type FieldErrors,
  sectionOfPath,
  toDraft,
  validateDraft,
} from '../event-draft';
import { useUpdateEvent } from '../queries';
import { AppearanceSection } from './editor/appearance-section';
import { AvailabilitySection } from './editor/availability-section';
import { BookingSection } from './editor/booking-section';
import { ConfirmationSection } from './editor/confirmation-section';
import { DetailsSection } from './editor/details-section';
import { EditorHeader } from './editor/editor-header';
import { HostsSection } from './editor/hosts-section';
import { LimitsSection } from './editor/limits-section';
import { NotificationsSection } from './editor/notifications-section';
import { PaymentSection } from './editor/payment-section';
import { QuestionsSection } from './editor/questions-section';
import type { SectionProps } from './editor/section-props';

const routeApi = getRouteApi('/app/event-types/$eventId');

/** Share links are made and revoked on their own, outside the event's draft. */
function ShareLinksPanel({ eventId, draft }: SectionProps) {
  return <ShareLinksSection eventId={eventId} eventName={draft.name} />;
}

const SECTIONS: Record<EditorSection, ComponentType<SectionProps>> = {
  details: DetailsSection,
  hosts: HostsSection,
  availability: AvailabilitySection,
  limits: LimitsSection,
  questions: QuestionsSection,
  notifications: NotificationsSection,
  confirmation: ConfirmationSection,
  booking: BookingSection,
  payment: PaymentSection,
  appearance: AppearanceSection,
  'share-links': ShareLinksPanel,
};

function firstSection(errors: FieldErrors): EditorSection | undefined {
  const sections = new Set(Object.keys(errors).map(sectionOfPath));
  return EDITOR_SECTIONS.find((section) => sections.has(section));
}

/** After the panel shows, puts focus on its first field with an error. */
function focusFirstInvalid() {
  window.setTimeout(() => {
    const field = document.querySelector<HTMLElement>('[role="tabpanel"] [aria-invalid="true"]');
    // Centred, so the sticky save bar does not cover it.
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center' });
  }, 50);
}

/**
 * Edits an event type section by section. Changes stay in a draft until saved together; the bar
 * at the foot says what is unsaved. Fields are checked with the same schemas the server uses.
 */
export function EventEditor({ event, info }: { event: Event; info: AgentInfo }) {
  const { section = 'details' } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const isDesktop = useIsDesktop();
  const update = useUpdateEvent();
  const canEdit = usePermission('eventTypes', 'edit');
  const t = useDashboardT();
  const tabListLabel = t('eventTypes.editor.sections');
  const [base, setBase] = useState<EventDraft>(() => toDraft(event));
  const [draft, setDraft] = useState<EventDraft>(base);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const changed = useMemo(() => changedFields(base, draft), [base, draft]);
  const changeCount = Object.keys(changed).length;
  const clientErrors = useMemo(() => (submitted ? validateDraft(draft) : {}), [submitted, draft]);
  const errors = { ...clientErrors, ...serverErrors };
  const errorCounts = countErrorsBySection(errors);

  // On narrow screens the sections scroll sideways; keep the open one in sight. The tabs render a
  // frame after the editor mounts, hence the wait.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs again each time the section changes
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => {
      const tab = document.querySelector<HTMLElement>(
        `[aria-label="${tabListLabel}"] [aria-selected="true"]`,
      );
      const list = tab?.parentElement;
      if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
      const tabBox = tab.getBoundingClientRect();
      const listBox = list.getBoundingClientRect();
      list.scrollLeft += tabBox.left - listBox.left - (listBox.width - tabBox.width) / 2;
    });
    return () => window.cancelAnimationFrame(frame);
  }, [section]);

  const showSection = (next: EditorSection) => void navigate({ search: { section: next }, replace: true });

  function change(patch: Partial<EventDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors({});
  }

  function showErrors(found: FieldErrors) {
    const target = firstSection(found);
    if (target && target !== section) showSection(target);
    focusFirstInvalid();
  }

  function handleSave() {
    setSubmitted(true);
    const found = validateDraft(draft);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      toast.error(t('eventTypes.editor.fixFields'));
      return;
    }
    update.mutate(
      { _id: event._id, ...changed },
      {
        onSuccess: (saved) => {
          const next = toDraft(saved);
          setBase(next);
          setDraft(next);
          setSubmitted(false);
          toast.success(t('eventTypes.editor.saved'), { id: 'event-saved' });
        },
        onError: (error) => {
          const found = isApiError(error) ? errorsFromIssues(error.issues) : {};
          if (isApiError(error) && error.code === 'SLUG_TAKEN') found.slug = error.message;
          setServerErrors(found);
          showErrors(found);
          toast.error(error.message);
        },
      },
    );
  }

  const props: SectionProps = {
    eventId: event._id,
    draft,
    change,
    errors,
    agent: info.agent,
    workspace: info.workspace,
  };

  return (
    <>
      <title>{t('eventTypes.editor.documentTitle', { name: base.name })}</title>
      <EditorHeader saved={base} accessLink={info.workspace.accessLink} />
      {!canEdit && (
        <p role="note" className="mt-4 rounded-lg bg-gray-100 px-3 py-2 text-sm text-gray-700">
          {t('eventTypes.editor.viewOnly')}
        </p>
      )}
      <Tabs
        selectedKey={section}
        onSelectionChange={(key) => showSection(key as EditorSection)}
        orientation={isDesktop ? 'vertical' : 'horizontal'}
        className="mt-6 lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-8"
      >
        <TabList
          aria-label={tabListLabel}
          className="-mx-4 flex gap-1 overflow-x-auto border-b border-gray-200 px-4 pb-px sm:-mx-6 sm:px-6 lg:sticky lg:top-6 lg:mx-0 lg:flex-col lg:self-start lg:overflow-visible lg:border-b-0 lg:px-0"
        >
          {EDITOR_SECTIONS.map((id) => {
            const count = errorCounts[id] ?? 0;
            return (
              <Tab
                key={id}
                id={id}
                className="flex shrink-0 cursor-pointer items-center justify-between gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-gray-600 outline-none hover:text-gray-900 data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-brand-600 data-[selected]:border-brand-600 data-[selected]:text-gray-900 lg:rounded-lg lg:border-b-0 lg:py-2 lg:data-[selected]:bg-white lg:data-[selected]:shadow-xs lg:data-[selected]:ring-1 lg:data-[selected]:ring-gray-200"
              >
                {t(`eventTypes.section.${id}`)}
                {count > 0 && (
                  <span className="rounded-full bg-red-100 px-1.5 text-xs font-semibold text-red-700">
                    {count}
                    <span className="sr-only"> {t('eventTypes.editor.errorCount', { count })}</span>
                  </span>
                )}
              </Tab>
            );
          })}
        </TabList>
        {EDITOR_SECTIONS.map((id) => {
          const Section = SECTIONS[id];
          return (
            <TabPanel key={id} id={id} className="mt-6 min-w-0 outline-none lg:mt-0">
              <fieldset disabled={!canEdit} className="min-w-0">
                <Section {...props} />
              </fieldset>
            </TabPanel>
          );
        })}
      </Tabs>
      {canEdit && (
        <SaveBar
          isDirty={changeCount > 0}
          isSaving={update.isPending}
          onSave={handleSave}
          onDiscard={() => {
            setDraft(base);
            setSubmitted(false);
            setServerErrors({});
          }}
          summary={t('eventTypes.editor.unsaved', { count: changeCount })}
          saveLabel={t('eventTypes.editor.save')}
        />
      )}
      <UnsavedChangesGuard when={changeCount > 0} />
    </>
  );
}

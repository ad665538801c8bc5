import type { RoutingForm } from '@kairos/core/routing/form-schema';
import {
  type ConditionGroup,
  type Redirect,
  RedirectSchema,
  type RoutingRule,
} from '@kairos/core/routing/rule-schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '../../../api/api-error';
import { moveItem } from '../../../event-types/move-item';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { Button } from '../../../ui/components/button';
import { ConfirmDialog } from '../../../ui/components/confirm-dialog';
import { FormSection } from '../../../ui/components/form-section';
import { PencilIcon, PlusIcon, TrashIcon } from '../../../ui/components/icons';
import { ReorderHandle, useReorder } from '../../../ui/components/reorder-handle';
import { newGroup, treeProblem } from '../../condition-tree';
import { describeCondition } from '../../describe-condition';
import { routingRulesQuery, useRuleMutations } from '../../queries';
import { ConditionBuilder } from './condition-builder';
import { RedirectEditor } from './redirect-editor';

type Editing = { kind: 'new' } | { kind: 'rule'; rule: RoutingRule } | null;

/** The form's rules: tried in order, the first that holds wins, else the default rule. */
export function RulesTab({ form }: { form: RoutingForm }) {
  const rules = useQuery(routingRulesQuery(form._id));
  const mutations = useRuleMutations(form._id);
  const t = useDashboardT();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<RoutingRule | null>(null);
  const list = rules.data?.conditions ?? [];
  const ordered = list.filter((rule) => !rule.isDefault);
  const fallback = list.find((rule) => rule.isDefault) ?? null;
  const reorder = useReorder(ordered.length, (from, to) =>
    mutations.order.mutate(
      moveItem(ordered, from, to).map((rule) => rule._id),
      {
        onError: (error) => toast.error(error.message),
      },
    ),
  );

  if (rules.isPending)
    return <div className="h-40 animate-pulse rounded-xl border border-gray-200 bg-white" />;
  if (rules.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-800 text-sm">
        <p>{t('routingForms.rules.loadFailed', { error: rules.error.message })}</p>
        <Button variant="secondary" className="mt-3" onClick={() => rules.refetch()}>
          {t('routingForms.tryAgain')}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <FormSection
        title={t('routingForms.rules.title')}
        description={t('routingForms.rules.intro')}
        action={
          editing?.kind !== 'new' && (
            <Button variant="secondary" onClick={() => setEditing({ kind: 'new' })}>
              <PlusIcon className="size-4" />
              {t('routingForms.rules.add')}
            </Button>
          )
        }
      >
        {ordered.length === 0 && editing?.kind !== 'new' && (
          <p className="rounded-lg border border-gray-300 border-dashed px-4 py-6 text-center text-gray-500 text-sm">
            {t('routingForms.rules.empty')}
          </p>
        )}
        {ordered.length > 0 && (
          <ol aria-label={t('routingForms.rules.label')} className="space-y-2">
            {ordered.map((rule, index) => {
              const title = t('routingForms.rules.name', { number: index + 1 });
              const isEditing = editing?.kind === 'rule' && editing.rule._id === rule._id;
              return (
                <li
                  key={rule._id}
                  {...reorder.rowProps(index)}
                  draggable={!isEditing}
                  className="rounded-lg border border-gray-200 bg-white data-drop-target:border-brand-500 data-drop-target:bg-brand-50"
                >
                  <div className="flex items-start gap-2 p-2 sm:p-3">
                    <ReorderHandle label={title} onKeyDown={reorder.handleKeys(index, title)} />
                    <div className="min-w-0 flex-1 py-1">
                      <p className="font-medium text-gray-900 text-sm">{title}</p>
                      <p className="mt-0.5 break-words text-gray-600 text-sm">
                        {t('routingForms.rules.when', {
                          condition: rule.condition
                            ? describeCondition(t, rule.condition, form.questions)
                            : t('routingForms.describe.always'),
                        })}
                      </p>
                      <p className="mt-0.5 break-words text-gray-900 text-sm">→ {rule.label}</p>
                    </div>
                    <button
                      type="button"
                      aria-label={t('routingForms.rules.edit', { rule: title })}
                      onClick={() => setEditing({ kind: 'rule', rule })}
                      className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900"
                    >
                      <PencilIcon className="size-4" />
                    </button>
                    <button
                      type="button"
                      aria-label={t('routingForms.rules.delete', { rule: title })}
                      onClick={() => setToDelete(rule)}
                      className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900"
                    >
                      <TrashIcon className="size-4" />
                    </button>
                  </div>
                  {isEditing && (
                    <RuleEditor
                      form={form}
                      name={title}
                      initialCondition={rule.condition ?? newGroup('ALL', form.questions)}
                      initialRedirect={rule.redirect}
                      isSaving={mutations.edit.isPending}
                      onCancel={() => setEditing(null)}
                      onSave={(condition, redirect) =>
                        mutations.edit
                          .mutateAsync({ _id: rule._id, condition, redirect })
                          .then(() => setEditing(null))
                      }
                    />
                  )}
                </li>
              );
            })}
          </ol>
        )}
        <p aria-live="polite" className="sr-only">
          {reorder.announcement}
        </p>
        {editing?.kind === 'new' && (
          <div className="rounded-lg border border-brand-300 bg-white">
            <p className="px-4 pt-3 font-medium text-gray-900 text-sm">{t('routingForms.rules.new')}</p>
            <RuleEditor
              form={form}
              name={t('routingForms.rules.new')}
              initialCondition={newGroup('ALL', form.questions)}
              initialRedirect={{ type: 'CUSTOM_MESSAGE' }}
              isSaving={mutations.add.isPending}
              onCancel={() => setEditing(null)}
              onSave={(condition, redirect) =>
                mutations.add.mutateAsync({ condition, redirect }).then(() => setEditing(null))
              }
            />
          </div>
        )}
      </FormSection>

      {fallback && <DefaultRule form={form} rule={fallback} />}

      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={t('routingForms.rules.deleteTitle')}
        message={t('routingForms.rules.deleteMessage')}
        confirmLabel={t('routingForms.rules.deleteConfirm')}
        isDestructive
        isOpen={toDelete !== null}
        isPending={mutations.remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          mutations.remove.mutate(toDelete._id, {
            onSuccess: () => {
              toast.success(t('routingForms.rules.deleted'));
              setToDelete(null);
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </div>
  );
}

/** The rule used when no other holds: only its target can change. */
function DefaultRule({ form, rule }: { form: RoutingForm; rule: RoutingRule }) {
  const mutations = useRuleMutations(form._id);
  const [isEditing, setIsEditing] = useState(false);
  const t = useDashboardT();
  return (
    <FormSection
      title={t('routingForms.rules.otherwise')}
      description={t('routingForms.rules.otherwiseIntro')}
      action={
        !isEditing && (
          <Button variant="secondary" onClick={() => setIsEditing(true)}>
            <PencilIcon className="size-4" />
            {t('routingForms.rules.change')}
          </Button>
        )
      }
    >
      {isEditing ? (
        <RuleEditor
          form={form}
          name={t('routingForms.rules.defaultName')}
          initialCondition={null}
          initialRedirect={rule.redirect}
          isSaving={mutations.edit.isPending}
          onCancel={() => setIsEditing(false)}
          onSave={(_, redirect) =>
            mutations.edit.mutateAsync({ _id: rule._id, redirect }).then(() => setIsEditing(false))
          }
        />
      ) : (
        <p className="text-gray-900 text-sm">→ {rule.label}</p>
      )}
    </FormSection>
  );
}

interface RuleEditorProps {
  form: RoutingForm;
  name: string;
  /** Null for the default rule, which has no condition. */
  initialCondition: ConditionGroup | null;
  initialRedirect: Redirect;
  isSaving: boolean;
  onCancel: () => void;
  onSave: (condition: ConditionGroup, redirect: Redirect) => Promise<unknown>;
}

function RuleEditor(props: RuleEditorProps) {
  const { form } = props;
  const [condition, setCondition] = useState(props.initialCondition);
  const [redirect, setRedirect] = useState<Redirect>(props.initialRedirect);
  const [problem, setProblem] = useState<string | null>(null);
  const [redirectErrors, setRedirectErrors] = useState<Record<string, string>>({});
  const t = useDashboardT();

  function save() {
    const conditionProblem = condition ? treeProblem(condition, form.questions) : null;
    const parsed = RedirectSchema.safeParse(redirect);
    const errors: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
    setProblem(conditionProblem ? t(conditionProblem) : null);
    setRedirectErrors(errors);
    if (conditionProblem || !parsed.success) {
      toast.error(t('routingForms.saveFailed'));
      return;
    }
    props
      .onSave(condition ?? newGroup('ALL', []), parsed.data)
      .then(() => toast.success(t('routingForms.saved')))
      .catch((error: unknown) => {
        if (isApiError(error)) {
          const next: Record<string, string> = {};
          for (const issue of error.issues) next[issue.path.replace(/^redirect\./, '')] ??= issue.message;
          setRedirectErrors(next);
          const conditionIssue = error.issues.find((issue) => issue.path.startsWith('condition'));
          setProblem(conditionIssue?.message ?? null);
        }
        toast.error(t('routingForms.saveFailed'));
      });
  }

  return (
    <div className="space-y-4 border-gray-100 border-t p-3 sm:p-4">
      {condition && (
        <div className="space-y-2">
          <p className="font-medium text-gray-800 text-sm">{t('routingForms.rules.conditionHeading')}</p>
          <ConditionBuilder root={condition} questions={form.questions} onChange={setCondition} />
          {problem && (
            <p role="alert" className="text-red-700 text-sm">
              {problem}
            </p>
          )}
        </div>
      )}
      <RedirectEditor redirect={redirect} errors={redirectErrors} name={props.name} onChange={setRedirect} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={props.onCancel} disabled={props.isSaving}>
          {t('routingForms.cancel')}
        </Button>
        <Button onClick={save} isLoading={props.isSaving} loadingText={t('routingForms.rules.saving')}>
          {t('routingForms.rules.save')}
        </Button>
      </div>
    </div>
  );
}

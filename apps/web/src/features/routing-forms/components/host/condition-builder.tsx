import type { RoutingQuestion } from '@kairos/core/routing/form-schema';
import {
  type ConditionClause,
  type ConditionGroup,
  type ConditionOperator,
  LIST_OPERATORS,
  PAIR_OPERATORS,
  VALUELESS_OPERATORS,
} from '@kairos/core/routing/rule-schema';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { PlusIcon, TrashIcon } from '../../../ui/components/icons';
import {
  appendNode,
  type NodePath,
  newClause,
  newGroup,
  OPERATOR_KEYS,
  operatorsFor,
  replaceNode,
  withOperator,
  withQuestion,
} from '../../condition-tree';

const FIELD =
  'rounded-lg border border-gray-300 bg-white px-2.5 py-1.5 text-sm text-gray-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600';
const SMALL_BUTTON =
  'inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-brand-700 text-sm hover:bg-brand-50';
const CHOICE_TYPES = new Set(['RADIO', 'DROPDOWN', 'CHECKBOX']);

interface BuilderProps {
  root: ConditionGroup;
  questions: readonly RoutingQuestion[];
  onChange: (root: ConditionGroup) => void;
}

/** The visual condition builder: groups joined by ALL or ANY, nested, of clauses over the answers. */
export function ConditionBuilder({ root, questions, onChange }: BuilderProps) {
  const t = useDashboardT();
  if (questions.length === 0) {
    return (
      <p className="rounded-lg bg-amber-50 p-3 text-amber-900 text-sm">
        {t('routingForms.condition.needQuestions')}
      </p>
    );
  }
  return (
    <GroupEditor group={root} path={[]} depth={0} root={root} questions={questions} onChange={onChange} />
  );
}

interface NodeProps extends BuilderProps {
  path: NodePath;
}

function GroupEditor({ group, depth, ...props }: NodeProps & { group: ConditionGroup; depth: number }) {
  const { root, path, questions, onChange } = props;
  const t = useDashboardT();
  const label =
    depth === 0 ? t('routingForms.condition.root') : t('routingForms.condition.group', { level: depth + 1 });
  return (
    <fieldset
      className={`space-y-2 rounded-lg border p-3 ${depth === 0 ? 'border-gray-200 bg-white' : 'border-brand-200 bg-brand-50/40'}`}
    >
      <legend className="sr-only">{label}</legend>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-gray-600">{t('routingForms.condition.match')}</span>
        <select
          aria-label={t('routingForms.condition.matchLabel', { group: label })}
          value={group.join}
          onChange={(e) =>
            onChange(replaceNode(root, path, { ...group, join: e.target.value as 'ALL' | 'ANY' }))
          }
          className={FIELD}
        >
          <option value="ALL">{t('routingForms.condition.all')}</option>
          <option value="ANY">{t('routingForms.condition.any')}</option>
        </select>
        <span className="text-gray-600">{t('routingForms.condition.theseConditions')}</span>
        {depth > 0 && (
          <button
            type="button"
            aria-label={t('routingForms.condition.removeGroup', { level: depth + 1 })}
            onClick={() => onChange(replaceNode(root, path, null))}
            className="ml-auto rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900"
          >
            <TrashIcon className="size-4" />
          </button>
        )}
      </div>
      {group.children.length === 0 && (
        <p className="text-gray-500 text-sm">{t('routingForms.condition.emptyGroup')}</p>
      )}
      <ol className="space-y-2">
        {group.children.map((child, index) => {
          const childPath = [...path, index];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no ids; their place is their identity.
            <li key={index} className="flex flex-col gap-1">
              {index > 0 && (
                <span className="font-semibold text-[11px] text-gray-500 uppercase tracking-wider">
                  {group.join === 'ALL' ? t('routingForms.condition.and') : t('routingForms.condition.or')}
                </span>
              )}
              {child.kind === 'group' ? (
                <GroupEditor {...props} group={child} path={childPath} depth={depth + 1} />
              ) : (
                <ClauseEditor {...props} clause={child} path={childPath} number={index + 1} depth={depth} />
              )}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={SMALL_BUTTON}
          onClick={() => onChange(appendNode(root, path, newClause(questions)))}
        >
          <PlusIcon className="size-4" />
          {t('routingForms.condition.addCondition')}
        </button>
        {depth < 4 && (
          <button
            type="button"
            className={SMALL_BUTTON}
            onClick={() =>
              onChange(appendNode(root, path, newGroup(group.join === 'ALL' ? 'ANY' : 'ALL', questions)))
            }
          >
            <PlusIcon className="size-4" />
            {t('routingForms.condition.addGroup')}
          </button>
        )}
      </div>
    </fieldset>
  );
}

function ClauseEditor(props: NodeProps & { clause: ConditionClause; number: number; depth: number }) {
  const { clause, root, path, questions, onChange } = props;
  const question = questions.find((q) => q.questionId === clause.questionId);
  const t = useDashboardT();
  const place = { number: props.number, level: props.depth + 1 };
  const isNested = props.depth > 0;
  const name = t(isNested ? 'routingForms.condition.nestedClause' : 'routingForms.condition.clause', place);
  const set = (next: ConditionClause) => onChange(replaceNode(root, path, next));
  return (
    <div className="flex flex-wrap items-start gap-2 rounded-lg border border-gray-200 bg-white p-2">
      <select
        aria-label={t('routingForms.condition.questionLabel', { condition: name })}
        value={question ? clause.questionId : ''}
        onChange={(e) => {
          const next = questions.find((q) => q.questionId === e.target.value);
          if (next) set(withQuestion(clause, next));
        }}
        className={`${FIELD} min-w-0 max-w-full flex-1 basis-40`}
      >
        {!question && <option value="">{t('routingForms.condition.chooseQuestion')}</option>}
        {questions.map((q) => (
          <option key={q.questionId} value={q.questionId}>
            {q.content.trim() || t('routingForms.untitledQuestion')}
          </option>
        ))}
      </select>
      <select
        aria-label={t('routingForms.condition.operatorLabel', { condition: name })}
        value={clause.operator}
        onChange={(e) => set(withOperator(clause, e.target.value as ConditionOperator))}
        className={`${FIELD} basis-36`}
      >
        {operatorsFor(question).map((operator) => (
          <option key={operator} value={operator}>
            {t(OPERATOR_KEYS[operator])}
          </option>
        ))}
      </select>
      <ValueEditor clause={clause} question={question} name={name} onChange={set} />
      <button
        type="button"
        aria-label={t(
          isNested ? 'routingForms.condition.removeNestedClause' : 'routingForms.condition.removeClause',
          place,
        )}
        onClick={() => onChange(replaceNode(root, path, null))}
        className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900"
      >
        <TrashIcon className="size-4" />
      </button>
    </div>
  );
}

function ValueEditor({
  clause,
  question,
  name,
  onChange,
}: {
  clause: ConditionClause;
  question: RoutingQuestion | undefined;
  name: string;
  onChange: (clause: ConditionClause) => void;
}) {
  const { operator, value } = clause;
  const t = useDashboardT();
  if (VALUELESS_OPERATORS.includes(operator)) return null;
  const options =
    question && CHOICE_TYPES.has(question.type)
      ? optionsOf(question, t('routingForms.condition.others'))
      : null;
  const inputType = question?.type === 'DATE' ? 'date' : 'text';
  if (LIST_OPERATORS.includes(operator)) {
    const chosen = Array.isArray(value) ? value : [];
    if (!options) {
      return (
        <input
          aria-label={t('routingForms.condition.valuesLabel', { condition: name })}
          placeholder={t('routingForms.condition.valuesPlaceholder')}
          value={chosen.join(', ')}
          onChange={(e) =>
            onChange({
              ...clause,
              value: e.target.value
                .split(',')
                .map((v) => v.trim())
                .filter(Boolean),
            })
          }
          className={`${FIELD} min-w-0 flex-1 basis-40`}
        />
      );
    }
    return (
      <fieldset className="flex min-w-0 flex-1 basis-40 flex-wrap gap-x-3 gap-y-1 py-1">
        <legend className="sr-only">{t('routingForms.condition.optionsLabel', { condition: name })}</legend>
        {options.map(([option, label]) => (
          <label key={option} className="inline-flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(option)}
              onChange={(e) =>
                onChange({
                  ...clause,
                  value: e.target.checked ? [...chosen, option] : chosen.filter((c) => c !== option),
                })
              }
              className="size-4 accent-brand-600"
            />
            {label}
          </label>
        ))}
      </fieldset>
    );
  }
  if (PAIR_OPERATORS.includes(operator)) {
    const [from = '', to = ''] = Array.isArray(value) ? value : [];
    return (
      <span className="flex min-w-0 flex-1 basis-56 items-center gap-2">
        <input
          type={inputType}
          aria-label={t('routingForms.condition.fromLabel', { condition: name })}
          value={from}
          onChange={(e) => onChange({ ...clause, value: [e.target.value, to] })}
          className={`${FIELD} min-w-0 flex-1`}
        />
        <span className="text-gray-500 text-sm">{t('routingForms.condition.rangeAnd')}</span>
        <input
          type={inputType}
          aria-label={t('routingForms.condition.toLabel', { condition: name })}
          value={to}
          onChange={(e) => onChange({ ...clause, value: [from, e.target.value] })}
          className={`${FIELD} min-w-0 flex-1`}
        />
      </span>
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (options) {
    return (
      <select
        aria-label={t('routingForms.condition.valueLabel', { condition: name })}
        value={text}
        onChange={(e) => onChange({ ...clause, value: e.target.value })}
        className={`${FIELD} min-w-0 flex-1 basis-36`}
      >
        <option value="">{t('routingForms.condition.chooseOption')}</option>
        {options.map(([option, label]) => (
          <option key={option} value={option}>
            {label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      type={operator === 'greater_than' || operator === 'less_than' ? 'number' : inputType}
      aria-label={t('routingForms.condition.valueLabel', { condition: name })}
      placeholder={t('routingForms.condition.valuePlaceholder')}
      value={text}
      onChange={(e) => onChange({ ...clause, value: e.target.value })}
      className={`${FIELD} min-w-0 flex-1 basis-36`}
    />
  );
}

/** A choice question's options as [value, label], the others option included when it is offered. */
function optionsOf(question: RoutingQuestion, othersLabel: string): Array<[string, string]> {
  const items: Array<[string, string]> = question.listItems.map((item) => [item, item]);
  if (question.allowOthers && !question.listItems.includes('others')) items.push(['others', othersLabel]);
  return items;
}

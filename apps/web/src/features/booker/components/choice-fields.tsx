import type { Question } from '@kairos/core/events/question-schema';
import type { Translate } from '@kairos/core/i18n/translate';
import { OTHERS_OPTION } from '@kairos/core/questions/choices';
import { useT } from '../../i18n/i18n-context';
import { ChoicePicker } from '../../ui/components/choice-picker';
import type { AnswerDraft } from '../booking-draft';
import { type FieldIds, INPUT_CLASS } from './form-field';

interface ChoiceProps {
  question: Question;
  answer: AnswerDraft;
  ids: FieldIds;
  otherError: string | undefined;
  onChange: (patch: Partial<AnswerDraft>) => void;
}

/** The question's options, then 'Others' when it allows free text (unless an option already is `others`). */
function optionsOf(question: Question): string[] {
  const items = question.listItems;
  return question.allowOthers && !items.includes(OTHERS_OPTION) ? [...items, OTHERS_OPTION] : items;
}

function labelOf(t: Translate, question: Question, option: string): string {
  return option === OTHERS_OPTION && !question.listItems.includes(OTHERS_OPTION)
    ? t('booker.others')
    : option;
}

const CHOICE_ROW =
  'flex cursor-pointer items-center gap-2.5 rounded-lg border border-(--pb-border) px-3 py-2 text-sm has-checked:border-(--pb-brand) has-checked:bg-(--pb-brand-soft)';

function OthersText({
  question,
  answer,
  error,
  onChange,
}: Omit<ChoiceProps, 'ids' | 'otherError'> & { error: string | undefined }) {
  const t = useT();
  if (!answer.choices.includes(OTHERS_OPTION) || question.listItems.includes(OTHERS_OPTION)) return null;
  const errorId = `${question.questionId}-other-error`;
  return (
    <div className="mt-2" data-field-error={error ? true : undefined}>
      <input
        type="text"
        aria-label={t('booker.othersOf', { question: question.content })}
        placeholder={t('booker.placeholder.others')}
        value={answer.other}
        maxLength={1000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange({ other: event.target.value })}
        className={INPUT_CLASS}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

/** RADIO: one choice; choosing another clears the 'Others' text (spec section 4). */
export function RadioChoices(props: ChoiceProps) {
  const t = useT();
  const { question, answer, onChange } = props;
  const name = `q-${question.questionId}`;
  return (
    <>
      <div className="grid gap-2 sm:grid-cols-2">
        {optionsOf(question).map((option) => (
          <label key={option} className={CHOICE_ROW}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={answer.choices[0] === option}
              onChange={() =>
                onChange({ choices: [option], ...(option !== OTHERS_OPTION ? { other: '' } : {}) })
              }
              className="size-4 accent-(--pb-brand)"
            />
            {labelOf(t, question, option)}
          </label>
        ))}
      </div>
      <OthersText question={question} answer={answer} error={props.otherError} onChange={onChange} />
    </>
  );
}

/** CHECKBOX and MULTI_SELECT: any number of choices. */
export function CheckboxChoices(props: ChoiceProps & { compact?: boolean }) {
  const t = useT();
  const { question, answer, onChange } = props;
  function toggle(option: string, isOn: boolean) {
    const choices = isOn ? [...answer.choices, option] : answer.choices.filter((c) => c !== option);
    onChange({ choices, ...(option === OTHERS_OPTION && !isOn ? { other: '' } : {}) });
  }
  return (
    <>
      <div
        className={
          props.compact
            ? 'flex max-h-56 flex-col gap-1 overflow-y-auto rounded-lg border border-(--pb-border) p-1.5'
            : 'grid gap-2 sm:grid-cols-2'
        }
      >
        {optionsOf(question).map((option) => (
          <label
            key={option}
            className={
              props.compact
                ? 'flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm hover:bg-(--pb-brand-soft)'
                : CHOICE_ROW
            }
          >
            <input
              type="checkbox"
              value={option}
              checked={answer.choices.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              className="size-4 accent-(--pb-brand)"
            />
            {labelOf(t, question, option)}
          </label>
        ))}
      </div>
      <OthersText question={question} answer={answer} error={props.otherError} onChange={onChange} />
    </>
  );
}

/** DROPDOWN: the choice picker, a bottom sheet on phones and a dropdown above (spec section 2). */
export function DropdownChoice(props: ChoiceProps) {
  const t = useT();
  const { question, answer, ids, onChange } = props;
  return (
    <>
      <ChoicePicker
        id={ids.inputId}
        label={question.content}
        value={answer.choices[0] ?? ''}
        options={optionsOf(question).map((option) => ({
          value: option,
          label: labelOf(t, question, option),
        }))}
        placeholder={t('booker.placeholder.choice')}
        emptyText={t('booker.noOptions')}
        aria-invalid={ids.isInvalid || undefined}
        aria-describedby={ids.describedBy}
        aria-required={question.required || undefined}
        onChange={(option) =>
          onChange({ choices: [option], ...(option !== OTHERS_OPTION ? { other: '' } : {}) })
        }
      />
      <OthersText question={question} answer={answer} error={props.otherError} onChange={onChange} />
    </>
  );
}

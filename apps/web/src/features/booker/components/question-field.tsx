import type { Question } from '@kairos/core/events/question-schema';
import type { Translate } from '@kairos/core/i18n/translate';
import type { AnswerMode } from '@kairos/core/questions/answer-types';
import { formatQuestionDate } from '@kairos/core/questions/question-dates';
import { useT } from '../../i18n/i18n-context';
import { isNativeShell, withNativeBridge } from '../../native/native-shell';
import { AttachmentInput } from '../../questions/components/attachment-input';
import type { AnswerDraft, FieldErrors } from '../booking-draft';
import { fieldKey } from '../booking-draft';
import { questionDateBounds } from '../date-question';
import { CheckboxChoices, DropdownChoice, RadioChoices } from './choice-fields';
import { type FieldIds, FormField, INPUT_CLASS } from './form-field';
import { PhoneInput } from './phone-input';

interface QuestionFieldProps {
  question: Question;
  answer: AnswerDraft;
  errors: FieldErrors;
  today: string;
  locale: string;
  accessLink: string;
  /** Where the answers go: file limits differ (booking by default). */
  mode?: AnswerMode;
  onChange: (patch: Partial<AnswerDraft>) => void;
}

const GROUP_TYPES = new Set(['RADIO', 'CHECKBOX', 'MULTI_SELECT']);

function dateHint(t: Translate, question: Question, today: string): string | undefined {
  const { min, max } = questionDateBounds(question, today);
  const format = (date: string) => formatQuestionDate(date, question.dateFormat);
  if (min && max) return t('booker.dateBetween', { start: format(min), end: format(max) });
  if (min) return t('booker.dateFrom', { date: format(min) });
  if (max) return t('booker.dateUpTo', { date: format(max) });
  return undefined;
}

/** One of the host's questions, drawn by its type. */
export function QuestionField(props: QuestionFieldProps) {
  const t = useT();
  const { question, errors, today } = props;
  const error = errors[fieldKey.answer(question.questionId)];
  const hint = question.type === 'DATE' ? dateHint(t, question, today) : undefined;
  return (
    <FormField
      label={question.content}
      required={question.required}
      error={error}
      hint={hint}
      asGroup={GROUP_TYPES.has(question.type)}
    >
      {(ids) => <QuestionInput {...props} ids={ids} />}
    </FormField>
  );
}

function QuestionInput(props: QuestionFieldProps & { ids: FieldIds }) {
  const t = useT();
  const { question, answer, errors, ids, onChange } = props;
  const otherError = errors[fieldKey.other(question.questionId)];
  const common = {
    id: ids.inputId,
    'aria-invalid': ids.isInvalid || undefined,
    'aria-describedby': ids.describedBy,
    'aria-required': question.required || undefined,
  };
  const text = (value: string) => onChange({ text: value });
  switch (question.type) {
    case 'MULTI_LINE':
      return (
        <textarea
          {...common}
          rows={3}
          maxLength={10_000}
          placeholder={t('booker.placeholder.answer')}
          value={answer.text}
          onChange={(event) => text(event.target.value)}
          className={INPUT_CLASS}
        />
      );
    case 'RADIO':
      return (
        <RadioChoices
          question={question}
          answer={answer}
          ids={ids}
          otherError={otherError}
          onChange={onChange}
        />
      );
    case 'CHECKBOX':
      return (
        <CheckboxChoices
          question={question}
          answer={answer}
          ids={ids}
          otherError={otherError}
          onChange={onChange}
        />
      );
    case 'MULTI_SELECT':
      return (
        <CheckboxChoices
          compact
          question={question}
          answer={answer}
          ids={ids}
          otherError={otherError}
          onChange={onChange}
        />
      );
    case 'DROPDOWN':
      return (
        <DropdownChoice
          question={question}
          answer={answer}
          ids={ids}
          otherError={otherError}
          onChange={onChange}
        />
      );
    case 'PHONE_NUMBER':
      return (
        <PhoneInput
          ids={ids}
          label={question.content}
          value={answer.text}
          country={answer.country}
          required={question.required}
          locale={props.locale}
          onChange={onChange}
        />
      );
    case 'ATTACHMENT':
      return (
        <AttachmentInput
          question={question}
          files={answer.files}
          accessLink={props.accessLink}
          ids={ids}
          mode={props.mode ?? 'booking'}
          onChange={(files) => onChange({ files })}
        />
      );
    case 'DATE': {
      const bounds = questionDateBounds(question, props.today);
      // In the app the device's own date picker opens instead of the web view's.
      const native = isNativeShell();
      const pick = () =>
        withNativeBridge(async (bridge) => {
          const picked = await bridge.pickDateTime({
            mode: 'date',
            value: answer.text || undefined,
            ...bounds,
          });
          if (picked) text(picked.slice(0, 10));
        });
      return (
        <input
          {...common}
          type="date"
          {...bounds}
          value={answer.text}
          onChange={(event) => text(event.target.value)}
          {...(native
            ? {
                readOnly: true,
                onClick: pick,
                onKeyDown: (event: { key: string; preventDefault: () => void }) => {
                  if (event.key !== 'Enter' && event.key !== ' ') return;
                  event.preventDefault();
                  pick();
                },
              }
            : {})}
          className={`${INPUT_CLASS} max-w-56`}
        />
      );
    }
    default: {
      const isEmail = question.type === 'EMAILID' || question.type === 'EMAIL_ID';
      const isName = question.type === 'NAME';
      return (
        <input
          {...common}
          type={isEmail ? 'email' : 'text'}
          autoComplete={isEmail ? 'email' : isName ? 'name' : 'off'}
          maxLength={1000}
          placeholder={
            isEmail
              ? t('booker.emailPlaceholder')
              : isName
                ? t('booker.namePlaceholder')
                : t('booker.placeholder.answer')
          }
          value={answer.text}
          onChange={(event) => text(event.target.value)}
          className={INPUT_CLASS}
        />
      );
    }
  }
}

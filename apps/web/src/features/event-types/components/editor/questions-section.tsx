import { blankQuestion, type Question } from '@kairos/core/events/question-schema';
import { useState } from 'react';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { QuestionRow } from '../../../questions/components/question-row';
import { Button } from '../../../ui/components/button';
import { FormSection } from '../../../ui/components/form-section';
import { PlusIcon } from '../../../ui/components/icons';
import { useReorder } from '../../../ui/components/reorder-handle';
import { SwitchField } from '../../../ui/components/switch-field';
import { errorsUnder } from '../../event-draft';
import { moveItem } from '../../move-item';
import { describeQuestion, essentialQuestionIds } from '../../question-editing';
import { QuestionEditor } from './question-editor';
import type { SectionProps } from './section-props';

/** The booking form: questions in order, each shown or hidden, required or not, and editable. */
export function QuestionsSection({ draft, change, errors }: SectionProps) {
  const t = useDashboardT();
  const [openId, setOpenId] = useState<string | null>(null);
  const questions = draft.questions;
  const essential = essentialQuestionIds(questions);
  const setQuestions = (next: Question[]) => change({ questions: next });
  const reorder = useReorder(questions.length, (from, to) => setQuestions(moveItem(questions, from, to)));

  function addQuestion() {
    const question = blankQuestion(crypto.randomUUID());
    setQuestions([...questions, question]);
    setOpenId(question.questionId);
  }

  return (
    <FormSection
      title={t('eventTypes.questions.title')}
      description={t('eventTypes.questions.intro')}
      action={
        <Button variant="secondary" onClick={addQuestion}>
          <PlusIcon className="size-4" />
          {t('eventTypes.questions.add')}
        </Button>
      }
    >
      {errors.questions && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errors.questions}
        </p>
      )}
      <ol
        aria-label={t('eventTypes.questions.list')}
        className="divide-y divide-gray-200 rounded-lg border border-gray-200"
      >
        {questions.map((question, index) => {
          const title = question.content.trim() || t('eventTypes.questions.untitled');
          const isOpen = openId === question.questionId;
          const isEssential = essential.has(question.questionId);
          const questionErrors = errorsUnder(errors, `questions.${index}`);
          return (
            <QuestionRow
              key={question.questionId}
              title={title}
              summary={describeQuestion(t, question)}
              index={index}
              panelId={`question-panel-${question.questionId}`}
              isOpen={isOpen}
              onToggle={() => setOpenId(isOpen ? null : question.questionId)}
              onDelete={() => setQuestions(questions.filter((_, i) => i !== index))}
              canDelete={!isEssential}
              errors={questionErrors}
              reorder={reorder}
              extra={
                <SwitchField
                  hideLabel
                  label={t('eventTypes.questions.ask', { title })}
                  isSelected={question.enable}
                  isDisabled={isEssential}
                  onChange={(enable) =>
                    setQuestions(questions.map((q, i) => (i === index ? { ...q, enable } : q)))
                  }
                />
              }
            >
              <QuestionEditor
                question={question}
                index={index}
                isEssential={isEssential}
                errors={questionErrors}
                onChange={(next) => setQuestions(questions.map((q, i) => (i === index ? next : q)))}
              />
            </QuestionRow>
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {reorder.announcement}
      </p>
    </FormSection>
  );
}

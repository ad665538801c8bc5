import { blankQuestion } from '@kairos/core/events/question-schema';
import { ROUTING_QUESTION_TYPES, type RoutingQuestion } from '@kairos/core/routing/form-schema';
import { useState } from 'react';
import { QuestionEditor } from '../../../event-types/components/editor/question-editor';
import { errorsUnder } from '../../../event-types/event-draft';
import { moveItem } from '../../../event-types/move-item';
import { describeQuestion } from '../../../event-types/question-editing';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { QuestionRow } from '../../../questions/components/question-row';
import { Button } from '../../../ui/components/button';
import { PlusIcon } from '../../../ui/components/icons';
import { useReorder } from '../../../ui/components/reorder-handle';
import type { DraftErrors } from '../../form-draft';

interface QuestionsListProps {
  questions: RoutingQuestion[];
  errors: DraftErrors;
  onChange: (questions: RoutingQuestion[]) => void;
}

/** The form's questions: add, open to edit, drag or arrow-key to reorder, delete. */
export function QuestionsList({ questions, errors, onChange }: QuestionsListProps) {
  const t = useDashboardT();
  const [openId, setOpenId] = useState<string | null>(null);
  const reorder = useReorder(questions.length, (from, to) => onChange(moveItem(questions, from, to)));

  function addQuestion() {
    const question = blankQuestion(crypto.randomUUID());
    onChange([...questions, question]);
    setOpenId(question.questionId);
  }

  return (
    <div className="space-y-3">
      {questions.length === 0 ? (
        <p className="rounded-lg border border-gray-300 border-dashed px-4 py-8 text-center text-gray-500 text-sm">
          {t('routingForms.questions.empty')}
        </p>
      ) : (
        <ol
          aria-label={t('routingForms.questions.label')}
          className="divide-y divide-gray-200 rounded-lg border border-gray-200"
        >
          {questions.map((question, index) => {
            const title = question.content.trim() || t('routingForms.untitledQuestion');
            const isOpen = openId === question.questionId;
            const questionErrors = errorsUnder(errors, `questions.${index}`);
            return (
              <QuestionRow
                key={question.questionId}
                title={title}
                summary={describeQuestion(t, question)}
                index={index}
                panelId={`routing-question-${question.questionId}`}
                isOpen={isOpen}
                onToggle={() => setOpenId(isOpen ? null : question.questionId)}
                onDelete={() => onChange(questions.filter((_, i) => i !== index))}
                errors={questionErrors}
                reorder={reorder}
              >
                <QuestionEditor
                  question={question}
                  index={index}
                  isEssential={false}
                  types={ROUTING_QUESTION_TYPES}
                  errors={questionErrors}
                  onChange={(next) => onChange(questions.map((q, i) => (i === index ? next : q)))}
                />
              </QuestionRow>
            );
          })}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {reorder.announcement}
      </p>
      <Button variant="secondary" onClick={addQuestion}>
        <PlusIcon className="size-4" />
        {t('routingForms.questions.add')}
      </Button>
    </div>
  );
}

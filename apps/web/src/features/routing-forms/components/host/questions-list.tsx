import { ROUTING_QUESTION_TYPES, type RoutingQuestion } from '@kairos/core/routing/form-schema';
import { useState } from 'react';
import { QuestionEditor } from '../../../event-types/components/editor/question-editor';
import { errorsUnder } from '../../../event-types/event-draft';
import { moveItem } from '../../../event-types/move-item';
import { describeQuestion } from '../../../event-types/question-editing';
import { Button } from '../../../ui/components/button';
import { ChevronDownIcon, PlusIcon, TrashIcon } from '../../../ui/components/icons';
import type { DraftErrors } from '../../form-draft';
import { newRoutingQuestion } from '../../form-draft';
import { ReorderHandle, useReorder } from './reorder-handle';

interface QuestionsListProps {
  questions: RoutingQuestion[];
  errors: DraftErrors;
  onChange: (questions: RoutingQuestion[]) => void;
}

/** The form's questions: add, open to edit, drag or arrow-key to reorder, delete. */
export function QuestionsList({ questions, errors, onChange }: QuestionsListProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const reorder = useReorder(questions.length, (from, to) => onChange(moveItem(questions, from, to)));

  function addQuestion() {
    const question = newRoutingQuestion(crypto.randomUUID());
    onChange([...questions, question]);
    setOpenId(question.questionId);
  }

  return (
    <div className="space-y-3">
      {questions.length === 0 ? (
        <p className="rounded-lg border border-gray-300 border-dashed px-4 py-8 text-center text-gray-500 text-sm">
          No questions yet. Add the first one.
        </p>
      ) : (
        <ol aria-label="Questions" className="divide-y divide-gray-200 rounded-lg border border-gray-200">
          {questions.map((question, index) => {
            const title = question.content.trim() || 'Untitled question';
            const isOpen = openId === question.questionId;
            const questionErrors = errorsUnder(errors, `questions.${index}`);
            const hasErrors = Object.keys(questionErrors).length > 0;
            const panelId = `routing-question-${question.questionId}`;
            return (
              <li
                key={question.questionId}
                {...reorder.rowProps(index)}
                draggable={!isOpen}
                className="bg-white first:rounded-t-lg last:rounded-b-lg data-drop-target:bg-brand-50"
              >
                <div className="flex items-center gap-2 px-2 py-2.5 sm:px-3">
                  <ReorderHandle label={title} onKeyDown={reorder.handleKeys(index, title)} />
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setOpenId(isOpen ? null : question.questionId)}
                    className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-1 text-left hover:bg-gray-50"
                  >
                    <span className="min-w-0 flex-1">
                      <span
                        className={`block truncate font-medium text-sm ${hasErrors ? 'text-red-700' : 'text-gray-900'}`}
                      >
                        {index + 1}. {title}
                      </span>
                      <span className="block truncate text-gray-500 text-xs">
                        {describeQuestion(question)}
                      </span>
                    </span>
                    <span className="sr-only">{isOpen ? 'Close settings' : 'Edit'}</span>
                    <ChevronDownIcon
                      className={`size-4 shrink-0 text-gray-400 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                    />
                  </button>
                  <button
                    type="button"
                    className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900"
                    aria-label={`Delete ${title}`}
                    onClick={() => onChange(questions.filter((_, i) => i !== index))}
                  >
                    <TrashIcon className="size-4" />
                  </button>
                </div>
                {hasErrors && !isOpen && (
                  <p className="px-4 pb-3 text-red-700 text-sm">{Object.values(questionErrors)[0]}</p>
                )}
                {isOpen && (
                  <div id={panelId}>
                    <QuestionEditor
                      question={question}
                      index={index}
                      isEssential={false}
                      types={ROUTING_QUESTION_TYPES}
                      errors={questionErrors}
                      onChange={(next) => onChange(questions.map((q, i) => (i === index ? next : q)))}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {reorder.announcement}
      </p>
      <Button variant="secondary" onClick={addQuestion}>
        <PlusIcon className="size-4" />
        Add a question
      </Button>
    </div>
  );
}

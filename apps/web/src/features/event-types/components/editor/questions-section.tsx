import type { Question } from '@kairos/core/events/question-schema';
import { useState } from 'react';
import { Button } from '../../../ui/components/button';
import { FormSection } from '../../../ui/components/form-section';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  ChevronDownIcon,
  PlusIcon,
  TrashIcon,
} from '../../../ui/components/icons';
import { SwitchField } from '../../../ui/components/switch-field';
import { errorsUnder } from '../../event-draft';
import { moveItem } from '../../move-item';
import { describeQuestion, essentialQuestionIds, newQuestion } from '../../question-editing';
import { QuestionEditor } from './question-editor';
import type { SectionProps } from './section-props';

const ICON_BUTTON =
  'rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-30 disabled:hover:bg-transparent';

/** The booking form: questions in order, each shown or hidden, required or not, and editable. */
export function QuestionsSection({ draft, change, errors }: SectionProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const questions = draft.questions;
  const essential = essentialQuestionIds(questions);
  const setQuestions = (next: Question[]) => change({ questions: next });

  function addQuestion() {
    const question = newQuestion(crypto.randomUUID());
    setQuestions([...questions, question]);
    setOpenId(question.questionId);
  }

  return (
    <FormSection
      title="Booking questions"
      description="What attendees answer when they book. Name and email are always asked."
      action={
        <Button variant="secondary" onClick={addQuestion}>
          <PlusIcon className="size-4" />
          Add a question
        </Button>
      }
    >
      {errors.questions && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errors.questions}
        </p>
      )}
      <ol aria-label="Questions" className="divide-y divide-gray-200 rounded-lg border border-gray-200">
        {questions.map((question, index) => {
          const title = question.content.trim() || 'Untitled question';
          const isOpen = openId === question.questionId;
          const isEssential = essential.has(question.questionId);
          const questionErrors = errorsUnder(errors, `questions.${index}`);
          const hasErrors = Object.keys(questionErrors).length > 0;
          const panelId = `question-panel-${question.questionId}`;
          return (
            <li key={question.questionId} className="first:rounded-t-lg last:rounded-b-lg">
              <div className="flex items-center gap-2 px-3 py-3 sm:px-4">
                <div className="flex shrink-0 flex-col">
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    aria-label={`Move ${title} up`}
                    disabled={index === 0}
                    onClick={() => setQuestions(moveItem(questions, index, index - 1))}
                  >
                    <ArrowUpIcon className="size-3.5" />
                  </button>
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    aria-label={`Move ${title} down`}
                    disabled={index === questions.length - 1}
                    onClick={() => setQuestions(moveItem(questions, index, index + 1))}
                  >
                    <ArrowDownIcon className="size-3.5" />
                  </button>
                </div>
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setOpenId(isOpen ? null : question.questionId)}
                  className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-1 text-left hover:bg-gray-50"
                >
                  <span className="min-w-0 flex-1">
                    <span
                      className={`block truncate text-sm font-medium ${hasErrors ? 'text-red-700' : 'text-gray-900'}`}
                    >
                      {title}
                    </span>
                    <span className="block truncate text-xs text-gray-500">{describeQuestion(question)}</span>
                  </span>
                  <span className="sr-only">{isOpen ? 'Close settings' : 'Edit'}</span>
                  <ChevronDownIcon
                    className={`size-4 shrink-0 text-gray-400 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                  />
                </button>
                <SwitchField
                  hideLabel
                  label={`Ask ${title}`}
                  isSelected={question.enable}
                  isDisabled={isEssential}
                  onChange={(enable) =>
                    setQuestions(questions.map((q, i) => (i === index ? { ...q, enable } : q)))
                  }
                />
                <button
                  type="button"
                  className={ICON_BUTTON}
                  aria-label={`Delete ${title}`}
                  disabled={isEssential}
                  onClick={() => setQuestions(questions.filter((_, i) => i !== index))}
                >
                  <TrashIcon className="size-4" />
                </button>
              </div>
              {hasErrors && !isOpen && (
                <p className="px-4 pb-3 text-sm text-red-700">{Object.values(questionErrors)[0]}</p>
              )}
              {isOpen && (
                <div id={panelId}>
                  <QuestionEditor
                    question={question}
                    index={index}
                    isEssential={isEssential}
                    errors={questionErrors}
                    onChange={(next) => setQuestions(questions.map((q, i) => (i === index ? next : q)))}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </FormSection>
  );
}

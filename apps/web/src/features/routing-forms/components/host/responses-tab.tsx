import { decodeChoices, OTHERS_OPTION } from '@kairos/core/questions/choices';
import type { RoutingForm } from '@kairos/core/routing/form-schema';
import type { RoutingResponse } from '@kairos/core/routing/submission-schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type DashboardTranslate, useDashboardT } from '../../../i18n/dashboard-i18n';
import { useAgentPreferences } from '../../../settings/use-agent-preferences';
import { Button, buttonClassName } from '../../../ui/components/button';
import { responsesExportUrl, routingKeys, routingResponsesQuery } from '../../queries';

type StoredAnswerView = RoutingResponse['answers'][number];

function answerText(t: DashboardTranslate, answer: StoredAnswerView): string {
  const choices = answer.type === 'CHECKBOX' ? decodeChoices(answer.answer) : [answer.answer];
  return choices
    .filter(Boolean)
    .map((choice) =>
      choice === OTHERS_OPTION && answer.otherAnswer
        ? t('routingForms.responses.otherAnswer', { answer: answer.otherAnswer })
        : choice,
    )
    .join(', ');
}

function AnswerCell({ answer }: { answer: StoredAnswerView | undefined }) {
  const t = useDashboardT();
  if (!answer) return <span className="text-gray-400">—</span>;
  if (answer.attachments && answer.attachments.length > 0) {
    return (
      <ul className="space-y-0.5">
        {answer.attachments.map((file) => (
          <li key={file.key}>
            {file.downloadUrl ? (
              <a
                href={file.downloadUrl}
                className="text-brand-700 underline underline-offset-2"
                download={file.name}
              >
                {file.name}
              </a>
            ) : (
              <span className="text-gray-500">
                {t('routingForms.responses.fileGone', { name: file.name })}
              </span>
            )}
          </li>
        ))}
      </ul>
    );
  }
  const text = answerText(t, answer);
  return text ? (
    <span className="whitespace-pre-line">{text}</span>
  ) : (
    <span className="text-gray-400">—</span>
  );
}

/** The form's responses, newest first: answers, the rule that matched, when; and a CSV export. */
export function ResponsesTab({ form }: { form: RoutingForm }) {
  const [pageNo, setPageNo] = useState(1);
  const responses = useQuery(routingResponsesQuery(form._id, pageNo));
  const client = useQueryClient();
  // The form's response count in the header is read again with the responses.
  useEffect(() => {
    void client.invalidateQueries({ queryKey: routingKeys.form(form._id) });
  }, [client, form._id]);
  const { formatInstant, timezone: zone } = useAgentPreferences();
  const t = useDashboardT();
  const data = responses.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const columns = form.questions;

  return (
    <section aria-labelledby="responses-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="responses-title" className="font-semibold text-base text-gray-900">
            {t('routingForms.responses.title')}
          </h2>
          <p className="text-gray-600 text-sm">
            {data
              ? t('routingForms.responses.summary', { count: data.total, zone: zone.replaceAll('_', ' ') })
              : t('routingForms.responses.summaryLoading', { zone: zone.replaceAll('_', ' ') })}
          </p>
        </div>
        <a href={responsesExportUrl(form._id)} download className={buttonClassName('secondary')}>
          {t('routingForms.responses.exportCsv')}
        </a>
      </div>
      {responses.isPending ? (
        <div className="h-40 animate-pulse rounded-xl border border-gray-200 bg-white" />
      ) : responses.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-800 text-sm">
          <p>{t('routingForms.responses.loadFailed', { error: responses.error.message })}</p>
          <Button variant="secondary" className="mt-3" onClick={() => responses.refetch()}>
            {t('routingForms.tryAgain')}
          </Button>
        </div>
      ) : data?.responses.length === 0 ? (
        <p className="rounded-xl border border-gray-300 border-dashed bg-white px-4 py-10 text-center text-gray-500 text-sm">
          {t('routingForms.responses.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="min-w-full divide-y divide-gray-200 text-left text-sm">
            <caption className="sr-only">{t('routingForms.responses.caption', { name: form.name })}</caption>
            <thead className="bg-gray-50 text-gray-600 text-xs">
              <tr>
                <th scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                  {t('routingForms.responses.submitted')}
                </th>
                {columns.map((question) => (
                  <th key={question.questionId} scope="col" className="min-w-36 px-3 py-2 font-medium">
                    {question.content}
                  </th>
                ))}
                <th scope="col" className="min-w-36 px-3 py-2 font-medium">
                  {t('routingForms.responses.matchedRule')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('routingForms.responses.meeting')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 align-top text-gray-900">
              {data?.responses.map((response) => (
                <tr key={response._id}>
                  <td className="whitespace-nowrap px-3 py-2 text-gray-600">
                    {formatInstant(response.createdAt)}
                  </td>
                  {columns.map((question) => (
                    <td key={question.questionId} className="px-3 py-2">
                      <AnswerCell
                        answer={response.answers.find((a) => a.questionId === question.questionId)}
                      />
                    </td>
                  ))}
                  <td className="px-3 py-2">
                    {response.matchedRuleLabel ?? <span className="text-gray-400">—</span>}
                  </td>
                  <td className="px-3 py-2">
                    {response.meetingId ? (
                      t('routingForms.responses.booked')
                    ) : (
                      <span className="text-gray-400">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 && (
        <div className="flex items-center justify-end gap-2 text-gray-600 text-sm">
          <Button variant="secondary" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
            {t('routingForms.previous')}
          </Button>
          <span>{t('routingForms.page', { page: pageNo, pages: pageCount })}</span>
          <Button variant="secondary" disabled={pageNo >= pageCount} onClick={() => setPageNo(pageNo + 1)}>
            {t('routingForms.next')}
          </Button>
        </div>
      )}
    </section>
  );
}

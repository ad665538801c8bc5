import type { ContactListItem } from '@kairos/core/contacts/contact-list-schema';
import { formatInstant } from '@kairos/core/dates/format';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { MeetingList, MeetingListSkeleton } from '../../meetings/components/meeting-list';
import { useHostPrefs } from '../../meetings/host-prefs';
import { meetingListQuery } from '../../meetings/queries';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ChevronLeftIcon } from '../../ui/components/icons';
import { Skeleton } from '../../ui/components/skeleton';
import { contactQuery, contactUtmsQuery, useUpdateContact } from '../queries';
import { BlockContactsDialog } from './block-contacts-dialog';
import { ContactFormDialog } from './contact-form-dialog';
import { TagEditor } from './tag-editor';

const routeApi = getRouteApi('/app/contacts/$contactId');
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** `/app/contacts/{id}`: one contact's details and tags, their meetings and the UTMs they came with. */
export function ContactPage() {
  const { contactId } = routeApi.useParams();
  const contact = useQuery(contactQuery(contactId));
  const t = useDashboardT();

  return (
    <>
      <Link
        to="/app/contacts"
        className="inline-flex items-center gap-1 text-sm font-medium text-gray-600 hover:text-gray-900"
      >
        <ChevronLeftIcon className="size-4" />
        {t('contacts.title')}
      </Link>
      {contact.isPending ? (
        <div className="mt-4 space-y-3">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : contact.isError ? (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-800"
        >
          <p>{t('contacts.page.loadFailed', { error: contact.error.message })}</p>
          <Button variant="secondary" className="mt-3" onClick={() => contact.refetch()}>
            {t('contacts.page.tryAgain')}
          </Button>
        </div>
      ) : contact.data === null ? (
        <div className="mt-4 rounded-xl border border-gray-200 bg-white p-8 text-center">
          <h1 className="text-lg font-semibold text-gray-900">{t('contacts.page.notFound')}</h1>
          <p className="mt-1 text-sm text-gray-600">{t('contacts.page.maybeDeleted')}</p>
        </div>
      ) : (
        <ContactDetails contact={contact.data} />
      )}
    </>
  );
}

function ContactDetails({ contact }: { contact: ContactListItem }) {
  const prefs = useHostPrefs();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'block' | 'unblock' | null>(null);
  const update = useUpdateContact();
  const meetings = useQuery(meetingListQuery({ search: contact.emailId }, 1));
  const utms = useQuery(contactUtmsQuery(contact._id));
  const isBlocked = contact.status === 'BLOCKED';
  const t = useDashboardT();

  function saveTags(tags: string[]) {
    update.mutate(
      { _id: contact._id, tags },
      {
        onSuccess: () => void toast.success(t('contacts.page.tagsSaved')),
        onError: (error) => void toast.error(error.message),
      },
    );
  }

  return (
    <>
      <title>{t('contacts.page.documentTitle', { name: contact.name })}</title>
      <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight text-gray-900">
            <span className="break-words">{contact.name}</span>
            {isBlocked ? (
              <Badge tone="red">{t('contacts.blocked')}</Badge>
            ) : (
              <Badge tone="green">{t('contacts.active')}</Badge>
            )}
          </h1>
          <p className="mt-1 break-all text-sm text-gray-600">{contact.emailId}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={() => setDialog('edit')}>
            {t('contacts.page.edit')}
          </Button>
          <Button
            variant="secondary"
            className={isBlocked ? '' : 'text-red-700'}
            onClick={() => setDialog(isBlocked ? 'unblock' : 'block')}
          >
            {isBlocked ? t('contacts.unblock') : t('contacts.block')}
          </Button>
        </div>
      </header>

      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <section className="min-w-0 self-start rounded-xl border border-gray-200 bg-white p-5 lg:col-span-1">
          <h2 className="text-sm font-semibold text-gray-900">{t('contacts.page.details')}</h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="text-gray-500">{t('contacts.page.phone')}</dt>
              <dd className="text-gray-900">{contact.phoneNumber ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-gray-500">{t('contacts.page.timeZone')}</dt>
              <dd className="text-gray-900">{contact.timezone ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-gray-500">{t('contacts.page.added')}</dt>
              <dd className="text-gray-900">{formatInstant(contact.createdAt, prefs)}</dd>
            </div>
            {isBlocked && (
              <div>
                <dt className="text-gray-500">{t('contacts.page.blockedMessage')}</dt>
                <dd className="text-gray-900">{contact.blockedMessage || t('contacts.page.noMessage')}</dd>
              </div>
            )}
          </dl>
          <div className="mt-4">
            <TagEditor tags={contact.tags} onChange={saveTags} disabled={update.isPending} />
          </div>
        </section>

        <section className="min-w-0 lg:col-span-2">
          <h2 className="text-sm font-semibold text-gray-900">
            {t('contacts.page.meetings', { count: contact.meetings })}
          </h2>
          {meetings.isPending ? (
            <MeetingListSkeleton />
          ) : meetings.isError ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {t('contacts.page.meetingsFailed', { error: meetings.error.message })}
            </p>
          ) : meetings.data.meetings.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center text-sm text-gray-600">
              {t('contacts.page.noMeetings')}
            </p>
          ) : (
            <MeetingList
              meetings={meetings.data.meetings}
              prefs={prefs}
              onOpen={(meeting) =>
                void navigate({ to: '/app/calendar', search: { q: contact.emailId, meeting: meeting._id } })
              }
            />
          )}

          <h2 className="mt-6 text-sm font-semibold text-gray-900">{t('contacts.page.utms')}</h2>
          {utms.isPending ? (
            <Skeleton className="mt-3 h-16 w-full" />
          ) : utms.isError ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {t('contacts.page.utmsFailed', { error: utms.error.message })}
            </p>
          ) : utms.data.utms.length === 0 ? (
            <p className="mt-3 text-sm text-gray-600">{t('contacts.page.noUtms')}</p>
          ) : (
            <div className="mt-3 overflow-x-auto rounded-xl border border-gray-200 bg-white">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <thead className="border-b border-gray-200 bg-gray-50 text-xs text-gray-500">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('contacts.page.booked')}
                    </th>
                    {UTM_KEYS.map((key) => (
                      <th key={key} scope="col" className="px-3 py-2 font-medium">
                        {key.replace('utm_', '')}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {utms.data.utms.map((row) => (
                    <tr key={`${row.meetingId} ${row.at}`}>
                      <td className="px-3 py-2 whitespace-nowrap">{formatInstant(row.at, prefs)}</td>
                      {UTM_KEYS.map((key) => (
                        <td key={key} className="px-3 py-2 text-gray-700">
                          {row[key] ?? '—'}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>

      {dialog === 'edit' && <ContactFormDialog contact={contact} onClose={() => setDialog(null)} />}
      {(dialog === 'block' || dialog === 'unblock') && (
        <BlockContactsDialog
          contacts={[contact]}
          status={dialog === 'block' ? 'BLOCKED' : 'ACTIVE'}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

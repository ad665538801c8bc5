import type { ContactListItem } from '@kairos/core/contacts/contact-list-schema';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useState } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ContactsIcon, PlusIcon, SearchIcon } from '../../ui/components/icons';
import { ListPageHeader, PagedList, PageNav } from '../../ui/components/paged-list';
import { SelectField } from '../../ui/components/select-field';
import type { ContactListSearch } from '../contact-search';
import { contactListQuery, contactTagsQuery } from '../queries';
import { BlockContactsDialog } from './block-contacts-dialog';
import { ContactFormDialog } from './contact-form-dialog';
import { DeleteContactsDialog } from './delete-contacts-dialog';

const routeApi = getRouteApi('/app/contacts');
const SEARCH_DEBOUNCE_MS = 300;
type Dialog = 'create' | 'delete' | 'block' | 'unblock' | null;

/** `/app/contacts`: everyone who booked or was added, with search, a tag filter and bulk actions. */
export function ContactsPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const page = search.page ?? 1;
  const list = useQuery(contactListQuery(search.q?.trim() ?? '', search.tag ?? '', page));
  const tags = useQuery(contactTagsQuery);
  const [selected, setSelected] = useState<Map<string, ContactListItem>>(new Map());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [text, setText] = useState(search.q ?? '');
  const searchId = useId();
  const t = useDashboardT();

  const changeSearch = useCallback(
    (next: ContactListSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );

  // Only contacts on show stay selected, so a bulk action never reaches a row the host cannot see.
  const shownIds = list.data?.contacts.map((contact) => contact._id).join(',');
  useEffect(() => {
    if (shownIds === undefined) return;
    const shown = new Set(shownIds.split(','));
    setSelected((current) => {
      const kept = [...current].filter(([id]) => shown.has(id));
      return kept.length === current.size ? current : new Map(kept);
    });
  }, [shownIds]);

  useEffect(() => {
    if (text === (search.q ?? '')) return;
    const timer = window.setTimeout(
      () => changeSearch({ ...search, q: text || undefined, page: undefined }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, search, changeSearch]);

  const contacts = list.data?.contacts ?? [];
  const allSelected = contacts.length > 0 && contacts.every((contact) => selected.has(contact._id));
  const selectedList = [...selected.values()];

  function toggle(contact: ContactListItem, checked: boolean) {
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(contact._id, contact);
      else next.delete(contact._id);
      return next;
    });
  }

  function toggleAll(checked: boolean) {
    setSelected(checked ? new Map(contacts.map((contact) => [contact._id, contact])) : new Map());
  }

  const closeDialog = (done?: boolean) => {
    setDialog(null);
    if (done) setSelected(new Map());
  };

  return (
    <>
      <title>{t('contacts.documentTitle')}</title>
      <ListPageHeader
        title={t('contacts.title')}
        description={t('contacts.intro')}
        actions={
          <Button onClick={() => setDialog('create')}>
            <PlusIcon className="size-4" />
            {t('contacts.new')}
          </Button>
        }
      />

      <search className="mt-6 flex flex-col gap-3 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <label htmlFor={searchId} className="sr-only">
            {t('contacts.search')}
          </label>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('contacts.searchPlaceholder')}
            className="block w-full rounded-lg border border-gray-300 bg-white py-2 pr-3 pl-9 text-sm text-gray-900 shadow-xs placeholder:text-gray-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
          />
        </div>
        <SelectField
          label={t('contacts.tag')}
          hideLabel
          fullWidth={false}
          className="sm:[&_select]:w-44"
          options={[
            { value: '', label: t('contacts.allTags') },
            ...(tags.data?.tags ?? []).map((tag) => ({ value: tag, label: tag })),
          ]}
          value={search.tag ?? ''}
          onChange={(event) =>
            changeSearch({ ...search, tag: event.target.value || undefined, page: undefined })
          }
        />
      </search>

      {selected.size > 0 && (
        <section
          aria-label={t('contacts.selectedSection')}
          className="sticky top-16 z-20 mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-gray-900 px-4 py-2.5 text-sm text-white shadow-lg lg:top-2"
        >
          <p>{t('contacts.selectedCount', { count: selected.size })}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => setDialog('block')}
              className="rounded-md px-3 py-1.5 font-medium hover:bg-white/10"
            >
              {t('contacts.block')}
            </button>
            <button
              type="button"
              onClick={() => setDialog('unblock')}
              className="rounded-md px-3 py-1.5 font-medium hover:bg-white/10"
            >
              {t('contacts.unblock')}
            </button>
            <button
              type="button"
              onClick={() => setDialog('delete')}
              className="rounded-md bg-red-600 px-3 py-1.5 font-medium hover:bg-red-700"
            >
              {t('contacts.delete')}
            </button>
          </div>
        </section>
      )}

      <PagedList
        query={list}
        list="contacts"
        isEmpty={(data) => data.contacts.length === 0}
        empty={{
          icon: ContactsIcon,
          title: search.q || search.tag ? t('contacts.noMatch') : t('contacts.emptyTitle'),
          text: search.q || search.tag ? undefined : t('contacts.emptyText'),
        }}
        footer={(data) => (
          <PageNav
            page={page}
            isLast={data.last}
            onPage={(next) => changeSearch({ ...search, page: next > 1 ? next : undefined })}
          />
        )}
      >
        {() => (
          <div className="mt-4 overflow-x-auto rounded-xl border border-gray-200 bg-white">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="border-b border-gray-200 bg-gray-50 text-xs font-medium text-gray-500">
                <tr>
                  <th scope="col" className="w-10 px-4 py-2.5">
                    <input
                      type="checkbox"
                      aria-label={t('contacts.selectAll')}
                      checked={allSelected}
                      onChange={(event) => toggleAll(event.target.checked)}
                      className="size-4 accent-brand-600"
                    />
                  </th>
                  <th scope="col" className="px-2 py-2.5">
                    {t('contacts.column.name')}
                  </th>
                  <th scope="col" className="px-2 py-2.5">
                    {t('contacts.column.phone')}
                  </th>
                  <th scope="col" className="px-2 py-2.5">
                    {t('contacts.column.tags')}
                  </th>
                  <th scope="col" className="px-2 py-2.5 text-right">
                    {t('contacts.column.meetings')}
                  </th>
                  <th scope="col" className="px-4 py-2.5">
                    {t('contacts.column.status')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {contacts.map((contact) => (
                  <tr key={contact._id} className="hover:bg-gray-50">
                    <td className="px-4 py-3">
                      <input
                        type="checkbox"
                        aria-label={t('contacts.select', { name: contact.name })}
                        checked={selected.has(contact._id)}
                        onChange={(event) => toggle(contact, event.target.checked)}
                        className="size-4 accent-brand-600"
                      />
                    </td>
                    <td className="max-w-64 px-2 py-3">
                      <Link
                        to="/app/contacts/$contactId"
                        params={{ contactId: contact._id }}
                        className="block truncate font-medium text-gray-900 hover:underline"
                      >
                        {contact.name}
                      </Link>
                      <p className="truncate text-gray-500">{contact.emailId}</p>
                    </td>
                    <td className="px-2 py-3 whitespace-nowrap text-gray-700">
                      {contact.phoneNumber ?? '—'}
                    </td>
                    <td className="px-2 py-3">
                      <div className="flex flex-wrap gap-1">
                        {contact.tags.map((tag) => (
                          <Badge key={tag} tone="brand">
                            {tag}
                          </Badge>
                        ))}
                      </div>
                    </td>
                    <td className="px-2 py-3 text-right text-gray-700 tabular-nums">{contact.meetings}</td>
                    <td className="px-4 py-3">
                      {contact.status === 'BLOCKED' ? (
                        <Badge tone="red">{t('contacts.blocked')}</Badge>
                      ) : (
                        <Badge tone="green">{t('contacts.active')}</Badge>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedList>

      {dialog === 'create' && <ContactFormDialog onClose={() => closeDialog()} />}
      {dialog === 'delete' && <DeleteContactsDialog contacts={selectedList} onClose={closeDialog} />}
      {(dialog === 'block' || dialog === 'unblock') && (
        <BlockContactsDialog
          contacts={selectedList}
          status={dialog === 'block' ? 'BLOCKED' : 'ACTIVE'}
          onClose={closeDialog}
        />
      )}
    </>
  );
}

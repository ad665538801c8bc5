import { type DisplayPrefs, formatInstant } from '@kairos/core/dates/format';
import type { MeetingDetail, MeetingNote } from '@kairos/core/meetings/admin-schema';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { PencilIcon } from '../../ui/components/icons';
import { TextareaField } from '../../ui/components/textarea-field';
import { useSaveNote } from '../queries';
import { DetailSection } from './meeting-details';

/** The hosts' private notes on the booking: add one, or edit one in place. */
export function NotesSection({ meeting, prefs }: { meeting: MeetingDetail; prefs: DisplayPrefs }) {
  const t = useDashboardT();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <DetailSection title={t('meetings.notes.title', { count: meeting.notes.length })}>
      {meeting.notes.length === 0 && <p className="text-gray-500">{t('meetings.notes.none')}</p>}
      <ul className="space-y-3">
        {meeting.notes.map((note) =>
          editing === note._id ? (
            <li key={note._id}>
              <NoteForm meetingId={meeting._id} note={note} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={note._id} className="rounded-lg bg-gray-50 p-3">
              <p className="break-words whitespace-pre-wrap text-gray-900">{note.text}</p>
              <div className="mt-1 flex items-center justify-between gap-2 text-xs text-gray-500">
                <span>
                  {t('meetings.notes.byline', {
                    name: note.createdByName ?? t('meetings.notes.aHost'),
                    at: formatInstant(note.updatedAt ?? note.createdAt, prefs),
                    edited: note.updatedAt && note.updatedAt !== note.createdAt ? 'yes' : 'no',
                  })}
                </span>
                {meeting.canEdit && (
                  <button
                    type="button"
                    onClick={() => setEditing(note._id)}
                    className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 font-medium text-gray-700 hover:bg-gray-200"
                  >
                    <PencilIcon className="size-3.5" />
                    {t('meetings.notes.edit')}
                    <span className="sr-only"> {t('meetings.notes.editSuffix')}</span>
                  </button>
                )}
              </div>
            </li>
          ),
        )}
      </ul>
      {meeting.canEdit && editing === null && (
        <div className="mt-3">
          <NoteForm meetingId={meeting._id} onDone={() => undefined} />
        </div>
      )}
    </DetailSection>
  );
}

function NoteForm({
  meetingId,
  note,
  onDone,
}: {
  meetingId: string;
  note?: MeetingNote;
  onDone: () => void;
}) {
  const t = useDashboardT();
  const [text, setText] = useState(note?.text ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveNote();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('meetings.notes.required'));
      return;
    }
    setError(undefined);
    save.mutate(
      { meetingId, text: text.trim(), ...(note ? { noteId: note._id } : {}) },
      {
        onSuccess: () => {
          toast.success(t(note ? 'meetings.notes.saved' : 'meetings.notes.added'));
          if (!note) setText('');
          onDone();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <TextareaField
        label={t(note ? 'meetings.notes.editLabel' : 'meetings.notes.addLabel')}
        value={text}
        rows={3}
        maxLength={5000}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" isLoading={save.isPending}>
          {t(note ? 'meetings.notes.save' : 'meetings.notes.add')}
        </Button>
        {note && (
          <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
            {t('meetings.notes.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

import type { Question } from '@kairos/core/events/question-schema';
import type { AnswerMode } from '@kairos/core/questions/answer-types';
import { allowedExtensions, attachmentMaxBytes, formatFileSize } from '@kairos/core/questions/attachments';
import { useMemo, useState } from 'react';
import { messageWithParts } from '../../after-booking/components/message-parts';
import type { UploadedFile } from '../../booker/booking-contract';
import type { FieldIds } from '../../booker/components/form-field';
import { useT } from '../../i18n/i18n-context';
import { isNativeShell, withNativeBridge } from '../../native/native-shell';
import { CloseIcon, PaperclipIcon } from '../../ui/components/icons';
import { UploadControl } from '../../upload/components/upload-control';
import { extensionPattern } from '../../upload/upload-checks';
import { uploadFile } from '../../upload/upload-file';
import { visitorUploadWords } from '../../upload/visitor-upload-words';

interface AttachmentInputProps {
  question: Question;
  files: UploadedFile[];
  accessLink: string;
  ids: FieldIds;
  /** Booking files may be 25 MB, public form files 5 MB (spec section 9). */
  mode: AnswerMode;
  onChange: (files: UploadedFile[]) => void;
}

const MODULES: Record<AnswerMode, string> = { booking: 'BOOKING', 'routing-form': 'ROUTING_FORM' };

/** Files for an ATTACHMENT question: dropped or picked, checked, then uploaded at once. */
export function AttachmentInput({ question, files, accessLink, ids, mode, onChange }: AttachmentInputProps) {
  const max = question.attachmentMeta.max;
  const maxBytes = attachmentMaxBytes(mode);
  const extensions = allowedExtensions(question.attachmentType);
  const sizeText = formatFileSize(maxBytes).replace('.00 ', ' ');
  const [problem, setProblem] = useState<string | null>(null);
  const t = useT();
  const words = useMemo(() => visitorUploadWords(t), [t]);
  const types = extensions.length > 0 ? `${extensions.join(', ').toUpperCase()} · ` : '';
  return (
    <div>
      <UploadControl
        module={MODULES[mode]}
        upload={(file, module, onProgress, contentType) =>
          uploadFile(file, module, onProgress, { kind: 'public', accessLink }, contentType)
        }
        rules={{ maxBytes, namePattern: extensionPattern(extensions) }}
        accept={extensions.length > 0 ? extensions.map((ext) => `.${ext}`).join(',') : undefined}
        remaining={max - files.length}
        words={words}
        inputId={ids.inputId}
        describedBy={ids.describedBy}
        isInvalid={ids.isInvalid}
        onUploaded={(uploaded) => {
          setProblem(null);
          onChange([...files, ...uploaded]);
        }}
        onError={setProblem}
      >
        <PaperclipIcon className="size-4 text-(--pb-muted)" />
        <span>
          {messageWithParts(
            t,
            'upload.chooseOrDrop',
            {
              choose: (
                <span className="font-medium underline underline-offset-2">
                  {t('upload.choose', { max })}
                </span>
              ),
            },
            { max },
          )}
        </span>
        <span className="text-(--pb-muted) text-xs">
          {types}
          {t('upload.limits', { max, size: sizeText })}
        </span>
      </UploadControl>
      {problem && (
        <p role="alert" className="mt-1.5 text-red-700 text-sm">
          {problem}
        </p>
      )}
      {files.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1.5">
          {files.map((file) => (
            <li
              key={file.key}
              className="flex items-center gap-2 rounded-md bg-(--pb-brand-soft) px-2.5 py-1.5 text-sm"
            >
              <PaperclipIcon className="size-3.5 shrink-0" />
              <a
                href={file.url}
                download={file.name}
                onClick={(event) => {
                  // The app's web view does not download: the file is saved and offered to other apps.
                  if (!isNativeShell()) return;
                  event.preventDefault();
                  withNativeBridge((bridge) => bridge.downloadUrl({ name: file.name, url: file.url }));
                }}
                className="min-w-0 flex-1 truncate underline-offset-2 hover:underline"
              >
                {file.name}
              </a>
              <span className="shrink-0 text-(--pb-muted) text-xs">{formatFileSize(file.size)}</span>
              <button
                type="button"
                aria-label={t('upload.remove', { name: file.name })}
                onClick={() => onChange(files.filter((f) => f.key !== file.key))}
                className="rounded p-0.5 hover:bg-(--pb-surface)"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

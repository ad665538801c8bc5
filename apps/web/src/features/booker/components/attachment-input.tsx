import type { Question } from '@kairos/core/events/question-schema';
import { type ChangeEvent, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { CloseIcon } from '../../ui/components/icons';
import { Spinner } from '../../ui/components/spinner';
import { acceptOf, checkAttachmentFile, maxSizeText, uploadAttachment } from '../attachment-upload';
import type { UploadedFile } from '../booking-contract';
import { PaperclipIcon } from './booker-icons';
import type { FieldIds } from './form-field';

interface AttachmentInputProps {
  question: Question;
  files: UploadedFile[];
  accessLink: string;
  ids: FieldIds;
  onChange: (files: UploadedFile[]) => void;
}

/** Files for an ATTACHMENT question, uploaded as soon as they are chosen. */
export function AttachmentInput({ question, files, accessLink, ids, onChange }: AttachmentInputProps) {
  const [isUploading, setIsUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const max = question.attachmentMeta.max;

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    setProblem(null);
    if (files.length + chosen.length > max) {
      setProblem(`Upload at most ${max} ${max === 1 ? 'file' : 'files'}`);
      return;
    }
    for (const file of chosen) {
      const message = checkAttachmentFile(file, question.attachmentType);
      if (message) {
        setProblem(message);
        return;
      }
    }
    setIsUploading(true);
    try {
      const uploaded: UploadedFile[] = [];
      for (const file of chosen) uploaded.push(await uploadAttachment(file, accessLink));
      onChange([...files, ...uploaded]);
    } catch (error) {
      setProblem(
        isApiError(error) && error.code === 'MIME_TYPE_NOT_SUPPORTED'
          ? 'File format not supported'
          : "Couldn't upload file",
      );
    } finally {
      setIsUploading(false);
    }
  }

  return (
    <div>
      <label
        className={`flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-(--pb-border) border-dashed px-3 py-4 text-sm hover:border-(--pb-brand) ${
          files.length >= max ? 'pointer-events-none opacity-50' : ''
        }`}
      >
        {isUploading ? (
          <Spinner className="size-4" />
        ) : (
          <PaperclipIcon className="size-4 text-(--pb-muted)" />
        )}
        <span>
          {isUploading
            ? 'Uploading…'
            : `Choose ${max === 1 ? 'a file' : 'files'} (up to ${maxSizeText()} each)`}
        </span>
        <input
          id={ids.inputId}
          type="file"
          className="sr-only"
          accept={acceptOf(question.attachmentType)}
          multiple={max > 1}
          disabled={isUploading || files.length >= max}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.isInvalid || undefined}
          onChange={(event) => void onFiles(event)}
        />
      </label>
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
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
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

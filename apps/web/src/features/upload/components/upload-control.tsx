import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { prepareFile } from '../prepare-file';
import { type UploadRules, type UploadWords, uploadErrorProblem } from '../upload-checks';
import type { StoredFile, UploadProgress } from '../upload-file';
import { UploadOverlay } from './upload-overlay';

/** Uploads one file; the control supplies the module name and a progress callback. */
export type UploadFunction = (
  file: File,
  module: string,
  onProgress: UploadProgress,
  contentType: string,
) => Promise<StoredFile>;

interface UploadControlProps {
  upload: UploadFunction;
  module: string;
  rules: UploadRules;
  /** The file picker's filter, e.g. `.pdf,.png`. */
  accept?: string | undefined;
  /** How many more files may be added; the control takes at most this many. */
  remaining: number;
  disabled?: boolean;
  /** What the zone says, e.g. 'Drop a file here or browse (up to 5 MB)'. */
  children: ReactNode;
  inputId?: string;
  describedBy?: string | undefined;
  isInvalid?: boolean;
  onUploaded: (files: StoredFile[]) => void;
  /** The control's words in the page's language (`visitorUploadWords` or `dashboardUploadWords`). */
  words: UploadWords;
  /** A check or the upload failed; the control has already shown the message in a toast. */
  onError?: (message: string) => void;
}

/**
 * A drop zone and file picker (spec sections 4 and 5): the zone lights up while a file is dragged
 * over it; each file is checked, then uploaded behind a full-screen overlay showing the progress,
 * which returns to zero afterwards. A disabled control ignores files.
 */
export function UploadControl(props: UploadControlProps) {
  const { disabled = false, remaining, words } = props;
  const [isDragging, setIsDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const dragDepth = useRef(0);
  const isBusy = progress !== null;
  const isOff = disabled || isBusy || remaining <= 0;

  function fail(message: string) {
    toast.error(message);
    props.onError?.(message);
  }

  async function take(list: FileList | null) {
    if (isOff || !list || list.length === 0) return;
    const chosen = [...list].slice(0, remaining);
    const stored: StoredFile[] = [];
    setProgress(0);
    try {
      for (const [index, file] of chosen.entries()) {
        const prepared = await prepareFile(file, props.rules);
        if (!prepared.ok) {
          fail(words.problem(prepared.problem));
          break;
        }
        const onProgress = (fraction: number) => setProgress((index + fraction) / chosen.length);
        try {
          stored.push(await props.upload(prepared.file, props.module, onProgress, prepared.contentType));
        } catch (error) {
          fail(words.problem(uploadErrorProblem(error)));
          break;
        }
      }
    } finally {
      setProgress(null);
    }
    if (stored.length > 0) props.onUploaded(stored);
  }

  function onDrag(event: DragEvent<HTMLLabelElement>, change: 1 | -1 | 0) {
    event.preventDefault();
    if (isOff) return;
    dragDepth.current = Math.max(0, dragDepth.current + change);
    setIsDragging(dragDepth.current > 0);
  }

  return (
    <>
      <label
        data-dragging={isDragging || undefined}
        onDragEnter={(event) => onDrag(event, 1)}
        onDragOver={(event) => onDrag(event, 0)}
        onDragLeave={(event) => onDrag(event, -1)}
        onDrop={(event) => {
          event.preventDefault();
          dragDepth.current = 0;
          setIsDragging(false);
          void take(event.dataTransfer.files);
        }}
        className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-3 py-5 text-center text-sm transition-colors ${
          isDragging
            ? 'border-(--pb-brand) bg-(--pb-brand-soft)'
            : 'border-(--pb-border) hover:border-(--pb-brand)'
        } ${isOff ? 'pointer-events-none opacity-50' : ''} has-focus-visible:outline-2 has-focus-visible:outline-(--pb-brand)`}
      >
        {props.children}
        <input
          id={props.inputId}
          type="file"
          className="sr-only"
          accept={props.accept}
          multiple={remaining > 1}
          disabled={isOff}
          aria-describedby={props.describedBy}
          aria-invalid={props.isInvalid || undefined}
          onChange={(event) => {
            const files = event.target.files;
            void take(files).finally(() => {
              event.target.value = '';
            });
          }}
        />
      </label>
      {isBusy && <UploadOverlay progress={progress} label={words.uploading} progressLabel={words.progress} />}
    </>
  );
}

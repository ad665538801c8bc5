import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../ui/components/button';
import { ImageUploadControl } from './image-upload-control';

/**
 * A labelled image picker: the current image (or its stand-in), an upload button (the image is
 * checked for size, type and dimensions before it goes, and stored at a lasting public address)
 * and a remove button. An upload's problem, or the given error, shows under it.
 */
export function ImageField(props: {
  label: string;
  module: 'APPEARANCE' | 'PROFILE';
  uploadLabel: string;
  removeLabel: string;
  value: string | null;
  /** What shows the current image, or stands in for it. */
  preview: ReactNode;
  error?: string | undefined;
  disabled: boolean;
  onChange: (url: string | null) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? props.error;
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
        {props.label}
      </label>
      <div className="mt-1.5 flex flex-wrap items-center gap-4">
        {props.preview}
        <ImageUploadControl
          module={props.module}
          action={props.uploadLabel}
          inputId={inputId}
          describedBy={message ? errorId : undefined}
          isInvalid={Boolean(message)}
          disabled={props.disabled}
          onUploaded={(url) => {
            setProblem(null);
            props.onChange(url);
          }}
          onError={setProblem}
        />
        {props.value && (
          <Button
            type="button"
            variant="secondary"
            disabled={props.disabled}
            onClick={() => props.onChange(null)}
          >
            {props.removeLabel}
          </Button>
        )}
      </div>
      {message && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

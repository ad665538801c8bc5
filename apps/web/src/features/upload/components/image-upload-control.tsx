import { type CSSProperties, useMemo } from 'react';
import { useDashboardT, withElement } from '../../i18n/dashboard-i18n';
import { dashboardUploadWords } from '../dashboard-upload-words';
import { DASHBOARD_ZONE_COLOURS, extensionPattern, PUBLIC_IMAGE_EXTENSIONS } from '../upload-checks';
import { uploadFile } from '../upload-file';
import { UploadControl } from './upload-control';

const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Public pages show these images small (a logo 48 px high, a photo 64 px wide); larger ones only slow them. */
const IMAGE_MAX_PIXELS = { width: 2000, height: 2000 };

interface ImageUploadControlProps {
  /** What the image is for: the workspace's logo or a host's photo, both kept at a lasting public address. */
  module: 'APPEARANCE' | 'PROFILE';
  /** The zone's call to action, e.g. 'Upload a photo'. */
  action: string;
  inputId: string;
  describedBy?: string | undefined;
  isInvalid: boolean;
  disabled: boolean;
  onUploaded: (url: string) => void;
  onError: (message: string) => void;
}

/** A dashboard drop zone for one image shown on the public pages, checked for size, type and dimensions. */
export function ImageUploadControl(props: ImageUploadControlProps) {
  const t = useDashboardT();
  const words = useMemo(() => dashboardUploadWords(t), [t]);
  return (
    <div className="min-w-56 flex-1" style={DASHBOARD_ZONE_COLOURS as CSSProperties}>
      <UploadControl
        module={props.module}
        upload={(file, module, onProgress, contentType) =>
          uploadFile(file, module, onProgress, { kind: 'host' }, contentType)
        }
        rules={{
          maxBytes: IMAGE_MAX_BYTES,
          namePattern: extensionPattern(PUBLIC_IMAGE_EXTENSIONS),
          maxImage: IMAGE_MAX_PIXELS,
        }}
        accept={PUBLIC_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
        remaining={1}
        words={words}
        disabled={props.disabled}
        inputId={props.inputId}
        describedBy={props.describedBy}
        isInvalid={props.isInvalid}
        onUploaded={([file]) => {
          if (file) props.onUploaded(file.url);
        }}
        onError={props.onError}
      >
        <span className="text-sm">
          {withElement(
            t,
            'common.upload.imageAction',
            'action',
            <span className="font-medium text-brand-700 underline underline-offset-2">{props.action}</span>,
          )}
        </span>
        <span className="text-xs text-gray-500">{t('common.upload.imageRules')}</span>
      </UploadControl>
    </div>
  );
}

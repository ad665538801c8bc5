import type { Translate } from '@kairos/core/i18n/translate';
import type { UploadWords } from './upload-checks';
import { uploadWords } from './upload-words';

/** The upload control's words in the visitor's language (a file question on a booking page or form). */
export function visitorUploadWords(t: Translate): UploadWords {
  return uploadWords(t, {
    fileSize: 'answer.fileSize',
    fileType: 'answer.fileType',
    dimensions: 'upload.dimensions',
    imageLoad: 'upload.imageLoad',
    videoLoad: 'upload.videoLoad',
    formatNotSupported: 'upload.formatNotSupported',
    uploadFailed: 'upload.failed',
    uploading: 'upload.uploading',
    progress: 'upload.progress',
  });
}

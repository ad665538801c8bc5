import type { Translate } from '@kairos/core/i18n/translate';
import type { UploadProblem, UploadWords } from './upload-checks';

function sayProblem(t: Translate, problem: UploadProblem): string {
  switch (problem.code) {
    case 'fileSize':
      return t('answer.fileSize', { limit: problem.limit });
    case 'fileType':
      return t('answer.fileType');
    case 'dimensions':
      // As text, so that 2000 is not written 2,000.
      return t('upload.dimensions', {
        width: String(problem.width ?? '∞'),
        height: String(problem.height ?? '∞'),
      });
    case 'imageLoad':
      return t('upload.imageLoad');
    case 'videoLoad':
      return t('upload.videoLoad');
    case 'formatNotSupported':
      return t('upload.formatNotSupported');
    case 'uploadFailed':
      return t('upload.failed');
  }
}

/** The upload control's words in the visitor's language (a file question on a booking page or form). */
export function visitorUploadWords(t: Translate): UploadWords {
  return {
    problem: (problem) => sayProblem(t, problem),
    uploading: (percent) => t('upload.uploading', { percent }),
    progress: t('upload.progress'),
  };
}

import type { DashboardTranslate } from '../i18n/dashboard-i18n';
import type { UploadProblem, UploadWords } from './upload-checks';

function sayProblem(t: DashboardTranslate, problem: UploadProblem): string {
  switch (problem.code) {
    case 'fileSize':
      return t('common.upload.fileSize', { limit: problem.limit });
    case 'fileType':
      return t('common.upload.fileType');
    case 'dimensions':
      // As text, so that 2000 is not written 2,000.
      return t('common.upload.dimensions', {
        width: String(problem.width ?? '∞'),
        height: String(problem.height ?? '∞'),
      });
    case 'imageLoad':
      return t('common.upload.imageLoad');
    case 'videoLoad':
      return t('common.upload.videoLoad');
    case 'formatNotSupported':
      return t('common.upload.formatNotSupported');
    case 'uploadFailed':
      return t('common.upload.failed');
  }
}

/** The upload control's words in the dashboard's language (its image fields). */
export function dashboardUploadWords(t: DashboardTranslate): UploadWords {
  return {
    problem: (problem) => sayProblem(t, problem),
    uploading: (percent) => t('common.upload.uploading', { percent }),
    progress: t('common.upload.progress'),
  };
}

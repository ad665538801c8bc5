import type { DashboardTranslate } from '../i18n/dashboard-i18n';
import type { UploadWords } from './upload-checks';
import { uploadWords } from './upload-words';

/** The upload control's words in the dashboard's language (its image fields). */
export function dashboardUploadWords(t: DashboardTranslate): UploadWords {
  return uploadWords(t, {
    fileSize: 'common.upload.fileSize',
    fileType: 'common.upload.fileType',
    dimensions: 'common.upload.dimensions',
    imageLoad: 'common.upload.imageLoad',
    videoLoad: 'common.upload.videoLoad',
    formatNotSupported: 'common.upload.formatNotSupported',
    uploadFailed: 'common.upload.failed',
    uploading: 'common.upload.uploading',
    progress: 'common.upload.progress',
  });
}

import { dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { dashboardUploadWords } from './dashboard-upload-words';
import { ENGLISH_UPLOAD_WORDS, type UploadProblem } from './upload-checks';

const words = dashboardUploadWords(createTranslator('en', dashboardEn));

describe('the dashboard’s upload words', () => {
  it.each<UploadProblem>([
    { code: 'fileSize', limit: '2.00 MB' },
    { code: 'fileType' },
    { code: 'dimensions', width: 2000, height: 2000 },
    { code: 'dimensions', width: 800, height: undefined },
    { code: 'imageLoad' },
    { code: 'videoLoad' },
    { code: 'formatNotSupported' },
    { code: 'uploadFailed' },
  ])('say $code as the spec’s English does', (problem) => {
    expect(words.problem(problem)).toBe(ENGLISH_UPLOAD_WORDS.problem(problem));
  });

  it('show the progress as the visitors’ control does', () => {
    expect(words.uploading(40)).toBe('Uploading… 40%');
    expect(words.uploading(40)).toBe(ENGLISH_UPLOAD_WORDS.uploading(40));
    expect(words.progress).toBe(ENGLISH_UPLOAD_WORDS.progress);
  });

  it('write the image limits without grouping', () => {
    expect(words.problem({ code: 'dimensions', width: 2000, height: 2000 })).toBe(
      'Image dimensions should not exceed 2000x2000 pixels',
    );
  });
});

import { de } from '@kairos/core/i18n/catalogues/de';
import { en } from '@kairos/core/i18n/catalogues/en';
import { hi } from '@kairos/core/i18n/catalogues/hi';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { ENGLISH_UPLOAD_WORDS, type UploadProblem } from './upload-checks';
import { visitorUploadWords } from './visitor-upload-words';

const PROBLEMS: UploadProblem[] = [
  { code: 'fileSize', limit: '5 MB' },
  { code: 'fileType' },
  { code: 'dimensions', width: 2000, height: 2000 },
  { code: 'dimensions', width: 800, height: undefined },
  { code: 'imageLoad' },
  { code: 'videoLoad' },
  { code: 'formatNotSupported' },
  { code: 'uploadFailed' },
];

describe('the visitors’ upload words', () => {
  const english = visitorUploadWords(createTranslator('en', en));

  it.each(PROBLEMS)('say $code in English as the spec does', (problem) => {
    expect(english.problem(problem)).toBe(ENGLISH_UPLOAD_WORDS.problem(problem));
  });

  it('show the progress in English as the spec does', () => {
    expect(english.uploading(40)).toBe(ENGLISH_UPLOAD_WORDS.uploading(40));
    expect(english.progress).toBe(ENGLISH_UPLOAD_WORDS.progress);
  });

  it('speak German, with the limits as arguments', () => {
    const german = visitorUploadWords(createTranslator('de', de));
    expect(german.problem({ code: 'fileSize', limit: '5 MB' })).toBe(
      'Die Datei darf höchstens 5 MB groß sein',
    );
    expect(german.problem({ code: 'dimensions', width: 2000, height: 1000 })).toBe(
      'Das Bild darf höchstens 2000x1000 Pixel groß sein',
    );
    expect(german.problem({ code: 'uploadFailed' })).toBe('Die Datei konnte nicht hochgeladen werden');
    expect(german.uploading(40)).toBe('Wird hochgeladen… 40%');
    expect(german.progress).toBe('Upload-Fortschritt');
  });

  it('speak Hindi', () => {
    const hindi = visitorUploadWords(createTranslator('hi', hi));
    expect(hindi.problem({ code: 'fileType' })).toBe('यह फ़ाइल प्रकार समर्थित नहीं है');
    expect(hindi.problem({ code: 'uploadFailed' })).toBe('फ़ाइल अपलोड नहीं हो सकी');
  });
});

describe('the file question’s zone in German', () => {
  const t = createTranslator('de', de);

  it('asks for one file or several', () => {
    expect(t('upload.choose', { max: 1 })).toBe('Datei auswählen');
    expect(t('upload.choose', { max: 3 })).toBe('Dateien auswählen');
  });

  it('states the limits with their numbers', () => {
    expect(t('upload.limits', { max: 1, size: '25 MB' })).toBe('bis 25 MB');
    expect(t('upload.limits', { max: 3, size: '5 MB' })).toBe('je bis 5 MB, höchstens 3 Dateien');
  });
});

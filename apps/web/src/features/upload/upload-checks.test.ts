import { describe, expect, it } from 'vitest';
import {
  checkFileBasics,
  checkImageSize,
  dimensionsMessage,
  extensionPattern,
  mp4Kind,
  uploadErrorMessage,
} from './upload-checks';

const MB = 1024 * 1024;

describe('checkFileBasics', () => {
  it.each([
    { name: 'a.pdf', size: 25 * MB, rules: {}, expected: null },
    { name: 'a.pdf', size: 25 * MB + 1, rules: {}, expected: 'File size must not exceed 25.00 MB' },
    {
      name: 'a.pdf',
      size: 5 * MB + 1,
      rules: { maxBytes: 5 * MB },
      expected: 'File size must not exceed 5.00 MB',
    },
    { name: 'a.pdf', size: 2048, rules: { maxBytes: 1536 }, expected: 'File size must not exceed 1.50 KB' },
    { name: 'a.pdf', size: 10, rules: { maxBytes: 9 }, expected: 'File size must not exceed 9 B' },
    { name: 'a.exe', size: 10, rules: { namePattern: /\.pdf$/i }, expected: 'File type not supported' },
    { name: 'a.PDF', size: 10, rules: { namePattern: /\.pdf$/i }, expected: null },
    // Size is checked before the name.
    {
      name: 'a.exe',
      size: 10,
      rules: { maxBytes: 5, namePattern: /\.pdf$/i },
      expected: 'File size must not exceed 5 B',
    },
  ])('$name of $size bytes → $expected', ({ name, size, rules, expected }) => {
    expect(checkFileBasics({ name, size }, rules)).toBe(expected);
  });
});

describe('checkImageSize', () => {
  it.each([
    { size: { width: 800, height: 600 }, limits: { width: 800, height: 600 }, expected: null },
    {
      size: { width: 801, height: 600 },
      limits: { width: 800, height: 600 },
      expected: dimensionsMessage(800, 600),
    },
    {
      size: { width: 800, height: 601 },
      limits: { width: 800, height: 600 },
      expected: dimensionsMessage(800, 600),
    },
    { size: { width: 5000, height: 10 }, limits: undefined, expected: null },
  ])('$size.width×$size.height within $limits → $expected', ({ size, limits, expected }) => {
    expect(checkImageSize(size, limits)).toBe(expected);
  });

  it('writes the limits as in the spec', () => {
    expect(dimensionsMessage(800, 600)).toBe('Image dimensions should not exceed 800x600 pixels');
  });
});

describe('mp4Kind', () => {
  it('labels a file with a picture as video and one without as audio', () => {
    expect(mp4Kind({ width: 640, height: 360 })).toBe('video/mp4');
    expect(mp4Kind({ width: 0, height: 0 })).toBe('audio/mp4');
    expect(mp4Kind(null)).toBe('audio/mp4');
  });
});

describe('extensionPattern', () => {
  it('matches the extensions only, in any case', () => {
    const pattern = extensionPattern(['pdf', 'txt']);
    expect(pattern?.test('notes.TXT')).toBe(true);
    expect(pattern?.test('notes.txt.exe')).toBe(false);
    expect(extensionPattern([])).toBeUndefined();
  });
});

describe('uploadErrorMessage', () => {
  it('names an unsupported format, else says the upload failed', () => {
    expect(uploadErrorMessage({ code: 'MIME_TYPE_NOT_SUPPORTED' })).toBe('File format not supported');
    expect(uploadErrorMessage({ code: 'UPLOAD_FAILED' })).toBe("Couldn't upload file");
    expect(uploadErrorMessage(new Error('boom'))).toBe("Couldn't upload file");
  });
});

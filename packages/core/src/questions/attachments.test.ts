import { describe, expect, it } from 'vitest';
import { allowedExtensions, fileExtension, formatFileSize } from './attachments.ts';

describe('allowedExtensions', () => {
  it('maps plain to txt and mpeg to mp3, the rest as named', () => {
    expect(
      allowedExtensions(['plain', 'mpeg', 'pdf', 'jpg', 'jpeg', 'doc', 'docx', 'mp4', 'png', 'zip']),
    ).toEqual(['txt', 'mp3', 'pdf', 'jpg', 'jpeg', 'doc', 'docx', 'mp4', 'png', 'zip']);
  });

  it('lists each extension once and accepts none', () => {
    expect(allowedExtensions(['pdf', 'pdf'])).toEqual(['pdf']);
    expect(allowedExtensions([])).toEqual([]);
  });
});

describe('fileExtension', () => {
  it.each([
    ['report.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
    ['.env', ''],
    ['trailing.', ''],
  ])('%s → %s', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
    [193, '193 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [5 * 1024 * 1024, '5.00 MB'],
    [25 * 1024 * 1024, '25.00 MB'],
    [3 * 1024 ** 3, '3.00 GB'],
    [2 * 1024 ** 4, '2.00 TB'],
    [2048 * 1024 ** 4, '2048.00 TB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

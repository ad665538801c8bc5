import { describe, expect, it } from 'vitest';
import { acceptOf, checkAttachmentFile, maxSizeText } from './attachment-upload';

describe('checkAttachmentFile', () => {
  it.each([
    [{ name: 'cv.pdf', size: 1000 }, ['pdf'], null],
    [{ name: 'CV.PDF', size: 1000 }, ['pdf'], null],
    [{ name: 'notes.txt', size: 10 }, ['plain'], null],
    [{ name: 'song.mp3', size: 10 }, ['mpeg'], null],
    [{ name: 'cv.docx', size: 10 }, ['pdf', 'doc'], 'File type not supported'],
    [{ name: 'anything.bin', size: 10 }, [], null],
    [{ name: 'big.pdf', size: 25 * 1024 * 1024 + 1 }, ['pdf'], 'File size must not exceed 25.00 MB'],
    [{ name: 'big.txt', size: 25 * 1024 * 1024 + 1 }, ['pdf'], 'File size must not exceed 25.00 MB'],
  ] as const)('%o with %j → %s', (file, types, expected) => {
    expect(checkAttachmentFile(file, types)).toBe(expected);
  });
});

describe('acceptOf', () => {
  it('lists the endings for the file picker', () => {
    expect(acceptOf(['pdf', 'plain', 'mpeg'])).toBe('.pdf,.txt,.mp3');
    expect(acceptOf([])).toBeUndefined();
    expect(maxSizeText()).toBe('25 MB');
  });
});

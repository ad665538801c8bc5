import type { UploadContentType } from '@kairos/core/routing/upload-schema';

/**
 * Whether a file's first bytes fit the type it was declared as. Binary formats are told by
 * their magic numbers; text types must be valid UTF-8 without NUL bytes (so an executable
 * or an image cannot pass as text). The caller passes the whole file for text types and at
 * least the first 4 KB for the others.
 */

const startsWith = (bytes: Uint8Array, magic: readonly number[], offset = 0) =>
  bytes.length >= offset + magic.length && magic.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const PDF = ascii('%PDF-');
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ID3 = ascii('ID3');
const FTYP = ascii('ftyp');

function isMp3(bytes: Uint8Array): boolean {
  if (startsWith(bytes, ID3)) return true;
  // An MPEG audio frame sync: 11 set bits.
  const [a, b] = [bytes[0], bytes[1]];
  return a === 0xff && b !== undefined && (b & 0xe0) === 0xe0;
}

function isWebp(bytes: Uint8Array): boolean {
  return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
}

export function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function contentMatches(type: UploadContentType, bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  switch (type) {
    case 'image/png':
      return startsWith(bytes, PNG);
    case 'image/jpeg':
      return startsWith(bytes, JPEG);
    case 'image/gif':
      return startsWith(bytes, GIF87) || startsWith(bytes, GIF89);
    case 'image/webp':
      return isWebp(bytes);
    case 'application/pdf':
      return startsWith(bytes, PDF);
    case 'application/zip':
    case 'application/x-zip-compressed':
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return startsWith(bytes, ZIP) || startsWith(bytes, ZIP_EMPTY);
    case 'application/msword':
      return startsWith(bytes, OLE);
    case 'audio/mpeg':
      return isMp3(bytes);
    case 'audio/mp4':
    case 'video/mp4':
      return startsWith(bytes, FTYP, 4);
    case 'text/plain':
    case 'text/csv':
      return isUtf8Text(bytes);
  }
}

/** Checks text as it streams in: valid UTF-8 throughout, no NUL byte. */
export class TextChecker {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private ok = true;

  push(chunk: Uint8Array): void {
    if (!this.ok) return;
    if (chunk.includes(0)) {
      this.ok = false;
      return;
    }
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.ok = false;
    }
  }

  /** Whether everything pushed was text (an unfinished character at the end is not). */
  finish(): boolean {
    if (!this.ok) return false;
    try {
      this.decoder.decode();
      return true;
    } catch {
      return false;
    }
  }
}

export function isTextType(type: UploadContentType): boolean {
  return type === 'text/plain' || type === 'text/csv';
}

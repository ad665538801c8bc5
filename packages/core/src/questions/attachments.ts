import { DEFAULT_UPLOAD_MAX_BYTES, PUBLIC_FORM_ATTACHMENT_MAX_MB } from '../constants.ts';
import type { Question } from '../events/question-schema.ts';
import {
  ANSWER_MESSAGES,
  fileSizeMessage,
  tooFewFilesMessage,
  tooManyFilesMessage,
} from './answer-messages.ts';
import type { AnswerAttachment, AnswerMode } from './answer-types.ts';

type AttachmentType = Question['attachmentType'][number];

export const PUBLIC_FORM_ATTACHMENT_MAX_BYTES = PUBLIC_FORM_ATTACHMENT_MAX_MB * 1024 * 1024;

/**
 * The file-name extensions an ATTACHMENT question accepts. Its types are named like MIME
 * subtypes; two differ from the extension: 'plain' (text/plain) is a .txt file and 'mpeg'
 * (audio/mpeg) an .mp3 file. An empty list means the host did not restrict the type.
 */
export function allowedExtensions(attachmentType: readonly AttachmentType[]): string[] {
  const extensions = attachmentType.map((type) =>
    type === 'plain' ? 'txt' : type === 'mpeg' ? 'mp3' : type,
  );
  return [...new Set(extensions)];
}

/** The extension of a file name, lower-cased, or '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * `5242880` → '5.00 MB': binary multiples with two decimals, as upload messages show sizes; whole
 * bytes stay whole ('193 B'), a byte having no fraction. The one size format of the app.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? Math.round(value) : value.toFixed(2)} ${SIZE_UNITS[unit]}`;
}

export interface AttachmentRules {
  attachmentType: readonly AttachmentType[];
  min: number;
  max: number;
  maxBytes: number;
}

/**
 * The problem with an ATTACHMENT answer, or null. An empty answer is left to the caller's
 * required check. Counts are checked first, then each file as the upload control does:
 * size, then type.
 */
export function checkAttachments(files: readonly AnswerAttachment[], rules: AttachmentRules): string | null {
  if (files.length > rules.max) return tooManyFilesMessage(rules.max);
  if (files.length < rules.min) return tooFewFilesMessage(rules.min);
  const allowed = allowedExtensions(rules.attachmentType);
  for (const file of files) {
    if (file.size !== undefined && file.size > rules.maxBytes) {
      return fileSizeMessage(formatFileSize(rules.maxBytes));
    }
    if (allowed.length > 0 && !allowed.includes(fileExtension(file.name))) return ANSWER_MESSAGES.fileType;
  }
  return null;
}

/** The size cap of an answer's files: 5 MB on the public routing form, the upload default elsewhere. */
export function attachmentMaxBytes(mode: AnswerMode): number {
  return mode === 'routing-form' ? PUBLIC_FORM_ATTACHMENT_MAX_BYTES : DEFAULT_UPLOAD_MAX_BYTES;
}

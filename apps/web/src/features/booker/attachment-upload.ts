import type { Question } from '@kairos/core/events/question-schema';
import { ANSWER_MESSAGES, fileSizeMessage } from '@kairos/core/questions/answer-messages';
import {
  allowedExtensions,
  attachmentMaxBytes,
  fileExtension,
  formatFileSize,
} from '@kairos/core/questions/attachments';
import { ApiError } from '../api/api-error';
import { bookingsApi } from '../api/clients';
import type { UploadedFile } from './booking-contract';

type AttachmentType = Question['attachmentType'][number];

/** The size cap of a booking's files (the upload default, 25 MB), as the server checks it. */
export const BOOKING_FILE_MAX_BYTES = attachmentMaxBytes('booking');

export function acceptOf(types: readonly AttachmentType[]): string | undefined {
  const extensions = allowedExtensions(types);
  return extensions.length === 0 ? undefined : extensions.map((ext) => `.${ext}`).join(',');
}

export function maxSizeText(): string {
  return formatFileSize(BOOKING_FILE_MAX_BYTES).replace('.00 ', ' ');
}

/** The first problem with a chosen file, in the upload control's order (size, then type), or null. */
export function checkAttachmentFile(
  file: Pick<File, 'name' | 'size'>,
  types: readonly AttachmentType[],
): string | null {
  if (file.size > BOOKING_FILE_MAX_BYTES) return fileSizeMessage(formatFileSize(BOOKING_FILE_MAX_BYTES));
  const allowed = allowedExtensions(types);
  return allowed.length > 0 && !allowed.includes(fileExtension(file.name)) ? ANSWER_MESSAGES.fileType : null;
}

interface UploadTicket {
  url: string;
  fields: Record<string, string>;
  /** Where the file can be read once stored; defaults to the form address and key. */
  fileUrl?: string;
}

/**
 * Uploads one file the way spec section 7 describes: the server hands out a form (address and
 * fields), and the browser posts the file to it directly.
 */
export async function uploadAttachment(file: File, accessLink: string): Promise<UploadedFile> {
  const contentType = file.type || 'application/octet-stream';
  const ticket = await bookingsApi.post<UploadTicket>('/website/upload', {
    mimeType: contentType,
    fileName: file.name,
    module: 'BOOKING',
    accessLink: accessLink || 'fallback',
  });
  const form = new FormData();
  for (const [key, value] of Object.entries(ticket.fields)) form.append(key, value);
  form.append('file', file);
  const response = await fetch(ticket.url, { method: 'POST', body: form });
  if (!response.ok)
    throw new ApiError("Couldn't upload file", { status: response.status, code: 'UPLOAD_FAILED' });
  const key = ticket.fields.key ?? file.name;
  return {
    key,
    name: file.name,
    size: file.size,
    url: ticket.fileUrl ?? `${ticket.url.replace(/\/$/, '')}/${key}`,
    contentType,
  };
}

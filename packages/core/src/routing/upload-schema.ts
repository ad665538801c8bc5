import { z } from 'zod';

/**
 * Uploads (spec sections 5, 7 and 8). A client asks for a grant, then posts the file straight to
 * the address it got, as a multipart form: every field of `fields` first, then the file in a
 * field named `file` (the way an S3 presigned POST works, and the local store takes the same).
 *
 * - `POST /file/upload` (host) and `POST /website/upload` (public) with {@link UploadGrantBody}
 *   → {@link UploadGrant}
 * - then `POST {url}` multipart with `fields` + `file` → 204 (local store) or S3's own answer
 * - `POST /file/delete` (host) with {@link UploadDeleteBody} → `{ ok: true }`, with the permission of
 *   what the file belongs to (the logo: appearance edit; a photo: its owner; a booking attachment:
 *   whoever may change its bookings; a routing form file: routing forms edit), else 403 FORBIDDEN;
 *   another workspace's or an unknown key → 404
 * - `GET /file/download/{key}?expires&signature` serves a stored file as an attachment
 *
 * Refusals: 415 MIME_TYPE_NOT_SUPPORTED ('File format not supported') for a type not allowed or
 * content that is not what it claims; 400 UPLOAD_FAILED ("Couldn't upload file") for anything
 * else (too large, expired or forged grant, unknown access link).
 */

/**
 * What the file is for. ROUTING_FORM (public form attachments, 5 MB) and BOOKING (booking
 * question attachments, 25 MB) may be asked for publicly with an access link; the others are
 * for hosts only (25 MB).
 */
export const UPLOAD_MODULES = [
  'ROUTING_FORM',
  'BOOKING',
  'EVENT',
  'APPEARANCE',
  'PROFILE',
  'GENERAL',
] as const;
export type UploadModule = (typeof UPLOAD_MODULES)[number];
export const PUBLIC_UPLOAD_MODULES: readonly UploadModule[] = ['ROUTING_FORM', 'BOOKING'];

/**
 * Files that appear on public pages (the workspace's logo, hosts' photos): images only, served at a lasting
 * address (`GET /file/public/{key}`) rather than a signed one that expires.
 */
export const PUBLIC_FILE_MODULES: readonly UploadModule[] = ['APPEARANCE', 'PROFILE'];
export const PUBLIC_FILE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/**
 * The types anyone may upload, by MIME type, with the file-name extensions each may carry.
 * They are the attachment types of spec section 3 (doc, plain, docx, mpeg, mp4, png, zip, pdf,
 * jpeg, jpg) plus GIF and WebP images and CSV. HTML, SVG, scripts and executables are not.
 */
export const UPLOAD_CONTENT_TYPES = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/zip': ['zip'],
  'application/x-zip-compressed': ['zip'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'audio/mpeg': ['mp3'],
  'audio/mp4': ['mp4', 'm4a'],
  'video/mp4': ['mp4'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
} as const satisfies Record<string, readonly string[]>;
export type UploadContentType = keyof typeof UPLOAD_CONTENT_TYPES;

export function isUploadContentType(value: string): value is UploadContentType {
  return Object.hasOwn(UPLOAD_CONTENT_TYPES, value);
}

export const UploadGrantBodySchema = z.object({
  mimeType: z.string().trim().toLowerCase().min(1, 'Required').max(200),
  fileName: z.string().trim().min(1, 'Required').max(255, 'Use at most 255 characters'),
  module: z.enum(UPLOAD_MODULES),
  /** Public uploads: the workspace's access link ('fallback' when the page had none, which is refused). */
  accessLink: z.string().max(200).optional(),
  /** The file's size in bytes when known; a size over the limit is refused at once. */
  size: z.number().int().min(0).optional(),
});
export type UploadGrantBody = z.infer<typeof UploadGrantBodySchema>;

export const UploadGrantSchema = z.object({
  /** Where to post the multipart form. */
  url: z.string(),
  /** Form fields to send before the file, as given (they are signed). Includes `key`. */
  fields: z.record(z.string(), z.string()),
  /** The stored file's key: put it in the answer's attachment. */
  key: z.string(),
  /** Where the uploaded file can be read back (signed, short-lived). */
  fileUrl: z.string(),
  /** The largest file this grant accepts, in bytes. */
  maxBytes: z.number().int(),
});
export type UploadGrant = z.infer<typeof UploadGrantSchema>;

export const UploadDeleteBodySchema = z.object({
  key: z
    .string()
    .min(1)
    .max(1000)
    .refine((key) => [...key].every((c) => c >= ' ' && c !== '\u007f'), 'This is not a file key'),
});
export type UploadDeleteBody = z.infer<typeof UploadDeleteBodySchema>;

/** An uploaded file (spec section 3, "Uploaded file"). */
export const UploadedFileSchema = z.object({
  key: z.string(),
  name: z.string(),
  size: z.number().int(),
  bucket: z.string(),
  url: z.string(),
  contentType: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

import { DEFAULT_UPLOAD_MAX_BYTES } from '@kairos/core/constants';
import { ANSWER_MESSAGES, fileSizeMessage } from '@kairos/core/questions/answer-messages';
import { formatFileSize } from '@kairos/core/questions/attachments';

/** What the upload control accepts; everything is optional but the size, which defaults to 25 MB. */
/** The image files public pages show (logos, hosts' photos), as the server takes them. */
export const PUBLIC_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

/** A drop zone takes the public pages' colour variables; in the dashboard it wears the dashboard's. */
export const DASHBOARD_ZONE_COLOURS: Record<string, string> = {
  '--pb-brand': 'var(--color-brand-600)',
  '--pb-brand-soft': 'var(--color-brand-50)',
  '--pb-border': 'var(--color-gray-300)',
};

export interface UploadRules {
  maxBytes?: number;
  /** A file-name pattern, e.g. `/\.(pdf|png)$/i`; a name that does not match is refused. */
  namePattern?: RegExp;
  /** For images: the largest width and height allowed, in pixels. */
  maxImage?: { width?: number; height?: number };
}

export const UPLOAD_MESSAGES = {
  imageLoad: 'Failed to load the image file.',
  videoLoad: 'Failed to load the video file.',
  formatNotSupported: 'File format not supported',
  uploadFailed: "Couldn't upload file",
} as const;

export function dimensionsMessage(width: number | undefined, height: number | undefined): string {
  return `Image dimensions should not exceed ${width ?? '∞'}x${height ?? '∞'} pixels`;
}

/**
 * The checks that need only the file's name and size, in the spec's order (section 5, "File upload
 * checks"): size first, then the name pattern. Null when the file passes.
 */
export function checkFileBasics(file: { name: string; size: number }, rules: UploadRules): string | null {
  const max = rules.maxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
  if (file.size > max) return fileSizeMessage(formatFileSize(max));
  if (rules.namePattern && !rules.namePattern.test(file.name)) return ANSWER_MESSAGES.fileType;
  return null;
}

/** The third check: an image larger than the limits is refused. */
export function checkImageSize(
  size: { width: number; height: number },
  limits: UploadRules['maxImage'],
): string | null {
  if (!limits) return null;
  const tooWide = limits.width !== undefined && size.width > limits.width;
  const tooTall = limits.height !== undefined && size.height > limits.height;
  return tooWide || tooTall ? dimensionsMessage(limits.width, limits.height) : null;
}

/** A probed MP4 file: video when it has a picture, else sound only. */
export function mp4Kind(size: { width: number; height: number } | null): 'video/mp4' | 'audio/mp4' {
  return size && size.width > 0 && size.height > 0 ? 'video/mp4' : 'audio/mp4';
}

/** A name pattern from file-name extensions (`['pdf', 'txt']`), or undefined when any name goes. */
export function extensionPattern(extensions: readonly string[]): RegExp | undefined {
  if (extensions.length === 0) return undefined;
  const escaped = extensions.map((ext) => ext.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`\\.(${escaped.join('|')})$`, 'i');
}

/** The message for a failed upload (spec section 8): an unsupported format, or the generic one. */
export function uploadErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'MIME_TYPE_NOT_SUPPORTED'
    ? UPLOAD_MESSAGES.formatNotSupported
    : UPLOAD_MESSAGES.uploadFailed;
}

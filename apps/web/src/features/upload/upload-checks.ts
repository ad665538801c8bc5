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

/** Why a file was refused or did not upload; each page words it in its reader's language. */
export type UploadProblem =
  | { code: 'fileSize'; limit: string }
  | { code: 'fileType' }
  | { code: 'dimensions'; width: number | undefined; height: number | undefined }
  | { code: 'imageLoad' | 'videoLoad' | 'formatNotSupported' | 'uploadFailed' };

export function dimensionsMessage(width: number | undefined, height: number | undefined): string {
  return `Image dimensions should not exceed ${width ?? '∞'}x${height ?? '∞'} pixels`;
}

/** A problem in the spec's English words (the visitors' pages, and the control's default). */
export function sayUploadProblem(problem: UploadProblem): string {
  switch (problem.code) {
    case 'fileSize':
      return fileSizeMessage(problem.limit);
    case 'fileType':
      return ANSWER_MESSAGES.fileType;
    case 'dimensions':
      return dimensionsMessage(problem.width, problem.height);
    default:
      return UPLOAD_MESSAGES[problem.code];
  }
}

/**
 * The checks that need only the file's name and size, in the spec's order (section 5, "File upload
 * checks"): size first, then the name pattern. Null when the file passes.
 */
export function fileBasicsProblem(
  file: { name: string; size: number },
  rules: UploadRules,
): UploadProblem | null {
  const max = rules.maxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
  if (file.size > max) return { code: 'fileSize', limit: formatFileSize(max) };
  if (rules.namePattern && !rules.namePattern.test(file.name)) return { code: 'fileType' };
  return null;
}

/** `fileBasicsProblem` in English. */
export function checkFileBasics(file: { name: string; size: number }, rules: UploadRules): string | null {
  const problem = fileBasicsProblem(file, rules);
  return problem && sayUploadProblem(problem);
}

/** The third check: an image larger than the limits is refused. */
export function imageSizeProblem(
  size: { width: number; height: number },
  limits: UploadRules['maxImage'],
): UploadProblem | null {
  if (!limits) return null;
  const tooWide = limits.width !== undefined && size.width > limits.width;
  const tooTall = limits.height !== undefined && size.height > limits.height;
  return tooWide || tooTall ? { code: 'dimensions', width: limits.width, height: limits.height } : null;
}

/** `imageSizeProblem` in English. */
export function checkImageSize(
  size: { width: number; height: number },
  limits: UploadRules['maxImage'],
): string | null {
  const problem = imageSizeProblem(size, limits);
  return problem && sayUploadProblem(problem);
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

/** A failed upload (spec section 8): an unsupported format, or the generic failure. */
export function uploadErrorProblem(error: unknown): UploadProblem {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return { code: code === 'MIME_TYPE_NOT_SUPPORTED' ? 'formatNotSupported' : 'uploadFailed' };
}

/** `uploadErrorProblem` in English. */
export function uploadErrorMessage(error: unknown): string {
  return sayUploadProblem(uploadErrorProblem(error));
}

/** What the upload control says, in the page's language: its problems and its progress. */
export interface UploadWords {
  problem: (problem: UploadProblem) => string;
  /** "Uploading… 40%". */
  uploading: (percent: number) => string;
  /** The progress bar's name. */
  progress: string;
}

/** The spec's English words; both catalogues' English must say the same (their tests check it). */
export const ENGLISH_UPLOAD_WORDS: UploadWords = {
  problem: sayUploadProblem,
  uploading: (percent) => `Uploading… ${percent}%`,
  progress: 'Upload progress',
};

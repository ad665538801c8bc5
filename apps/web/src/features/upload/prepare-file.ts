import { readImageSize, readVideoSize } from './file-probe';
import { checkFileBasics, checkImageSize, mp4Kind, type UploadRules } from './upload-checks';

/** A file that passed the checks, with the content type to declare for it. */
export type PreparedFile = { ok: true; file: File; contentType: string } | { ok: false; message: string };

const isMp4 = (file: File) => file.type === 'video/mp4' || /\.mp4$/i.test(file.name);

/**
 * Runs the upload control's checks in the spec's order (size, name, image dimensions) and probes
 * MP4 files, which may hold a video or only sound. Load failures give their own message.
 */
export async function prepareFile(file: File, rules: UploadRules): Promise<PreparedFile> {
  const basic = checkFileBasics(file, rules);
  if (basic) return { ok: false, message: basic };
  try {
    if (rules.maxImage && file.type.startsWith('image/')) {
      const problem = checkImageSize(await readImageSize(file), rules.maxImage);
      if (problem) return { ok: false, message: problem };
    }
    if (isMp4(file)) {
      const size = await readVideoSize(file).catch((error: unknown) => {
        // A sound-only MP4 may not load in a video element: it is audio, not a broken file.
        if (file.type === 'audio/mp4') return null;
        throw error;
      });
      return { ok: true, file, contentType: mp4Kind(size) };
    }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  return { ok: true, file, contentType: file.type || 'application/octet-stream' };
}

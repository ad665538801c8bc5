import { readImageSize, readVideoSize } from './file-probe';
import {
  fileBasicsProblem,
  imageSizeProblem,
  mp4Kind,
  type UploadProblem,
  type UploadRules,
} from './upload-checks';

/** A file that passed the checks, with the content type to declare for it. */
export type PreparedFile =
  | { ok: true; file: File; contentType: string }
  | { ok: false; problem: UploadProblem };

const isMp4 = (file: File) => file.type === 'video/mp4' || /\.mp4$/i.test(file.name);

/**
 * Runs the upload control's checks in the spec's order (size, name, image dimensions) and probes
 * MP4 files, which may hold a video or only sound. Load failures give their own problem.
 */
export async function prepareFile(file: File, rules: UploadRules): Promise<PreparedFile> {
  const basic = fileBasicsProblem(file, rules);
  if (basic) return { ok: false, problem: basic };
  if (rules.maxImage && file.type.startsWith('image/')) {
    const size = await readImageSize(file).catch(() => null);
    if (!size) return { ok: false, problem: { code: 'imageLoad' } };
    const problem = imageSizeProblem(size, rules.maxImage);
    if (problem) return { ok: false, problem };
  }
  if (isMp4(file)) {
    let loaded = true;
    const size = await readVideoSize(file).catch(() => {
      // A sound-only MP4 may not load in a video element: it is audio, not a broken file.
      loaded = file.type === 'audio/mp4';
      return null;
    });
    if (!loaded) return { ok: false, problem: { code: 'videoLoad' } };
    return { ok: true, file, contentType: mp4Kind(size) };
  }
  return { ok: true, file, contentType: file.type || 'application/octet-stream' };
}

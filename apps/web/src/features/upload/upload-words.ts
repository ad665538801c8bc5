import type { Translate } from '@kairos/core/i18n/translate';
import type { UploadProblem, UploadWords } from './upload-checks';

/** Every message the upload control shows: one per problem, and its progress. */
export type UploadMessage = UploadProblem['code'] | 'uploading' | 'progress';

/**
 * The upload control's words from a catalogue: `keys` names the message for each problem and for
 * the progress, so the dashboard and the visitors' pages share the wording rules and differ only in
 * their catalogue.
 */
export function uploadWords<Key extends string>(
  t: Translate<Key>,
  keys: Record<UploadMessage, Key>,
): UploadWords {
  function say(problem: UploadProblem): string {
    switch (problem.code) {
      case 'fileSize':
        return t(keys.fileSize, { limit: problem.limit });
      case 'dimensions':
        // As text, so that 2000 is not written 2,000.
        return t(keys.dimensions, {
          width: String(problem.width ?? '∞'),
          height: String(problem.height ?? '∞'),
        });
      default:
        return t(keys[problem.code]);
    }
  }
  return {
    problem: say,
    uploading: (percent) => t(keys.uploading, { percent }),
    progress: t(keys.progress),
  };
}

/** Tag list edits as the contact screens make them: trimmed, no duplicates (case-insensitive), capped. */
export const TAG_MAX_LENGTH = 50;
export const TAGS_MAX = 30;

export type TagEdit = { ok: true; tags: string[] } | { ok: false; message: string };

/** Adds the tags typed in `input` (comma-separated) to `tags`. */
export function addTags(tags: readonly string[], input: string): TagEdit {
  const typed = input
    .split(',')
    .map((tag) => tag.trim().replace(/\s+/g, ' '))
    .filter((tag) => tag !== '');
  if (typed.length === 0) return { ok: false, message: 'Type a tag first' };
  const tooLong = typed.find((tag) => tag.length > TAG_MAX_LENGTH);
  if (tooLong) return { ok: false, message: `Use at most ${TAG_MAX_LENGTH} characters per tag` };
  const next = [...tags];
  const seen = new Set(tags.map((tag) => tag.toLowerCase()));
  for (const tag of typed) {
    if (seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    next.push(tag);
  }
  if (next.length > TAGS_MAX) return { ok: false, message: `Use at most ${TAGS_MAX} tags` };
  return { ok: true, tags: next };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}

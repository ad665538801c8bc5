/** Tag list edits as the contact screens make them: trimmed, no duplicates (case-insensitive), capped. */
export const TAG_MAX_LENGTH = 50;
export const TAGS_MAX = 30;

/** A refusal's message: a dashboard catalogue key and its arguments. */
export type TagProblem =
  | { key: 'contacts.tags.typeFirst' }
  | { key: 'contacts.tags.tooLong' | 'contacts.tags.tooMany'; values: { max: number } };

export type TagEdit = { ok: true; tags: string[] } | { ok: false; problem: TagProblem };

/** Adds the tags typed in `input` (comma-separated) to `tags`. */
export function addTags(tags: readonly string[], input: string): TagEdit {
  const typed = input
    .split(',')
    .map((tag) => tag.trim().replace(/\s+/g, ' '))
    .filter((tag) => tag !== '');
  if (typed.length === 0) return { ok: false, problem: { key: 'contacts.tags.typeFirst' } };
  const tooLong = typed.find((tag) => tag.length > TAG_MAX_LENGTH);
  if (tooLong)
    return { ok: false, problem: { key: 'contacts.tags.tooLong', values: { max: TAG_MAX_LENGTH } } };
  const next = [...tags];
  const seen = new Set(tags.map((tag) => tag.toLowerCase()));
  for (const tag of typed) {
    if (seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    next.push(tag);
  }
  if (next.length > TAGS_MAX)
    return { ok: false, problem: { key: 'contacts.tags.tooMany', values: { max: TAGS_MAX } } };
  return { ok: true, tags: next };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}

/** `1 message`, `3 messages`: a count with its noun, singular for one. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** A copy of `list` with the item at `from` moved to index `to` (clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1) as [T];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** Ids after dropping `moved` (kept in their order) before or after `target`. */
export function reorderIds(
  ids: readonly string[],
  moved: ReadonlySet<string>,
  target: string,
  position: 'before' | 'after',
): string[] {
  if (moved.has(target)) return [...ids];
  const rest = ids.filter((id) => !moved.has(id));
  const block = ids.filter((id) => moved.has(id));
  const at = rest.indexOf(target);
  if (at < 0) return [...ids];
  const insertAt = position === 'before' ? at : at + 1;
  return [...rest.slice(0, insertAt), ...block, ...rest.slice(insertAt)];
}

/**
 * Which of `count` equal columns across `width` px get a label under them: every `step`-th from
 * the first, the step wide enough that a label (`labelWidth` px of text, starting at its column's
 * left edge) and `gap` px of space fit before the next one, and none runs past the right edge.
 */
export function axisLabelIndexes(count: number, width: number, labelWidth: number, gap = 8): number[] {
  if (count <= 0 || width <= 0) return [];
  const column = width / count;
  const step = Math.max(1, Math.ceil((labelWidth + gap) / column));
  const indexes: number[] = [];
  for (let i = 0; i < count; i += step) {
    if ((count - i) * column >= labelWidth) indexes.push(i);
  }
  return indexes;
}

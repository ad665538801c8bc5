/**
 * Counts per day number: the days a request asks about in an array, any other in a map (a
 * meeting the caller sent from further away still counts where it is looked up).
 */
export interface DayCounts {
  first: number;
  near: Int32Array;
  far: Map<number, number>;
}

/** Counts with room in the array for days [first, last]. */
export function createDayCounts(first: number, last: number): DayCounts {
  const size = Number.isSafeInteger(first) && last >= first ? last - first + 1 : 0;
  return { first: size > 0 ? first : 0, near: new Int32Array(size), far: new Map() };
}

export function countDay(counts: DayCounts, day: number): void {
  const index = day - counts.first;
  if (index >= 0 && index < counts.near.length) counts.near[index]! += 1;
  else counts.far.set(day, (counts.far.get(day) ?? 0) + 1);
}

export function dayCount(counts: DayCounts, day: number): number {
  const index = day - counts.first;
  if (index >= 0 && index < counts.near.length) return counts.near[index]!;
  return counts.far.get(day) ?? 0;
}

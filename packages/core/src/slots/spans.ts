/**
 * Sets of instants as flat arrays `[start0, end0, start1, end1, …]` in epoch ms, sorted
 * and disjoint. Flat number arrays keep the slot engine's inner loops free of object
 * allocation. Spans are half-open `[start, end)` unless a function says otherwise.
 */
export type Spans = number[];

/** Spans to read only: a `Spans` array or a typed array of the same layout. */
export type SpanList = ArrayLike<number>;

/** Merges sorted half-open ranges that overlap or touch. */
export function mergeTouching(sorted: SpanList): Spans {
  const out: Spans = [];
  for (let i = 0; i < sorted.length; i += 2) {
    const start = sorted[i]!;
    const end = sorted[i + 1]!;
    if (end <= start) continue;
    const last = out.length - 1;
    if (last > 0 && start <= out[last]!) {
      if (end > out[last]!) out[last] = end;
    } else {
      out.push(start, end);
    }
  }
  return out;
}

/** Union of two span sets. */
export function unionSpans(a: SpanList, b: SpanList): Spans {
  const merged: Spans = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! <= b[j]!)) {
      merged.push(a[i]!, a[i + 1]!);
      i += 2;
    } else {
      merged.push(b[j]!, b[j + 1]!);
      j += 2;
    }
  }
  return mergeTouching(merged);
}

export function intersectSpans(a: SpanList, b: SpanList): Spans {
  const out: Spans = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i]!, b[j]!);
    const end = Math.min(a[i + 1]!, b[j + 1]!);
    if (start < end) out.push(start, end);
    if (a[i + 1]! < b[j + 1]!) i += 2;
    else j += 2;
  }
  return out;
}

export function subtractSpans(a: SpanList, cuts: SpanList): Spans {
  const out: Spans = [];
  let j = 0;
  for (let i = 0; i < a.length; i += 2) {
    let start = a[i]!;
    const end = a[i + 1]!;
    while (j < cuts.length && cuts[j + 1]! <= start) j += 2;
    let k = j;
    while (k < cuts.length && cuts[k]! < end) {
      if (cuts[k]! > start) out.push(start, cuts[k]!);
      start = Math.max(start, cuts[k + 1]!);
      k += 2;
    }
    if (start < end) out.push(start, end);
  }
  return out;
}

/**
 * Union of open intervals `(starts[i], ends[i])`, given both arrays sorted ascending
 * (sorted separately: the union only depends on the two multisets). Intervals that
 * merely touch stay apart, because the shared point belongs to neither.
 */
export function mergeOpenIntervals(starts: Float64Array, ends: Float64Array): Spans {
  const out: Spans = [];
  let open = 0;
  let from = 0;
  let i = 0;
  let j = 0;
  while (i < starts.length) {
    if (ends[j]! <= starts[i]!) {
      open -= 1;
      if (open === 0) out.push(from, ends[j]!);
      j += 1;
    } else {
      if (open === 0) from = starts[i]!;
      open += 1;
      i += 1;
    }
  }
  if (open > 0) out.push(from, ends[ends.length - 1]!);
  return out;
}

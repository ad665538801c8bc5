/**
 * Sets of lattice cells as bits, 32 cells to an `Int32Array` word: a host's working day of
 * 15-minute starts is one or two words, so marking, clearing and joining hours and busy time
 * costs a few word operations instead of one per cell.
 */

export function createCellBits(cells: number): Int32Array {
  return new Int32Array(Math.ceil(cells / 32));
}

export function hasCell(bits: Int32Array, cell: number): boolean {
  return ((bits[cell >>> 5]! >>> (cell & 31)) & 1) === 1;
}

/** Bits of a word from `cell & 31` upwards. */
function maskFrom(cell: number): number {
  return -1 << (cell & 31);
}

/** Bits of a word up to `cell & 31` inclusive. */
function maskThrough(cell: number): number {
  return -1 >>> (31 - (cell & 31));
}

/** Adds cells [first, end). */
export function addCells(bits: Int32Array, first: number, end: number): void {
  if (first >= end) return;
  const firstWord = first >>> 5;
  const lastWord = (end - 1) >>> 5;
  if (firstWord === lastWord) {
    bits[firstWord]! |= maskFrom(first) & maskThrough(end - 1);
    return;
  }
  bits[firstWord]! |= maskFrom(first);
  for (let word = firstWord + 1; word < lastWord; word += 1) bits[word] = -1;
  bits[lastWord]! |= maskThrough(end - 1);
}

/** Removes cells [first, end). */
export function removeCells(bits: Int32Array, first: number, end: number): void {
  if (first >= end) return;
  const firstWord = first >>> 5;
  const lastWord = (end - 1) >>> 5;
  if (firstWord === lastWord) {
    bits[firstWord]! &= ~(maskFrom(first) & maskThrough(end - 1));
    return;
  }
  bits[firstWord]! &= ~maskFrom(first);
  for (let word = firstWord + 1; word < lastWord; word += 1) bits[word] = 0;
  bits[lastWord]! &= ~maskThrough(end - 1);
}

/** Adds the cells of `from` in the words holding [first, end) to `into`, and empties those words of `from`. */
export function moveCells(into: Int32Array, from: Int32Array, first: number, end: number): void {
  if (first >= end) return;
  const lastWord = (end - 1) >>> 5;
  for (let word = first >>> 5; word <= lastWord; word += 1) {
    into[word]! |= from[word]!;
    from[word] = 0;
  }
}

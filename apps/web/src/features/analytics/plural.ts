/** A noun's singular and plural, e.g. `['meeting', 'meetings']`. */
export type Noun = readonly [one: string, other: string];

export const MEETINGS: Noun = ['meeting', 'meetings'];
export const VISITORS: Noun = ['visitor', 'visitors'];
export const BOOKINGS: Noun = ['booking', 'bookings'];
export const TIMES: Noun = ['time', 'times'];

/** The noun that goes with `n` in English: "1 meeting", "0 meetings", "2 meetings". */
export function nounFor(n: number, noun: Noun): string {
  return n === 1 ? noun[0] : noun[1];
}

/** `n` and its noun: `countOf(1, MEETINGS)` is "1 meeting". */
export function countOf(n: number, noun: Noun): string {
  return `${n} ${nounFor(n, noun)}`;
}

/**
 * The `Idempotency-Key` of one booking attempt. The same request sent again (a second press of
 * Book after an answer was lost) keeps its key, so the server answers it with the first answer
 * instead of refusing the visitor's own slot; a changed request is a new attempt with a new key.
 */
export function createAttemptKeys(randomBytes: (n: number) => Uint8Array = defaultRandomBytes) {
  let last: { request: string; key: string } | null = null;
  return {
    keyFor(request: unknown): string {
      const text = JSON.stringify(request);
      if (last?.request !== text) last = { request: text, key: toHex(randomBytes(16)) };
      return last.key;
    },
    /** The attempt was answered: the next request, even an identical one, is a new attempt. */
    settle(): void {
      last = null;
    },
  };
}

// getRandomValues, unlike randomUUID, also works on a page served over plain http.
function defaultRandomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

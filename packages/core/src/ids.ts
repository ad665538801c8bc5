const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is a UUID, the shape of every record id. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

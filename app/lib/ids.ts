const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` has the shape of a record id (a UUID); anything else can only be "not found". */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

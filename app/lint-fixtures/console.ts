// Linted as app/lib/lint-fixture.ts: one error (no-console).
export function shout(text: string) {
  console.log(text);
}

import { DomainError } from "./domain-error";

// A destructive action (cancel, decline, void, delete, a role change) goes ahead only when its request
// carries the confirmation field its dialog sets; without it the server refuses and changes nothing,
// whatever sent the request.

/** The form field a confirmation dialog sets ("yes") when the person confirms. */
export const CONFIRM_FIELD = "confirmed";

/** Whether a form or parsed input carries the confirmation. */
export function isConfirmed(input: FormData | Record<string, unknown> | null | undefined): boolean {
  if (!input) return false;
  const value = input instanceof FormData ? input.get(CONFIRM_FIELD) : input[CONFIRM_FIELD];
  return value === "yes" || value === true;
}

/** Refuse an unconfirmed destructive action, saying what needs confirming. */
export function requireConfirmed(input: FormData | Record<string, unknown> | null | undefined, what: string): void {
  if (!isConfirmed(input)) {
    throw new DomainError("invalid", `Confirm that you want to ${what}: nothing was changed.`, { reason: "unconfirmed", fieldErrors: { [CONFIRM_FIELD]: `Confirm that you want to ${what}` } });
  }
}

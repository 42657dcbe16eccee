import type { z } from "zod";
import { fieldErrors as zodFieldErrors, type FieldErrors } from "./forms";

/**
 * Why a domain function refused. Few on purpose: each maps to one HTTP status and one kind of
 * reply. What exactly went wrong is in the message people read, the field messages, and, where a
 * caller must tell two refusals of one code apart, the `reason`.
 */
export const DOMAIN_ERROR_STATUS = {
  /** The input is wrong: field messages say where. */
  invalid: 400,
  /** The record is not there, or the actor may not know it is. */
  not_found: 404,
  /** The actor may not do this, or the record's state does not allow it now. */
  not_allowed: 403,
  /** The change clashes with other data (a slug taken, a record still in use, changed meanwhile). */
  conflict: 409,
  /** Too many attempts: try again later. */
  rate_limited: 429,
  /** Something the request needs is down for now (a mail server, a model). */
  unavailable: 503,
} as const;

export type DomainErrorCode = keyof typeof DOMAIN_ERROR_STATUS;

/**
 * The one error every domain module throws for a refusal it expects: a code (one of a few), the
 * message a person reads, field messages keyed as the form names its fields (`lines[2].quantity`,
 * `form` for the whole form), and an optional finer reason (`has_records`, `no_email`) for callers
 * and tests that must tell refusals of one code apart. Anything else thrown is a fault.
 */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly fieldErrors: FieldErrors;
  readonly reason: string | undefined;
  /** Seconds to wait before trying again (`rate_limited`). */
  readonly retryAfter: number | undefined;

  constructor(
    code: DomainErrorCode,
    message: string,
    options: { fieldErrors?: FieldErrors; reason?: string; retryAfter?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "DomainError";
    this.code = code;
    this.fieldErrors = options.fieldErrors ?? {};
    this.reason = options.reason;
    this.retryAfter = options.retryAfter;
  }

  /** The HTTP status this refusal is answered with. */
  get status(): number {
    return DOMAIN_ERROR_STATUS[this.code];
  }
}

export const isDomainError = (err: unknown): err is DomainError => err instanceof DomainError;

/** The message shown above a form whose fields are wrong. */
export const CORRECT_THE_FIELDS = "Please correct the highlighted fields.";

/** An `invalid` error from a failed zod parse: the first message for each field. */
export function invalidInput(error: z.ZodError, message: string = CORRECT_THE_FIELDS, reason?: string): DomainError {
  return new DomainError("invalid", message, { fieldErrors: zodFieldErrors(error), reason });
}

/** Parse `input` with `schema`, or throw `invalid` with the field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, message?: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error, message);
  return parsed.data;
}

/** One refusal of a module: the code it is answered with and the message people read. */
export type Refusal = { code: DomainErrorCode; message: string };

/**
 * A module's table of refusals, named as the module names them (`has_records`, `office_only`), as
 * one function that builds the error: the table's code and message, the field messages given, and
 * the name as the `reason` when the code alone does not say it.
 */
export function refusalsOf<Kind extends string>(table: Record<Kind, Refusal>) {
  return (kind: Kind, fieldErrors?: FieldErrors): DomainError => {
    const { code, message } = table[kind];
    return new DomainError(code, message, { fieldErrors, reason: kind === code ? undefined : kind });
  };
}

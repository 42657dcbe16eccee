import { DomainError } from "./domain-error";

// Who is acting. Every domain function that reads or changes a record takes one and scopes its query
// by it: office staff reach every record, an engineer only their own assigned visits and what those
// need, a customer only the rows of their own customer record, and the system (scheduled tasks, the
// public chat and contact form) acts on nobody's behalf.

/**
 * A signed-in member of the office: `admin` (staff and settings too) or `office`. `id` is their user
 * id (for the audit log).
 */
export type StaffActor = { kind: "staff"; role: "admin" | "office"; id: string; email: string; name: string };

/**
 * A signed-in engineer: reaches only the visits they are assigned to and what those need (the
 * customer's name and phone, the site, the job's notes and history at that address). A distinct kind,
 * so that a domain function written for the office (`actor.kind === "staff"`) refuses an engineer.
 */
export type EngineerActor = { kind: "engineer"; id: string; email: string; name: string };

/**
 * A signed-in customer whose account is linked to the customer record `customerId`: the account
 * holder, or, with `contactId`, one of the record's contacts, who reaches only part of the record's
 * rows (docs/decisions/0081).
 */
export type CustomerActor = { kind: "customer"; id: string; email: string; name: string; customerId: string; contactId?: string };

/** Work done by the product itself; `id` is null in the audit log, `label` says what did it. */
export type SystemActor = { kind: "system"; id: null; label: string };

export type Actor = StaffActor | EngineerActor | CustomerActor | SystemActor;

export function systemActor(label: string): SystemActor {
  return { kind: "system", id: null, label };
}

/** The user id to record in the audit log for this actor (null for the system). */
export function auditUserId(actor: Actor): string | null {
  return actor.id;
}

/**
 * Refuse an engineer where a domain function gives whoever is not a customer the office's reach
 * (every record): an engineer reaches only their own visits, through the visits module. Throws
 * `not_allowed` (reason `office_only`).
 */
export function refuseEngineer<A extends Actor>(actor: A): asserts actor is Exclude<A, EngineerActor> {
  if (actor.kind === "engineer") throw new DomainError("not_allowed", "Only the office can do this.", { reason: "office_only" });
}

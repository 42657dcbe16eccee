import type { ContractStatus } from "~/db/enums";

// When a contract can be accepted by the customer: shared by the server's rules and the pages.

/** The statuses a contract can be accepted in, once offered: waiting for the answer, or started by the office meanwhile. */
export const ACCEPTABLE_STATUSES: readonly ContractStatus[] = ["offered", "active", "paused"];

/** Whether the customer can accept the contract now: offered to them, not yet accepted, and not cancelled or ended. */
export function canAcceptContract(c: { offeredAt: Date | null; acceptedAt: Date | null; status: ContractStatus }) {
  return c.offeredAt !== null && c.acceptedAt === null && ACCEPTABLE_STATUSES.includes(c.status);
}

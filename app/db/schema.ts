// The database schema: the core tables (customers and their sites, jobs, quotes, invoices, the
// office's content and accounts), the money beside the invoices (payments, credit notes) and the
// field work (staff invitations, engineers' hours, visits and their job sheets, stored images).
export * from "./schema-core";
export * from "./schema-chat";
export * from "./schema-money";
export * from "./schema-field";
export * from "./schema-surveys";
export * from "./schema-reminders";
export * from "./schema-contracts";

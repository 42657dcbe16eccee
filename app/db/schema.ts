// The database schema: the core tables (customers and their sites, jobs, quotes, invoices, the
// office's content and accounts) and the money beside the invoices (payments, credit notes).
export * from "./schema-core";
export * from "./schema-money";

import { timestamp } from "drizzle-orm/pg-core";

// The columns every table of the schema has alike.

/** When the row was made. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** When the row was last changed (set by the application on every update). */
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

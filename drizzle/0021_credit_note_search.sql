-- A credit-note search by number goes through a trigram index, like the quotes' and invoices'.
CREATE INDEX IF NOT EXISTS "credit_notes_number_trgm_idx" ON "credit_notes" USING gin ("credit_note_number" gin_trgm_ops);

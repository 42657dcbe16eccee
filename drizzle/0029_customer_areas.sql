ALTER TABLE "customers" ADD COLUMN "areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_district_idx" ON "invoices" USING btree ("district","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_district_idx" ON "jobs" USING btree ("district","created_at","id");--> statement-breakpoint
-- hand-written below
-- The places of an address, as the lists' "town or postcode district" filter matches them: each part
-- between commas and each word (lower case; house numbers, punctuation and any postcode in the
-- address left out), and the district of the postcode ("rg14"). "7 Beech Lane, Earley, Reading" with
-- RG6 1AB gives beech, beech lane, earley, lane, reading and rg6. (Only built-in functions: an index
-- is built on it, where nothing else is on the search path.)
CREATE OR REPLACE FUNCTION address_areas(address text, postcode text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH cleaned AS (
    SELECT regexp_replace(lower(coalesce(address, '')), '\m[a-z]{1,2}[0-9][0-9a-z]?\s*[0-9][a-z]{2}\M', ' ', 'g') AS text
  )
  SELECT coalesce(array_agg(DISTINCT a ORDER BY a) FILTER (WHERE length(a) >= 2), '{}')
  FROM (
    SELECT btrim(regexp_replace(regexp_replace(part, '[^a-z'' -]+', ' ', 'g'), '\s+', ' ', 'g')) AS a
    FROM cleaned, unnest(string_to_array(cleaned.text, ',')) AS part
    UNION ALL
    SELECT word FROM cleaned, unnest(regexp_split_to_array(regexp_replace(cleaned.text, '[^a-z'']+', ' ', 'g'), ' ')) AS word
    UNION ALL
    SELECT lower(left(upper(replace(postcode, ' ', '')), -3))
  ) places
$$;--> statement-breakpoint
-- A site is found by its places through this index (the jobs', quotes' and invoices' area filter).
CREATE INDEX "customer_sites_areas_idx" ON "customer_sites" USING gin (address_areas(address, postcode));--> statement-breakpoint
-- A customer's places: those of all their sites.
CREATE OR REPLACE FUNCTION customer_areas(customer uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array(SELECT DISTINCT place FROM customer_sites s, unnest(address_areas(s.address, s.postcode)) AS place WHERE s.customer_id = customer ORDER BY place), '{}')
$$;--> statement-breakpoint
-- Kept by the database whenever sites are added, changed, moved to another customer (a merge) or
-- removed: once per statement, for the customers the statement touched.
CREATE OR REPLACE FUNCTION refresh_customer_areas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE customers c SET areas = customer_areas(c.id) WHERE c.id IN (SELECT DISTINCT customer_id FROM changed_sites) AND c.areas IS DISTINCT FROM customer_areas(c.id);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE customers c SET areas = customer_areas(c.id) WHERE c.id IN (SELECT DISTINCT customer_id FROM former_sites) AND c.areas IS DISTINCT FROM customer_areas(c.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_sites_areas_insert AFTER INSERT ON customer_sites REFERENCING NEW TABLE AS changed_sites FOR EACH STATEMENT EXECUTE FUNCTION refresh_customer_areas();--> statement-breakpoint
CREATE TRIGGER customer_sites_areas_update AFTER UPDATE ON customer_sites REFERENCING OLD TABLE AS former_sites NEW TABLE AS changed_sites FOR EACH STATEMENT EXECUTE FUNCTION refresh_customer_areas();--> statement-breakpoint
CREATE TRIGGER customer_sites_areas_delete AFTER DELETE ON customer_sites REFERENCING OLD TABLE AS former_sites FOR EACH STATEMENT EXECUTE FUNCTION refresh_customer_areas();--> statement-breakpoint
UPDATE customers c SET areas = customer_areas(c.id) WHERE EXISTS (SELECT 1 FROM customer_sites s WHERE s.customer_id = c.id);--> statement-breakpoint
CREATE INDEX "customers_areas_idx" ON "customers" USING gin ("areas");

ALTER TABLE "invoices" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "district" text;--> statement-breakpoint
CREATE INDEX "jobs_created_report_idx" ON "jobs" USING btree ("created_at","service_type","district");--> statement-breakpoint
-- hand-written below
-- A job's and an invoice's postcode district, kept from their site by the database: set when the row
-- is written or moved to another site, and again for every job and invoice of a site whose postcode
-- changes. The district is worked out as the lists' filters do (list-filters.server.ts): "rg14 5ab"
-- and "RG145AB" are both RG14.
CREATE OR REPLACE FUNCTION postcode_district(postcode text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT left(upper(replace(postcode, ' ', '')), -3) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION set_district_from_site() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.district := (SELECT postcode_district(s.postcode) FROM customer_sites s WHERE s.id = NEW.site_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_district BEFORE INSERT OR UPDATE OF site_id ON jobs FOR EACH ROW EXECUTE FUNCTION set_district_from_site();--> statement-breakpoint
CREATE TRIGGER invoices_district BEFORE INSERT OR UPDATE OF site_id ON invoices FOR EACH ROW EXECUTE FUNCTION set_district_from_site();--> statement-breakpoint
CREATE OR REPLACE FUNCTION site_postcode_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET district = postcode_district(NEW.postcode) WHERE site_id = NEW.id AND district IS DISTINCT FROM postcode_district(NEW.postcode);
  UPDATE invoices SET district = postcode_district(NEW.postcode) WHERE site_id = NEW.id AND district IS DISTINCT FROM postcode_district(NEW.postcode);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_sites_district AFTER UPDATE OF postcode ON customer_sites FOR EACH ROW WHEN (OLD.postcode IS DISTINCT FROM NEW.postcode) EXECUTE FUNCTION site_postcode_changed();--> statement-breakpoint
UPDATE jobs j SET district = postcode_district(s.postcode) FROM customer_sites s WHERE s.id = j.site_id;--> statement-breakpoint
UPDATE invoices i SET district = postcode_district(s.postcode) FROM customer_sites s WHERE s.id = i.site_id;

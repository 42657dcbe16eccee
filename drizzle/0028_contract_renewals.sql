CREATE TABLE "contract_renewal_notices" (
	"contract_id" uuid NOT NULL,
	"term_end" date NOT NULL,
	"renews" boolean NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_renewal_notices_contract_id_term_end_pk" PRIMARY KEY("contract_id","term_end")
);
--> statement-breakpoint
ALTER TABLE "contract_renewal_notices" ADD CONSTRAINT "contract_renewal_notices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;
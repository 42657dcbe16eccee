// Linted as app/features/jobs/lint-fixture.server.ts: no error (every import points down or across).
import "~/db/client.server";
import "~/db/schema";
import "~/lib/money";
import "~/features/customers/customers.schema";
import "~/features/jobs/jobs.schema";

// Linted as app/db/lint-fixture.ts: three errors (app/lib beyond configuration and the logger, a feature, a component).
import "~/lib/money";
import "~/features/jobs/jobs.schema";
import "~/components/ui/button";

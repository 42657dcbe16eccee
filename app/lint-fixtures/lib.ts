// Linted as app/lib/lint-fixture.ts: five errors (a feature, a route, root.tsx, app/runtime, a component).
import "~/features/jobs/jobs.schema";
import "~/routes/public/contact";
import "~/root";
import "~/runtime/tasks.server";
import "~/components/ui/button";

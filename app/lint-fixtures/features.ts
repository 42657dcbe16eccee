// Linted as app/features/jobs/lint-fixture.ts: three errors (a route, root.tsx, app/runtime).
import "~/routes/public/contact";
import "~/root";
import "~/runtime/tasks.server";

// Linted as app/components/ui/lint-fixture.tsx: two errors (a feature, a shared component).
import "~/features/jobs/jobs.schema";
import "~/components/back-header";

// Linted as app/features/jobs/lint-fixture.server.ts: two errors (a shared component, a feature's component).
import "~/components/back-header";
import "~/features/auth/components/passkeys";

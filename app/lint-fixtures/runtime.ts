// Linted as app/runtime/lint-fixture.ts: two errors (a route, root.tsx).
import "~/routes/public/contact";
import "~/root";

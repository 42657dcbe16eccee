// Linted as app/components/lint-fixture.tsx: three errors (a feature, a route, root.tsx).
import "~/features/audit/audit.server";
import "~/routes/public/contact";
import "~/root";

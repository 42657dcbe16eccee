import type { Route } from "./+types/jobs";
import { requireAdmin } from "~/features/auth/guard.server";
import { AdminSectionPending } from "~/components/admin-section-pending";

export const meta: Route.MetaFunction = () => [{ title: "Jobs | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminJobs() {
  return <AdminSectionPending title="Jobs" />;
}

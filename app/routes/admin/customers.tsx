import type { Route } from "./+types/customers";
import { requireAdmin } from "~/features/auth/guard.server";
import { AdminSectionPending } from "~/components/admin-section-pending";

export const meta: Route.MetaFunction = () => [{ title: "Customers | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminCustomers() {
  return <AdminSectionPending title="Customers" />;
}

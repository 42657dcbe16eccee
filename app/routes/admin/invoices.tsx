import type { Route } from "./+types/invoices";
import { requireAdmin } from "~/features/auth/guard.server";
import { AdminSectionPending } from "~/components/admin-section-pending";

export const meta: Route.MetaFunction = () => [{ title: "Invoices | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminInvoices() {
  return <AdminSectionPending title="Invoices" />;
}

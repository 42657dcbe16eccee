import type { Route } from "./+types/calendar";
import { requireAdmin } from "~/features/auth/guard.server";
import { AdminSectionPending } from "~/components/admin-section-pending";

export const meta: Route.MetaFunction = () => [{ title: "Calendar | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminCalendar() {
  return <AdminSectionPending title="Calendar" />;
}

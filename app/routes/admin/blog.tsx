import type { Route } from "./+types/blog";
import { requireAdmin } from "~/features/auth/guard.server";
import { AdminSectionPending } from "~/components/admin-section-pending";

export const meta: Route.MetaFunction = () => [{ title: "Blog Administration | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminBlog() {
  return <AdminSectionPending title="Blog Administration" />;
}

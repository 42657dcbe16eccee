import { Link } from "react-router";
import type { Route } from "./+types/list";
import { AdminListPage, RowActions } from "~/components/admin-list";
import { Badge } from "~/components/ui/badge";
import { TableCell, TableRow } from "~/components/ui/table";
import { requireStaff } from "~/features/auth/guard.server";
import { deleteCustomer, listCustomers } from "~/features/customers/customers.server";
import { deleteFromListThenRedirect } from "~/lib/admin-actions.server";
import { filteredListProps } from "~/features/reports/components/list-filter-form";
import { filteredListLoader } from "~/features/reports/list-loader.server";

export const meta: Route.MetaFunction = () => [{ title: "Customers | Admin" }];

export function loader({ request }: Route.LoaderArgs) {
  return filteredListLoader(request, "customers", listCustomers);
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  return deleteFromListThenRedirect({ request, remove: (id, input) => deleteCustomer({ actor, id, input }), noun: "customer" });
}

export default function CustomersList({ loaderData }: Route.ComponentProps) {
  const { q, rows, total, totalExact, page, pageCount } = loaderData;
  return (
    <AdminListPage
      title="Customers"
      pathname="/admin/customers"
      noun="customers"
      addLabel="Add Customer"
      columns={["Name", "Email", "Phone", "Address", "Type"]}
      q={q}
      page={page}
      pageCount={pageCount}
      total={total}
      totalExact={totalExact}
      rowCount={rows.length}
      filtered={filteredListProps("customers", "/admin/customers", loaderData)}
    >
      {rows.map((c) => (
        <TableRow key={c.id}>
          <TableCell className="min-w-40 font-medium">
            <Link to={`/admin/customers/${c.id}`} className="hover:underline">
              {c.name}
            </Link>
          </TableCell>
          <TableCell label="Email" className="max-w-56 truncate" title={c.email ?? undefined}>
            {c.email ?? "-"}
          </TableCell>
          <TableCell label="Phone" className="whitespace-nowrap">{c.phone}</TableCell>
          <TableCell label="Address" className="max-w-56 truncate" title={c.address}>
            {c.address}
          </TableCell>
          <TableCell label="Type">
            <Badge variant={c.isCommercial ? "default" : "secondary"}>{c.isCommercial ? "Commercial" : "Residential"}</Badge>
          </TableCell>
          <RowActions
            id={c.id}
            href={`/admin/customers/${c.id}`}
            name={c.name}
            deleteTitle="Delete this customer?"
            deleteDescription={`${c.name} will be removed permanently. A customer with jobs, quotes or invoices cannot be deleted.`}
          />
        </TableRow>
      ))}
    </AdminListPage>
  );
}

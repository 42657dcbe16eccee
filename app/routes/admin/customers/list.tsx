import { Download, Pencil, Plus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/list";
import { ListLoading, ListPager, ListSearch } from "~/components/admin-list";
import { ConfirmDelete } from "~/components/confirm-delete";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { requireAdmin } from "~/features/auth/guard.server";
import { CustomerError, deleteCustomer, listCustomers } from "~/features/customers/customers.server";
import { listParams } from "~/lib/paging";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = () => [{ title: "Customers | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { q, page } = listParams(request.url);
  const result = await listCustomers({ q, page });
  return { q, ...result };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const form = await request.formData();
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  if (form.get("intent") !== "delete") throw new Response("Bad Request", { status: 400 });
  try {
    await deleteCustomer({ actor, id: String(form.get("id") ?? "") });
  } catch (err) {
    if (err instanceof CustomerError) {
      return redirectWithToast(back, { type: "error", title: "Failed to delete customer", description: err.message });
    }
    console.error(JSON.stringify({ level: "error", msg: "customer delete failed", err: String(err) }));
    return redirectWithToast(back, { type: "error", title: "Failed to delete customer" });
  }
  return redirectWithToast(back, { type: "success", title: "Customer deleted successfully" });
}

export default function CustomersList({ loaderData }: Route.ComponentProps) {
  const { q, rows, total, page, pageCount } = loaderData;
  const exportHref = q ? `/admin/customers/export.csv?${new URLSearchParams({ q })}` : "/admin/customers/export.csv";
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Customers</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={exportHref} download>
              <Download className="size-4" aria-hidden="true" />
              Export CSV
            </a>
          </Button>
          <Button asChild>
            <Link to="/admin/customers/new">
              <Plus className="size-4" aria-hidden="true" />
              Add Customer
            </Link>
          </Button>
        </div>
      </div>
      <Card>
        <CardContent className="space-y-4">
          <ListSearch action="/admin/customers" q={q} placeholder="Search customers..." label="Search customers" />
          <ListLoading pathname="/admin/customers" />
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Phone</TableHead>
                <TableHead>Address</TableHead>
                <TableHead>Type</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                    {q ? `No customers match “${q}”.` : "No customers yet. Add your first one."}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell className="min-w-40 font-medium">
                      <Link to={`/admin/customers/${c.id}`} className="hover:underline">
                        {c.name}
                      </Link>
                    </TableCell>
                    <TableCell className="max-w-56 truncate" title={c.email ?? undefined}>
                      {c.email ?? "-"}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{c.phone}</TableCell>
                    <TableCell className="max-w-56 truncate" title={c.address}>
                      {c.address}
                    </TableCell>
                    <TableCell>
                      <Badge variant={c.isCommercial ? "default" : "secondary"}>{c.isCommercial ? "Commercial" : "Residential"}</Badge>
                    </TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-1">
                        <Button asChild variant="ghost" size="icon">
                          <Link to={`/admin/customers/${c.id}`} aria-label={`Edit ${c.name}`} title={`Edit ${c.name}`}>
                            <Pencil className="size-4" aria-hidden="true" />
                          </Link>
                        </Button>
                        <ConfirmDelete
                          id={c.id}
                          iconOnly
                          triggerLabel={`Delete ${c.name}`}
                          title="Delete this customer?"
                          description={`${c.name} will be removed permanently. A customer with jobs, quotes or invoices cannot be deleted.`}
                        />
                      </div>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          <ListPager pathname="/admin/customers" q={q} page={page} pageCount={pageCount} total={total} noun="customers" />
        </CardContent>
      </Card>
    </div>
  );
}


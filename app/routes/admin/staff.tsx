import { data, useNavigation } from "react-router";
import type { Route } from "./+types/staff";
import { GrantButton, RevokeButton } from "~/features/auth/components/role-change-buttons";
import { listCardClassName, listCardContentClassName } from "~/components/admin-list";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { staffRoleActionSchema } from "~/features/auth/auth.schema";
import { requireAdminRole } from "~/features/auth/guard.server";
import { grantAdmin, listStaffAccounts, revokeAdminRole } from "~/features/auth/roles.server";
import { isDomainError } from "~/lib/domain-error";
import { unconfirmedAs400 } from "~/lib/domain-reply.server";
import { formatDateMedium } from "~/lib/business-day";
import { formValues } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { log } from "~/lib/log.server";
import { cn } from "~/lib/utils";

export const meta: Route.MetaFunction = () => [{ title: "Staff | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdminRole(request);
  const accounts = await listStaffAccounts();
  return { accounts, actorId: actor.id };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdminRole(request);
  const formData = await request.formData();
  const parsed = staffRoleActionSchema.safeParse(formValues(formData));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "The request was not understood." }, { status: 400 });
  const { intent, userId } = parsed.data;
  const self = userId === actor.id;
  try {
    if (intent === "grant") {
      const granted = await grantAdmin({ actor, userId, input: Object.fromEntries(formData) });
      return redirectWithToast("/admin/staff", {
        type: "success",
        title: granted ? "Admin access granted" : "This account already has admin access",
      });
    }
    await revokeAdminRole({ actor, userId, input: Object.fromEntries(formData) });
    if (self) {
      // The acting admin has just stepped down: the back-office is no longer theirs to see.
      return redirectWithToast("/", { type: "success", title: "Your admin access was removed" });
    }
    return redirectWithToast("/admin/staff", { type: "success", title: "Admin access revoked" });
  } catch (err) {
    const title = intent === "grant" ? "Could not grant admin access" : "Could not revoke admin access";
    unconfirmedAs400(err);
    if (isDomainError(err)) return redirectWithToast("/admin/staff", { type: "error", title, description: err.message });
    log.error({ intent, err }, "staff role change failed");
    return redirectWithToast("/admin/staff", { type: "error", title, description: "Please try again." });
  }
}

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, actorId } = loaderData;
  const navigation = useNavigation();
  const busyUser = navigation.state !== "idle" ? navigation.formData?.get("userId") : null;
  const adminCount = accounts.filter((a) => a.roles.includes("admin")).length;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Staff</h1>
        <p className="text-sm text-muted-foreground">
          Accounts and their roles. New accounts have no access until an admin grants it; there is always at least one admin.
        </p>
      </div>
      {actionData?.error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {actionData.error}
        </p>
      ) : null}
      <Card className={listCardClassName}>
        <CardContent className={cn("p-0 sm:p-2", listCardContentClassName)}>
          <Table stack>
            <TableHeader>
              <TableRow>
                <TableHead>Email</TableHead>
                <TableHead>Name</TableHead>
                <TableHead>Verified</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>Roles</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {accounts.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} className="text-muted-foreground">
                    No accounts yet.
                  </TableCell>
                </TableRow>
              ) : (
                accounts.map((a) => {
                  const admin = a.roles.includes("admin");
                  const self = a.id === actorId;
                  return (
                    <TableRow key={a.id}>
                      <TableCell className="font-medium">
                        {a.email}
                        {self ? <span className="ml-1 text-muted-foreground">(you)</span> : null}
                      </TableCell>
                      <TableCell label="Name">{a.name}</TableCell>
                      <TableCell label="Verified">
                        {a.emailVerified ? <Badge variant="secondary">Verified</Badge> : <Badge variant="outline">Not verified</Badge>}
                      </TableCell>
                      <TableCell label="Created">{formatDateMedium(a.createdAt)}</TableCell>
                      <TableCell label="Roles">
                        <div className="flex flex-wrap gap-1">
                          {admin ? <Badge>Admin</Badge> : null}
                          {a.customerId ? <Badge variant="outline">Customer</Badge> : null}
                          {!admin && !a.customerId ? <span className="text-muted-foreground">None</span> : null}
                        </div>
                      </TableCell>
                      <TableCell className="text-right">
                        {admin ? (
                          <RevokeButton userId={a.id} email={a.email} self={self} />
                        ) : (
                          <GrantButton userId={a.id} email={a.email} busy={busyUser === a.id} />
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <p className="text-sm text-muted-foreground">
        {adminCount} {adminCount === 1 ? "admin" : "admins"}. Only accounts with a verified e-mail address can be granted admin access.
      </p>
    </div>
  );
}

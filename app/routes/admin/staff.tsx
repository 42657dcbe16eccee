import { useNavigation } from "react-router";
import type { Route } from "./+types/staff";
import { listCardClassName, listCardContentClassName } from "~/components/admin-list";
import { useActionToast } from "~/components/form-field";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { GrantButton } from "~/features/auth/components/role-change-buttons";
import { requireAdminRole } from "~/features/auth/guard.server";
import { listStaff, listStaffAccounts } from "~/features/auth/roles.server";
import { InviteForm, PendingInvites, StaffTable } from "~/features/staff/components/staff-lists";
import { listPendingInvites } from "~/features/staff/invites.server";
import { staffPageAction } from "~/features/staff/staff.actions.server";
import { formatDateMedium } from "~/lib/business-day";
import { cn } from "~/lib/utils";

export const meta: Route.MetaFunction = () => [{ title: "Staff | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdminRole(request);
  const [members, accounts, invites] = await Promise.all([listStaff({ actor }), listStaffAccounts(), listPendingInvites({ actor })]);
  // Accounts without a staff role: sign-ups waiting for one, and customers' portal accounts.
  const others = accounts.filter((a) => a.roles.length === 0);
  return { members, others, invites, actorId: actor.id };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdminRole(request);
  return staffPageAction({ actor, request });
}

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { members, others, invites, actorId } = loaderData;
  const navigation = useNavigation();
  const busyUser = navigation.state !== "idle" ? navigation.formData?.get("userId") : null;
  const adminCount = members.filter((m) => m.role === "admin").length;
  useActionToast(actionData);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Staff</h1>
        <p className="text-sm text-muted-foreground">
          Admins manage everything, staff included; the office uses the back office but not this page; engineers see only their own visits. There is
          always at least one admin.
        </p>
      </div>

      <Card className={listCardClassName}>
        <CardHeader>
          <CardTitle asChild>
            <h2>Staff members</h2>
          </CardTitle>
          <CardDescription>
            {adminCount} {adminCount === 1 ? "admin" : "admins"}, {members.length} in all. A change of role or a removal signs the person out everywhere.
          </CardDescription>
        </CardHeader>
        <CardContent className={cn("p-0 sm:p-2", listCardContentClassName)}>
          <StaffTable members={members} actorId={actorId} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Invite someone</h2>
          </CardTitle>
          <CardDescription>They get an e-mail with a link that works once, for 7 days, to choose their password.</CardDescription>
        </CardHeader>
        <CardContent>
          <InviteForm lastResult={actionData?.form === "invite" ? actionData.result : undefined} />
        </CardContent>
      </Card>

      <Card className={listCardClassName}>
        <CardHeader>
          <CardTitle asChild>
            <h2>Invitations waiting</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className={cn("p-0 sm:p-2", listCardContentClassName)}>
          <PendingInvites invites={invites} />
        </CardContent>
      </Card>

      <Card className={listCardClassName}>
        <CardHeader>
          <CardTitle asChild>
            <h2>Other accounts</h2>
          </CardTitle>
          <CardDescription>
            Accounts without a staff role. Only an account with a verified e-mail address can be granted admin access; a customer&apos;s portal account never.
          </CardDescription>
        </CardHeader>
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
              {others.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} className="text-muted-foreground">
                    No other accounts.
                  </TableCell>
                </TableRow>
              ) : (
                others.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell className="font-medium break-all">{a.email}</TableCell>
                    <TableCell label="Name">{a.name}</TableCell>
                    <TableCell label="Verified">
                      {a.emailVerified ? <Badge variant="secondary">Verified</Badge> : <Badge variant="outline">Not verified</Badge>}
                    </TableCell>
                    <TableCell label="Created">{formatDateMedium(a.createdAt)}</TableCell>
                    <TableCell label="Roles">{a.customerId ? <Badge variant="outline">Customer</Badge> : <span className="text-muted-foreground">None</span>}</TableCell>
                    <TableCell className="text-right">{a.customerId ? null : <GrantButton userId={a.id} email={a.email} busy={busyUser === a.id} />}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}

import { getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Link, useNavigation } from "react-router";
import { ConfirmAction } from "~/components/confirm-action";
import { CheckedForm, FormErrors, FormField } from "~/components/form-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { RevokeButton } from "~/features/auth/components/role-change-buttons";
import type { StaffRole } from "~/db/enums";
import { formatDateLong, formatDateMedium } from "~/lib/business-day";
import { parseForm } from "~/lib/forms";
import { inviteSchema, STAFF_ROLE_LABELS } from "../staff.schema";

const ROLE_BADGE: Record<StaffRole, "default" | "secondary" | "outline"> = { admin: "default", office: "secondary", engineer: "outline" };

export function RoleBadge({ role }: { role: StaffRole }) {
  return <Badge variant={ROLE_BADGE[role]}>{STAFF_ROLE_LABELS[role]}</Badge>;
}

type Member = { id: string; email: string; name: string; role: StaffRole; emailVerified: boolean; createdAt: Date | string };

function RoleOptions() {
  return (
    <>
      <NativeSelectOption value="admin">Admin: everything, staff and settings too</NativeSelectOption>
      <NativeSelectOption value="office">Office: the back office, but not staff</NativeSelectOption>
      <NativeSelectOption value="engineer">Engineer: their own visits only</NativeSelectOption>
    </>
  );
}

/** The staff: name, e-mail address, role; change the role or remove them, each asked first. */
export function StaffTable({ members, actorId }: { members: Member[]; actorId: string }) {
  return (
    <Table stack>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Verified</TableHead>
          <TableHead>Since</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((m) => {
          const self = m.id === actorId;
          return (
            <TableRow key={m.id}>
              <TableCell className="font-medium">
                <Link to={`/admin/staff/${encodeURIComponent(m.id)}`} className="text-primary underline-offset-4 hover:underline">
                  {m.name || m.email}
                </Link>
                {self ? <span className="ml-1 text-muted-foreground">(you)</span> : null}
              </TableCell>
              <TableCell label="Email" className="break-all">
                {m.email}
              </TableCell>
              <TableCell label="Role">
                <RoleBadge role={m.role} />
              </TableCell>
              <TableCell label="Verified">
                {m.emailVerified ? <Badge variant="secondary">Verified</Badge> : <Badge variant="outline">Not verified</Badge>}
              </TableCell>
              <TableCell label="Since">{formatDateMedium(m.createdAt)}</TableCell>
              <TableCell className="text-right">
                <div className="flex flex-wrap justify-end gap-2">
                  <ConfirmAction
                    intent="change_role"
                    label="Change role"
                    triggerVariant="outline"
                    variant="default"
                    title={self ? "Change your own role?" : `Change the role of ${m.name || m.email}?`}
                    description={
                      self
                        ? "You will be signed out at once and sign in again with the new role."
                        : "They are signed out everywhere at once and sign in again with the new role. There is always at least one admin."
                    }
                    confirmLabel="Change role"
                    hidden={{ userId: m.id }}
                  >
                    <div className="space-y-2">
                      <Label htmlFor={`role-${m.id}`}>New role</Label>
                      <NativeSelect id={`role-${m.id}`} name="role" defaultValue={m.role}>
                        <RoleOptions />
                      </NativeSelect>
                    </div>
                  </ConfirmAction>
                  {m.role === "admin" ? (
                    <RevokeButton userId={m.id} email={m.email} self={self} />
                  ) : (
                    <ConfirmAction
                      intent="remove"
                      label="Remove"
                      triggerVariant="outline"
                      title={`Remove ${m.name || m.email} from the staff?`}
                      description="Their account stays, without access to anything: they are signed out everywhere at once. You can invite them again later."
                      confirmLabel="Remove from staff"
                      hidden={{ userId: m.id }}
                    />
                  )}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

type Invite = { id: string; email: string; name: string; role: StaffRole; invitedBy: string | null; createdAt: Date | string; expiresAt: Date | string; expired: boolean };

/** Invitations not yet used nor withdrawn: withdraw one, asked first. */
export function PendingInvites({ invites }: { invites: Invite[] }) {
  if (invites.length === 0) return <p className="text-sm text-muted-foreground">No invitations waiting.</p>;
  return (
    <Table stack>
      <TableHeader>
        <TableRow>
          <TableHead>Invited</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>By</TableHead>
          <TableHead>Link works until</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invites.map((i) => (
          <TableRow key={i.id}>
            <TableCell className="font-medium break-all">
              {i.name} &lt;{i.email}&gt;
            </TableCell>
            <TableCell label="Role">
              <RoleBadge role={i.role} />
            </TableCell>
            <TableCell label="By">{i.invitedBy ?? "—"}</TableCell>
            <TableCell label="Link works until">{i.expired ? <Badge variant="destructive">Expired</Badge> : formatDateLong(i.expiresAt)}</TableCell>
            <TableCell className="text-right">
              <ConfirmAction
                intent="withdraw_invite"
                label="Withdraw"
                triggerVariant="outline"
                title={`Withdraw the invitation to ${i.email}?`}
                description="The link in their e-mail stops working at once. You can invite them again later."
                confirmLabel="Withdraw invitation"
                hidden={{ inviteId: i.id }}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The invitation form: e-mail address, name and role. */
export function InviteForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "invite";
  const [form, fields] = useForm({
    id: "invite",
    lastResult,
    defaultValue: { role: "engineer" },
    onValidate: ({ formData }) => parseForm(formData, inviteSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <CheckedForm form={form} className="space-y-4">
      <input type="hidden" name="intent" value="invite" />
      <FormErrors form={form} />
      <div className="grid gap-4 md:grid-cols-3">
        <FormField field={fields.email} label="Email">
          <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="off" required />
        </FormField>
        <FormField field={fields.name} label="Name">
          <Input {...getInputProps(fields.name, { type: "text" })} autoComplete="off" required />
        </FormField>
        <FormField field={fields.role} label="Role">
          <NativeSelect {...getSelectProps(fields.role)} required>
            <RoleOptions />
          </NativeSelect>
        </FormField>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Sending..." : "Send invitation"}
      </Button>
    </CheckedForm>
  );
}

import { useState } from "react";
import { Form } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { CONFIRM_FIELD } from "~/lib/confirmation";

// The Staff page's role changes: each asks first in a dialog that says what will happen, and only
// its confirm button posts the change, with the confirmation the server requires.

function RoleChange({
  intent,
  userId,
  trigger,
  triggerLabel,
  title,
  description,
  confirmLabel,
  destructive,
  busy = false,
}: {
  intent: "grant" | "revoke";
  userId: string;
  trigger: string;
  triggerLabel: string;
  title: string;
  description: string;
  confirmLabel: string;
  destructive: boolean;
  busy?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant={destructive ? "outline" : "default"} size="sm" aria-label={triggerLabel} disabled={busy}>
          {trigger}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Form method="post" onSubmit={() => setOpen(false)}>
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="userId" value={userId} />
            <input type="hidden" name={CONFIRM_FIELD} value="yes" />
            <Button type="submit" variant={destructive ? "destructive" : "default"}>
              {confirmLabel}
            </Button>
          </Form>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Revoke the admin role (one's own included), asked first. */
export function RevokeButton({ userId, email, self }: { userId: string; email: string; self: boolean }) {
  return (
    <RoleChange
      intent="revoke"
      userId={userId}
      trigger="Revoke admin"
      triggerLabel={`Revoke admin from ${email}`}
      title={self ? "Remove your own admin access?" : `Revoke admin access from ${email}?`}
      description={
        self
          ? "You will leave the back-office at once and need another admin to grant access again."
          : "They will no longer be able to use the back-office, and are signed out everywhere. You can grant access again later."
      }
      confirmLabel="Revoke"
      destructive
    />
  );
}

/** Grant the admin role, asked first. */
export function GrantButton({ userId, email, busy }: { userId: string; email: string; busy: boolean }) {
  return (
    <RoleChange
      intent="grant"
      userId={userId}
      trigger="Grant admin"
      triggerLabel={`Grant admin to ${email}`}
      title={`Give ${email} admin access?`}
      description="They will be able to see and change every customer, job, quote and invoice, and other staff's roles. Only give it to someone who works for the business."
      confirmLabel="Grant admin"
      destructive={false}
      busy={busy}
    />
  );
}

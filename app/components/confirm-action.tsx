import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
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
import { Button, buttonVariants } from "~/components/ui/button";
import { CONFIRM_FIELD } from "~/lib/confirmation";

type Variant = "default" | "outline" | "destructive" | "secondary";

/**
 * A button for an action that cannot be taken back (cancel, decline, void, a role change): it opens a
 * dialog that names what will happen, with any fields the action needs (a reason), and only the
 * dialog's confirm button posts the form, with `intent` and the confirmation field the server
 * requires. `hidden` adds further hidden fields (an id).
 */
export function ConfirmAction({
  intent,
  label,
  title,
  description,
  confirmLabel,
  variant = "destructive",
  triggerVariant,
  action,
  hidden,
  children,
}: {
  intent: string;
  /** The button that opens the dialog. */
  label: string;
  title: string;
  /** What will happen, in words ("INV-00012 (£1,079.99) will be cancelled; the customer is not told."). */
  description: React.ReactNode;
  /** The dialog's confirm button ("Cancel invoice"). */
  confirmLabel: string;
  variant?: Variant;
  triggerVariant?: Variant;
  action?: string;
  hidden?: Record<string, string>;
  children?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) wasBusy.current = true;
    else if (wasBusy.current && navigation.state === "idle") {
      wasBusy.current = false;
      setOpen(false);
    }
  }, [busy, navigation.state]);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant={triggerVariant ?? variant}>
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <Form method="post" action={action} className="space-y-4">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name={CONFIRM_FIELD} value="yes" />
          {Object.entries(hidden ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {children}
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Keep it</AlertDialogCancel>
            <button type="submit" className={buttonVariants({ variant })} disabled={busy}>
              {busy ? "Working..." : confirmLabel}
            </button>
          </AlertDialogFooter>
        </Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

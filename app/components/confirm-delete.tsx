import { useEffect, useRef, useState } from "react";
import { Trash2 } from "lucide-react";
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

/**
 * A delete button that asks first. Confirming posts `intent=delete` (and `id`) to `action` (the
 * current route when omitted) as an ordinary form.
 */
export function ConfirmDelete({
  id,
  action,
  title,
  description,
  triggerLabel,
  iconOnly = false,
}: {
  id: string;
  action?: string;
  title: string;
  description: string;
  /** Accessible name of the button that opens the dialog, e.g. "Delete Jane Smith". */
  triggerLabel: string;
  /** A bin icon alone (with the word "Delete" beside it on a phone) instead of a red "Delete" button. */
  iconOnly?: boolean;
}) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete" && navigation.formData?.get("id") === id;
  const [open, setOpen] = useState(false);
  const wasDeleting = useRef(false);
  // Close once the delete has been answered (a refusal comes back to this page with a toast).
  useEffect(() => {
    if (deleting) wasDeleting.current = true;
    else if (wasDeleting.current && navigation.state === "idle") {
      wasDeleting.current = false;
      setOpen(false);
    }
  }, [deleting, navigation.state]);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        {iconOnly ? (
          <Button type="button" variant="ghost" size="icon" aria-label={triggerLabel} title={triggerLabel} className="max-md:w-auto max-md:px-3">
            <Trash2 className="size-4 text-destructive" aria-hidden="true" />
            <span className="md:hidden">Delete</span>
          </Button>
        ) : (
          <Button type="button" variant="destructive" aria-label={triggerLabel}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </Button>
        )}
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={id} />
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
            <button type="submit" className={buttonVariants({ variant: "destructive" })} disabled={deleting}>
              {deleting ? "Deleting..." : "Delete"}
            </button>
          </AlertDialogFooter>
        </Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

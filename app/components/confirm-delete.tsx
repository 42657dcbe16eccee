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
import { CONFIRM_FIELD } from "~/lib/confirmation";

/** What a delete dialog asks about: the record's id, and the question and its explanation. */
export type DeleteTarget = { id: string; title: string; description: string };

/** True while a delete of `id` is being posted. */
function useDeleting(id: string | undefined) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === "delete" && navigation.formData?.get("id") === id;
}

/** Calls `close` once the delete of `id` has been answered (a refusal comes back to this page with a toast). */
function useCloseWhenAnswered(id: string | undefined, close: () => void) {
  const navigation = useNavigation();
  const deleting = useDeleting(id);
  const wasDeleting = useRef(false);
  useEffect(() => {
    if (deleting) wasDeleting.current = true;
    else if (wasDeleting.current && navigation.state === "idle") {
      wasDeleting.current = false;
      close();
    }
  }, [deleting, navigation.state, close]);
}

/** The dialog's content: the question, and a form posting `intent=delete`, `id` and the confirmation the server requires to `action`. */
function DeleteDialogContent({ target, action }: { target: DeleteTarget; action?: string }) {
  const deleting = useDeleting(target.id);
  return (
    <AlertDialogContent>
      <AlertDialogHeader>
        <AlertDialogTitle>{target.title}</AlertDialogTitle>
        <AlertDialogDescription>{target.description}</AlertDialogDescription>
      </AlertDialogHeader>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={target.id} />
        <input type="hidden" name={CONFIRM_FIELD} value="yes" />
        <AlertDialogFooter>
          <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
          <button type="submit" className={buttonVariants({ variant: "destructive" })} disabled={deleting}>
            {deleting ? "Deleting..." : "Delete"}
          </button>
        </AlertDialogFooter>
      </Form>
    </AlertDialogContent>
  );
}

/**
 * One delete dialog shared by every row of a list: open while `target` is set. The rows' buttons
 * only choose the target, so a long list renders one dialog rather than one per row.
 */
export function SharedDeleteDialog({ target, onClose, action }: { target: DeleteTarget | null; onClose: () => void; action?: string }) {
  useCloseWhenAnswered(target?.id, onClose);
  return (
    <AlertDialog open={target !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {target ? <DeleteDialogContent target={target} action={action} /> : null}
    </AlertDialog>
  );
}

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
}: DeleteTarget & {
  action?: string;
  /** Accessible name of the button that opens the dialog, e.g. "Delete Jane Smith". */
  triggerLabel: string;
}) {
  const [open, setOpen] = useState(false);
  const close = useRef(() => setOpen(false)).current;
  useCloseWhenAnswered(id, close);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="destructive" aria-label={triggerLabel}>
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <DeleteDialogContent target={{ id, title, description }} action={action} />
    </AlertDialog>
  );
}

import { Download, Pencil } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { ConfirmDelete } from "~/components/confirm-delete";
import { Button } from "~/components/ui/button";

/** One action button of a record page: posts `intent` to the page's action. */
export function IntentButton({ intent, label, variant = "outline", children }: { intent: string; label: string; variant?: "default" | "outline" | "destructive" | "secondary"; children?: React.ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post">
      {children}
      <Button type="submit" name="intent" value={intent} variant={variant} disabled={busy}>
        {busy ? "Working..." : label}
      </Button>
    </Form>
  );
}

/** The Edit link, Download PDF link, Delete Draft and Send buttons that quotes and invoices share. */
export function CommonDocumentActions({
  id,
  basePath,
  number,
  canEdit,
  canDelete,
  noun,
  canSend,
  canResend,
}: {
  id: string;
  basePath: string;
  number: string;
  canEdit: boolean;
  canDelete: boolean;
  noun: "quote" | "invoice";
  canSend: boolean;
  canResend: boolean;
}) {
  return (
    <>
      {canEdit ? (
        <Button asChild>
          <Link to={`${basePath}/${id}/edit`}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Link>
        </Button>
      ) : null}
      <Button asChild variant="outline">
        <a href={`${basePath}/${id}/pdf`} download>
          <Download className="size-4" aria-hidden="true" />
          Download PDF
        </a>
      </Button>
      {canDelete ? (
        <ConfirmDelete id={id} title={`Delete ${number}?`} description={`This draft ${noun} will be removed. This cannot be undone.`} triggerLabel={`Delete ${number}`} />
      ) : null}
      {canSend ? <IntentButton intent="send" label="Send to Customer" variant="default" /> : null}
      {canResend ? <IntentButton intent="send" label="Send Again" /> : null}
    </>
  );
}

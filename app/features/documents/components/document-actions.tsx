import { Download, Pencil } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { ConfirmDelete } from "~/components/confirm-delete";
import { Button } from "~/components/ui/button";
import { MarkSentAction, PrintLink, SendButton } from "./document-delivery";

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

/** The Edit, Download PDF and Print links, Delete Draft, Send and Mark as sent that quotes and invoices share. */
export function CommonDocumentActions({
  id,
  basePath,
  number,
  canEdit,
  canDelete,
  noun,
  canSend,
  canResend,
  canMarkSent = false,
}: {
  id: string;
  basePath: string;
  number: string;
  canEdit: boolean;
  canDelete: boolean;
  noun: "quote" | "invoice";
  canSend: boolean;
  canResend: boolean;
  canMarkSent?: boolean;
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
      <PrintLink href={`${basePath}/${id}/pdf`} />
      {canSend ? <SendButton again={false} /> : null}
      {canMarkSent ? <MarkSentAction number={number} noun={noun} /> : null}
      {canResend ? <SendButton again /> : null}
    </>
  );
}

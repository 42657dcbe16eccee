import { Download } from "lucide-react";
import { ConfirmDelete } from "~/components/confirm-delete";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { IntentButton } from "~/features/documents/components/document-actions";

/** A credit note's buttons: its PDF; while a draft, issue it by e-mail, mark it issued, or delete it. */
export function CreditNoteActions({ id, number, actions }: { id: string; number: string; actions: string[] }) {
  const draft = actions.includes("issue");
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={`/admin/credit-notes/${id}/pdf`} download>
            <Download className="size-4" aria-hidden="true" />
            Download PDF
          </a>
        </Button>
        {actions.includes("delete") ? <ConfirmDelete id={id} title={`Delete ${number}?`} description="This draft credit note will be removed. This cannot be undone." triggerLabel={`Delete ${number}`} /> : null}
        {draft ? (
          <IntentButton intent="issue" label="Issue by E-mail" variant="default">
            <input type="hidden" name="how" value="email" />
          </IntentButton>
        ) : null}
      </div>
      {draft ? (
        <div className="rounded-md border p-3">
          <IntentButton intent="markIssued" label="Mark as Issued">
            <div className="mb-3 max-w-xs space-y-1">
              <Label htmlFor="how">Given to the customer</Label>
              <NativeSelect id="how" name="how" defaultValue="by_hand">
                <option value="by_hand">By hand</option>
                <option value="post">By post</option>
              </NativeSelect>
            </div>
          </IntentButton>
        </div>
      ) : null}
    </div>
  );
}

import { ConfirmAction } from "~/components/confirm-action";
import { formatPence } from "~/lib/format";

/** Cancel a sent invoice: asked first in a dialog that says what happens. */
export function CancelInvoice({ number, total }: { number: string; total: number }) {
  return (
    <ConfirmAction
      intent="cancel"
      label="Cancel Invoice"
      title={`Cancel ${number}?`}
      description={`${number} (${formatPence(total)}) will be cancelled and no longer asks for payment; the customer is not told. This cannot be undone: issue a new invoice if one is needed.`}
      confirmLabel="Cancel invoice"
    />
  );
}

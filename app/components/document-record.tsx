import { Link } from "react-router";
import { BackHeader } from "~/components/back-header";
import { Detail, DocumentLinesOf, TextCard, type DocumentLine } from "~/components/document-lines";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { AuditHistory } from "~/components/audit-history";
import { siteLine } from "~/lib/addresses";
import { statusText } from "~/lib/labels";

type AuditHistoryProps = React.ComponentProps<typeof AuditHistory>;

/**
 * A quote's or invoice's back-office record: heading with its status, the details card (customer first,
 * then `details`; `afterDetails` below the list), line items with totals, notes (when any) and history.
 */
export function DocumentRecord({
  backTo,
  backLabel,
  title,
  badgeVariant,
  detailsTitle,
  detailsClassName,
  record,
  details,
  afterDetails,
  afterLines,
  actions,
  history,
  fieldLabels,
  valueLabels,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  badgeVariant: React.ComponentProps<typeof Badge>["variant"];
  detailsTitle: string;
  detailsClassName?: string;
  record: {
    status: string;
    customerId: string;
    customerName: string;
    siteId: string;
    siteLabel: string | null;
    siteAddress: string;
    sitePostcode: string | null;
    siteAccessNotes: string | null;
    items: DocumentLine[];
    subtotalPence: number;
    vatRateBp: number;
    vatAmountPence: number;
    totalPence: number;
    notes: string | null;
  };
  details: React.ReactNode;
  afterDetails?: React.ReactNode;
  /** A section under the line items (an invoice's payments). */
  afterLines?: React.ReactNode;
  /** The buttons the document's status allows, under the heading. */
  actions?: React.ReactNode;
  history: AuditHistoryProps["entries"];
  fieldLabels: AuditHistoryProps["fieldLabels"];
  /** Names for stored values besides the customer's. */
  valueLabels?: AuditHistoryProps["valueLabels"];
}) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackHeader backTo={backTo} backLabel={backLabel} title={title}>
        <Badge variant={badgeVariant}>
          {statusText(record.status)}
        </Badge>
      </BackHeader>
      {actions}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{detailsTitle}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className={detailsClassName}>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Customer">
              <Link to={`/admin/customers/${record.customerId}`} className="text-primary underline">
                {record.customerName}
              </Link>
            </Detail>
            <Detail label="Site">
              <Link to={`/admin/customers/${record.customerId}/sites/${record.siteId}`} className="text-primary underline">
                {siteLine({ label: record.siteLabel, address: record.siteAddress, postcode: record.sitePostcode })}
              </Link>
              {record.siteAccessNotes ? <span className="block text-sm text-muted-foreground">Access: {record.siteAccessNotes}</span> : null}
            </Detail>
            {details}
          </dl>
          {afterDetails}
        </CardContent>
      </Card>
      <DocumentLinesOf document={record} />
      {afterLines}
      <TextCard title="Notes" text={record.notes} />
      <AuditHistory
        entries={history}
        fieldLabels={fieldLabels}
        valueLabels={{ ...valueLabels, customerId: { [record.customerId]: record.customerName } }}
      />
    </div>
  );
}

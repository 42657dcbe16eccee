import { AdminListPage } from "~/components/admin-list";
import { DocumentRow } from "~/components/document-row";
import { TableCell } from "~/components/ui/table";
import { formatDateMedium } from "~/lib/business-day";
import { CREDIT_SETTLEMENT_LABELS } from "../credit-notes.schema";
import { creditNoteStatusBadge } from "../credit-note-status";

type Row = { id: string; creditNoteNumber: string; customerId: string; customerName: string; totalPence: number; status: string; issueDate: string; settlement: "balance" | "refund" };

/** The back-office list of credit notes: search, pages, a row each (made from an invoice's page). */
export function CreditNoteList({ data }: { data: { q: string; rows: Row[]; total: number; totalExact: boolean; page: number; pageCount: number } }) {
  return (
    <AdminListPage
      title="Credit Notes"
      pathname="/admin/credit-notes"
      noun="credit notes"
      exportCsv={false}
      columns={["Credit Note #", "Customer", "Total", "Status", "Date", "Settlement"]}
      q={data.q}
      page={data.page}
      pageCount={data.pageCount}
      total={data.total}
      totalExact={data.totalExact}
      rowCount={data.rows.length}
    >
      {data.rows.map((row) => (
        <DocumentRow
          key={row.id}
          href={`/admin/credit-notes/${row.id}`}
          number={row.creditNoteNumber}
          customerId={row.customerId}
          customerName={row.customerName}
          totalPence={row.totalPence}
          status={row.status}
          badgeVariant={creditNoteStatusBadge(row.status)}
        >
          <TableCell label="Date" className="whitespace-nowrap">{formatDateMedium(row.issueDate)}</TableCell>
          <TableCell label="Settlement">{CREDIT_SETTLEMENT_LABELS[row.settlement]}</TableCell>
        </DocumentRow>
      ))}
    </AdminListPage>
  );
}

import { Link } from "react-router";
import { AdminListPage } from "~/components/admin-list";
import { BackHeader } from "~/components/back-header";
import { Detail } from "~/components/document-lines";
import { DocumentRow } from "~/components/document-row";
import { Badge } from "~/components/ui/badge";
import { DocumentListItem, PortalListPage } from "~/features/portal/components/portal-list";
import { statusText } from "~/lib/labels";
import type { DocumentFormProps } from "./document-form-parts";

// The pages every kind of document has, drawn once: the back-office list, the new and edit pages,
// the portal list and a portal record's heading. A kind's route module passes its words and cells.

type BadgeVariant = React.ComponentProps<typeof Badge>["variant"];

/** A kind's words: "quote" -> "Quotes", "Quote", "/admin/quotes". */
export function documentWords(noun: string) {
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  return { title, plural: `${title}s`, nouns: `${noun}s`, adminPath: `/admin/${noun}s`, portalPath: `/customer/${noun}s` };
}

type ListRow = { id: string; customerId: string; customerName: string; totalPence: number; status: string };

/**
 * A kind's back-office list: search, pages and a row for each document. `before` draws the cells
 * between the customer and the total, `after` those after the status; `columns` names them all.
 */
export function AdminDocumentList<R extends ListRow>({
  noun,
  columns,
  data,
  numberOf,
  badge,
  before,
  after,
  filtered,
  exportCsv = false,
}: {
  filtered?: React.ComponentProps<typeof AdminListPage>["filtered"];
  exportCsv?: boolean;
  noun: string;
  columns: string[];
  data: { q: string; rows: R[]; total: number; totalExact: boolean; page: number; pageCount: number };
  numberOf: (row: R) => string;
  badge: (status: R["status"]) => BadgeVariant;
  before?: (row: R) => React.ReactNode;
  after: (row: R) => React.ReactNode;
}) {
  const words = documentWords(noun);
  return (
    <AdminListPage
      title={words.plural}
      pathname={words.adminPath}
      noun={words.nouns}
      exportCsv={exportCsv}
      filtered={filtered}
      addLabel={`Create ${words.title}`}
      columns={columns}
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
          href={`${words.adminPath}/${row.id}`}
          number={numberOf(row)}
          customerId={row.customerId}
          customerName={row.customerName}
          totalPence={row.totalPence}
          status={row.status}
          badgeVariant={badge(row.status)}
          before={before?.(row)}
        >
          {after(row)}
        </DocumentRow>
      ))}
    </AdminListPage>
  );
}

/**
 * A new or edit page of a document: the heading with its way back, and the kind's form. `number` is
 * the draft's number on the edit page (none on the new page).
 */
export function DocumentFormPage<V, F extends Record<string, unknown>>({
  noun,
  editing,
  data,
  actionData,
  Form,
  extra,
}: {
  noun: string;
  editing?: { id: string; number: string };
  data: Pick<DocumentFormProps<V>, "customer" | "sites" | "priceBook"> & { values: V };
  actionData: DocumentFormProps<V>["actionData"];
  Form: React.ComponentType<DocumentFormProps<V> & F>;
  extra: F;
}) {
  const words = documentWords(noun);
  const back = editing ? `${words.adminPath}/${editing.id}` : words.adminPath;
  const props = {
    defaults: data.values,
    customer: data.customer,
    sites: data.sites,
    priceBook: data.priceBook,
    actionData,
    submitLabel: editing ? "Save Changes" : "Save Draft",
    cancelTo: back,
    ...extra,
  } as DocumentFormProps<V> & F;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackHeader
        backTo={back}
        backLabel={editing ? `Back to ${noun}` : `Back to ${words.nouns}`}
        title={editing ? `Edit ${words.title} ${editing.number}` : `New ${words.title}`}
      />
      <Form {...props} />
    </div>
  );
}

/** A back-office record page's heading words: the way back to its list, its title and its details' title. */
export function recordHeading(noun: string, number: string) {
  const words = documentWords(noun);
  return { backTo: words.adminPath, backLabel: `Back to ${words.nouns}`, title: `${words.title} ${number}`, detailsTitle: `${words.title} Details` };
}

/** The history's names of the fields every kind of document has; a kind's record page adds its own. */
export const DOCUMENT_FIELD_LABELS: Record<string, string> = {
  customerId: "Customer",
  status: "Status",
  vatRateBp: "VAT Rate (basis points)",
  subtotalPence: "Subtotal (pence)",
  vatAmountPence: "VAT (pence)",
  totalPence: "Total (pence)",
  notes: "Notes",
};

/** A record page's line linking to a related record ("Job: View job"). */
export function DetailLink({ label, to }: { label: string; to: string }) {
  return (
    <Detail label={label}>
      <Link to={to} className="text-primary underline">
        View {label.toLowerCase()}
      </Link>
    </Detail>
  );
}

/**
 * A portal list of one kind: "My Quotes", a card for each document (its number, status and link,
 * and the figures `children` draws for it), with the pages below.
 */
export function PortalDocumentList<R extends { id: string; status: string }>({
  noun,
  data,
  numberOf,
  badge,
  linkText,
  children,
}: {
  noun: "quote" | "invoice";
  data: { rows: R[]; page: number; pageCount: number; total: number };
  numberOf: (row: R) => string;
  badge: (status: R["status"]) => BadgeVariant;
  linkText: (row: R) => string;
  children: (row: R) => React.ReactNode;
}) {
  const words = documentWords(noun);
  return (
    <PortalListPage title={`My ${words.plural}`} pathname={words.portalPath} noun={words.nouns} page={data.page} pageCount={data.pageCount} total={data.total}>
      {data.rows.map((row) => (
        <DocumentListItem
          key={row.id}
          kind={noun === "quote" ? "Quote" : "Invoice"}
          number={numberOf(row)}
          status={row.status}
          badgeVariant={badge(row.status)}
          href={`${words.portalPath}/${row.id}`}
          linkText={linkText(row)}
        >
          {children(row)}
        </DocumentListItem>
      ))}
    </PortalListPage>
  );
}

/** A portal record's heading: its kind and number, the status, and the way back to the list. */
export function PortalDocumentHeader({ noun, number, status, badge }: { noun: string; number: string; status: string; badge: BadgeVariant }) {
  const words = documentWords(noun);
  return (
    <BackHeader backTo={words.portalPath} backLabel={`Back to My ${words.plural}`} title={`${words.title} ${number}`}>
      <Badge variant={badge}>
        {statusText(status)}
      </Badge>
    </BackHeader>
  );
}

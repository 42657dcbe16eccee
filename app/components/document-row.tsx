import { Eye } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { TableCell, TableRow } from "~/components/ui/table";
import { formatPence } from "~/lib/format";
import { statusText } from "~/lib/labels";

/**
 * A quote's or invoice's row in its back-office list: the number (linking to the record), the customer,
 * `before` (cells before the total), the total, the status badge, `children` (cells after the status)
 * and a "View" link. Cells in `before` and `children` need their column's `label` (a phone shows them).
 */
export function DocumentRow({
  href,
  number,
  customerId,
  customerName,
  totalPence,
  status,
  badgeVariant,
  before,
  children,
}: {
  href: string;
  number: string;
  customerId: string;
  customerName: string;
  totalPence: number;
  status: string;
  badgeVariant: React.ComponentProps<typeof Badge>["variant"];
  before?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <TableRow>
      <TableCell className="font-medium whitespace-nowrap">
        <Link to={href} className="hover:underline">
          {number}
        </Link>
      </TableCell>
      <TableCell label="Customer" className="min-w-40">
        <Link to={`/admin/customers/${customerId}`} className="hover:underline">
          {customerName}
        </Link>
      </TableCell>
      {before}
      <TableCell label="Total" className="whitespace-nowrap">{formatPence(totalPence)}</TableCell>
      <TableCell label="Status">
        <Badge variant={badgeVariant}>
          {statusText(status)}
        </Badge>
      </TableCell>
      {children}
      <TableCell>
        <div className="flex justify-end">
          <Button asChild variant="ghost" size="sm">
            <Link to={href} aria-label={`View ${number}`}>
              <Eye className="size-4" aria-hidden="true" />
              View
            </Link>
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}

import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

type Row = { id: string; title: string; status: string; siteAddress: string };

/** The portal home's list of the customer's maintenance contracts (none: nothing shown). */
export function PortalContractsCard({ contracts }: { contracts: Row[] | undefined }) {
  if (!contracts || contracts.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Maintenance contracts</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {contracts.map((c) => (
          <Link key={c.id} to={`/customer/contracts/${c.id}`} className="block rounded-md border p-3 hover:bg-muted">
            <span className="font-medium">{c.title}</span>
            <span className="block text-sm text-muted-foreground">
              {c.siteAddress}
              {c.status === "active" ? "" : c.status === "paused" ? " (paused)" : " (ended)"}
            </span>
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}

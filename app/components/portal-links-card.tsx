import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

export type PortalLink = { id: string; to: string; title: React.ReactNode; detail: React.ReactNode };

/** A card of the portal's home listing records of one kind, each a link with a line under it (none: nothing shown). */
export function PortalLinksCard({ title, links }: { title: string; links: PortalLink[] }) {
  if (links.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {links.map((l) => (
          <Link key={l.id} to={l.to} className="block rounded-md border p-3 hover:bg-muted">
            <span className="font-medium">{l.title}</span>
            <span className="block text-sm text-muted-foreground">{l.detail}</span>
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}

import { Card, CardContent } from "~/components/ui/card";

/** A back-office section whose screen is not available in this release. */
export function AdminSectionPending({ title }: { title: string }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <Card>
        <CardContent className="p-6 text-muted-foreground">
          This screen is not available yet. The records behind it are already kept and counted on the dashboard.
        </CardContent>
      </Card>
    </div>
  );
}

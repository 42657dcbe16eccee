import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** A suggested record, as `likelyDuplicatesOf` gives it. */
type Duplicate = { id: string; name: string; reason: string };

/**
 * A customer's likely duplicate records, each with why it is suggested, a link to it and a link to
 * merge the two (staff decide: nothing is merged or linked by being listed). Nothing when there are none.
 */
export function PossibleDuplicates({ customerId, duplicates }: { customerId: string; duplicates: ReadonlyArray<Duplicate> }) {
  if (duplicates.length === 0) return null;
  return (
    <Card aria-labelledby="possible-duplicates">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="possible-duplicates">Possible duplicates</h2>
        </CardTitle>
        <CardDescription>Records that may be the same customer. Open one to check, or merge the two.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm" aria-label="Possible duplicates">
          {duplicates.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
              <div className="min-w-0">
                <Link to={`/admin/customers/${d.id}`} className="font-medium text-primary wrap-anywhere hover:underline">
                  {d.name}
                </Link>
                <p className="text-muted-foreground">{d.reason}</p>
              </div>
              <Link
                to={`/admin/customers/${customerId}/merge?with=${d.id}`}
                className="text-primary hover:underline"
                aria-label={`Merge ${d.name} with this customer`}
              >
                Merge
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

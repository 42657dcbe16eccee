import { data, Form } from "react-router";
import type { Route } from "./+types/page";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { requireStaff } from "~/features/auth/guard.server";
import { buildReport, REPORT_IDS, type Cell } from "~/features/reports/report-pages.server";
import { defaultRange, parseRange } from "~/features/reports/reports.server";
import { formatDateLong } from "~/lib/business-day";
import { DomainError } from "~/lib/domain-error";
import { formatPence } from "~/lib/format";

export const meta: Route.MetaFunction = () => [{ title: "Reports | Admin" }];

/** Every report over the range in the address (the last twelve months without one); bad dates: 400 with the reason, over the default range. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  let range = defaultRange();
  let error: string | null = null;
  try {
    range = parseRange(request.url);
  } catch (caught) {
    if (!(caught instanceof DomainError)) throw caught;
    error = caught.message;
  }
  const reports = await Promise.all(REPORT_IDS.map((id) => buildReport(id, range)));
  return data({ range, error, reports }, { status: error ? 400 : 200 });
}

function CellText({ cell }: { cell: Cell }) {
  if (cell === null) return <>–</>;
  if (typeof cell === "object") return <>{formatPence(cell.pence)}</>;
  return <>{cell}</>;
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { range, error, reports } = loaderData;
  const query = new URLSearchParams(range).toString();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Reports</h1>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Report dates">
        <label className="flex flex-col gap-1 text-sm">
          From
          <Input type="date" name="from" defaultValue={range.from} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          To
          <Input type="date" name="to" defaultValue={range.to} />
        </label>
        <Button type="submit">Show</Button>
      </Form>
      {error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {error} Showing the last twelve months instead.
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {formatDateLong(range.from)} to {formatDateLong(range.to)}
      </p>
      {reports.map((report) => (
        <Card key={report.id} id={report.id} className="max-md:rounded-none max-md:border-x-0">
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>
              <h2 className="text-lg font-semibold">{report.title}</h2>
            </CardTitle>
            <a className="text-sm underline" href={`/admin/reports/${report.id}/export.csv?${query}`} download>
              {report.title} (CSV)
            </a>
          </CardHeader>
          <CardContent className="space-y-4 max-md:px-2">
            <p className="text-sm text-muted-foreground">{report.note}</p>
            <figure role="img" aria-label={`Chart: ${report.title}`} className="w-full overflow-x-auto [&_svg]:h-auto [&_svg]:max-w-full" dangerouslySetInnerHTML={{ __html: report.svg }} />
            <div className="overflow-x-auto">
              <Table>
                <TableHeader>
                  <TableRow>
                    {report.header.map((h) => (
                      <TableHead key={h}>{h}</TableHead>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {report.rows.map((row, i) => (
                    <TableRow key={i}>
                      {row.map((cell, j) => (
                        <TableCell key={j} className="whitespace-nowrap">
                          <CellText cell={cell} />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                  {report.footer ? (
                    <TableRow className="font-semibold">
                      {report.footer.map((cell, j) => (
                        <TableCell key={j} className="whitespace-nowrap">
                          <CellText cell={cell} />
                        </TableCell>
                      ))}
                    </TableRow>
                  ) : null}
                </TableBody>
              </Table>
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

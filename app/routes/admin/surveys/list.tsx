import { Link } from "react-router";
import type { Route } from "./+types/list";
import { AdminListPage } from "~/components/admin-list";
import { TableCell, TableRow } from "~/components/ui/table";
import { adminListLoader } from "~/features/documents/document-routes.server";
import { listSurveys } from "~/features/surveys/surveys.server";
import { SURVEY_PURPOSE_LABELS, SURVEY_STATUS_LABELS } from "~/db/survey-enums";
import { formatDateMedium } from "~/lib/business-day";

export const meta: Route.MetaFunction = () => [{ title: "Surveys | Admin" }];

export function loader({ request }: Route.LoaderArgs) {
  return adminListLoader(request, listSurveys);
}

/** The office's CCTV drain surveys: search, pages, a row each (started from a job's page). */
export default function SurveysList({ loaderData: data }: Route.ComponentProps) {
  return (
    <AdminListPage
      title="Surveys"
      pathname="/admin/surveys"
      noun="surveys"
      exportCsv={false}
      columns={["Date", "Customer", "Site", "Purpose", "Runs", "Grade", "Status"]}
      q={data.q}
      page={data.page}
      pageCount={data.pageCount}
      total={data.total}
      totalExact={data.totalExact}
      rowCount={data.rows.length}
    >
      {data.rows.map((row) => (
        <TableRow key={row.id}>
          <TableCell label="Date" className="whitespace-nowrap">
            <Link className="text-primary underline" to={`/admin/surveys/${row.id}`}>
              {formatDateMedium(row.surveyDate)}
            </Link>
          </TableCell>
          <TableCell label="Customer">{row.customerName}</TableCell>
          <TableCell label="Site">{row.siteLine}</TableCell>
          <TableCell label="Purpose">{SURVEY_PURPOSE_LABELS[row.purpose]}</TableCell>
          <TableCell label="Runs">{row.runs}</TableCell>
          <TableCell label="Grade">{row.worst ?? "—"}</TableCell>
          <TableCell label="Status">{SURVEY_STATUS_LABELS[row.status]}</TableCell>
        </TableRow>
      ))}
    </AdminListPage>
  );
}

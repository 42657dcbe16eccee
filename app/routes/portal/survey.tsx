import { Link } from "react-router";
import type { Route } from "./+types/survey";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { requireCustomer } from "~/features/portal/portal.server";
import { SERVICEABILITY_WORDS } from "~/features/surveys/grading";
import { getSurvey } from "~/features/surveys/surveys.server";
import { SURVEY_PURPOSE_LABELS } from "~/db/survey-enums";
import { formatDateLong } from "~/lib/business-day";

export const meta: Route.MetaFunction = () => [{ title: "Drain survey" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  // The surveys module answers only with this customer's own completed survey.
  const survey = await getSurvey({ actor, id: params.id });
  if (!survey) throw new Response("Not Found", { status: 404 });
  // A draft quote is the office's; the customer sees the quote once it is sent.
  const quote = survey.quoteId && survey.quoteStatus && survey.quoteStatus !== "draft" ? { id: survey.quoteId, number: survey.quoteNumber, status: survey.quoteStatus } : null;
  const { customerId: _c, jobId: _j, surveyorUserId: _s, quoteId: _q, quoteNumber: _n, quoteStatus: _t, version: _v, ...shown } = survey;
  return { survey: shown, quote };
}

/** The customer's CCTV drain survey: the finding in plain words, each run's grade and what was seen, the report, the video and the quote. */
export default function PortalSurvey({ loaderData }: Route.ComponentProps) {
  const { survey, quote } = loaderData;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">Drain survey of {formatDateLong(survey.surveyDate)}</h1>
        <p className="text-sm text-muted-foreground">
          {SURVEY_PURPOSE_LABELS[survey.purpose]} survey at {survey.siteLine}
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>In short</h2>
          </CardTitle>
          <CardDescription className="text-base text-foreground">{survey.summary}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button asChild>
            <a href={`/customer/surveys/${survey.id}/report.pdf`}>Download the report (PDF)</a>
          </Button>
          {survey.videoUrl ? (
            <Button asChild variant="outline">
              <a href={survey.videoUrl} target="_blank" rel="noreferrer noopener">
                Watch the survey video
              </a>
            </Button>
          ) : null}
          {quote ? (
            <Button asChild variant="outline">
              <Link to={`/customer/quotes/${quote.id}`}>{quote.status === "sent" ? `Review and accept quote ${quote.number}` : `Quote ${quote.number} (${quote.status})`}</Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
      {survey.runs.map((run) => (
        <Card key={run.id}>
          <CardHeader>
            <CardTitle asChild>
              <h2>
                {run.fromPoint} to {run.toPoint}
              </h2>
            </CardTitle>
            <CardDescription>{run.lengthSurveyedM} m surveyed</CardDescription>
            <div>
              <Badge variant={run.serviceability === "C" ? "destructive" : run.serviceability === "B" ? "secondary" : "default"}>{SERVICEABILITY_WORDS[run.serviceability]}</Badge>
            </div>
          </CardHeader>
          <CardContent>
            <ul className="space-y-3">
              {run.observations.map((o) => (
                <li key={o.id} className="space-y-1">
                  <p className="text-sm font-medium">
                    {o.distanceM} m: {o.code}, {o.name}
                  </p>
                  <p className="text-sm text-muted-foreground">{o.meaning}</p>
                  {o.photoMediaId ? (
                    <a href={`/surveys/${survey.id}/photos/${o.photoMediaId}`} target="_blank" rel="noreferrer">
                      <img src={`/surveys/${survey.id}/photos/${o.photoMediaId}/thumb`} alt={`${o.code} at ${o.distanceM} m`} className="mt-1 h-24 w-32 rounded object-cover" loading="lazy" />
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/new";
import { BackHeader } from "~/components/back-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { requireStaff } from "~/features/auth/guard.server";
import { getJob } from "~/features/jobs/jobs.server";
import { Field } from "~/features/surveys/components/survey-fields";
import { createSurvey, surveyorOptions } from "~/features/surveys/surveys.server";
import { SURVEY_PURPOSE_LABELS, SURVEY_PURPOSES } from "~/db/survey-enums";
import { todayKey } from "~/lib/business-day";
import { isDomainError } from "~/lib/domain-error";

export const meta: Route.MetaFunction = () => [{ title: "Start survey | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  const jobId = new URL(request.url).searchParams.get("jobId");
  if (!jobId) return { job: null, surveyors: [], today: todayKey() };
  const job = await getJob({ actor, id: jobId });
  if (!job) throw new Response("Not Found", { status: 404 });
  return { job: { id: job.id, title: job.title, customerName: job.customerName }, surveyors: await surveyorOptions(), today: todayKey() };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  const jobId = new URL(request.url).searchParams.get("jobId") ?? "";
  const formData = await request.formData();
  try {
    const { id } = await createSurvey({ actor, jobId, input: Object.fromEntries(formData) });
    return redirect(`/admin/surveys/${id}`);
  } catch (err) {
    if (!isDomainError(err)) throw err;
    if (err.code === "not_found") throw new Response("Not Found", { status: 404 });
    return data({ message: err.message, fieldErrors: err.fieldErrors as Record<string, string> }, { status: err.status });
  }
}

/** Start a CCTV survey of a job: its header; the runs and observations follow on the survey's page. */
export default function NewSurvey({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.fieldErrors;
  const { job } = loaderData;
  if (!job) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <BackHeader backTo="/admin/surveys" backLabel="Back to surveys" title="Start survey" />
        <p>
          A survey belongs to a job: open the job in{" "}
          <Link className="text-primary underline" to="/admin/jobs">
            Jobs
          </Link>{" "}
          and choose “Start survey”.
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackHeader backTo={`/admin/jobs/${job.id}`} backLabel="Back to the job" title="Start survey" />
      <p className="text-sm text-muted-foreground">
        {job.title} for {job.customerName}
      </p>
      <Card>
        <CardContent className="pt-6">
          <Form method="post" className="space-y-3">
            {actionData?.message ? (
              <p role="alert" className="text-sm text-destructive">
                {actionData.message}
              </p>
            ) : null}
            <div className="grid gap-3 sm:grid-cols-2">
              <Field form="new" name="surveyDate" label="Date" type="date" defaultValue={loaderData.today} errors={errors} />
              <Field form="new" name="purpose" label="Purpose" defaultValue="pre_purchase" options={SURVEY_PURPOSES.map((p) => ({ value: p, label: SURVEY_PURPOSE_LABELS[p] }))} required errors={errors} />
              <Field form="new" name="weather" label="Weather" errors={errors} />
              <Field form="new" name="equipment" label="Equipment" errors={errors} />
              <Field form="new" name="surveyorUserId" label="Surveyor" options={loaderData.surveyors} errors={errors} />
              <Field form="new" name="videoUrl" label="Video link" type="url" errors={errors} />
            </div>
            <Button type="submit">Start survey</Button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}

import type { Route } from "./+types/record";
import { BackHeader } from "~/components/back-header";
import { ConfirmAction } from "~/components/confirm-action";
import { requireStaff } from "~/features/auth/guard.server";
import { SurveyEditor } from "~/features/surveys/components/survey-editor";
import { runSurveyIntent } from "~/features/surveys/survey-actions.server";
import { getSurvey, photoChoices, priceBookChoices, surveyorOptions } from "~/features/surveys/surveys.server";
import { formatDateLong } from "~/lib/business-day";
import { formatPence } from "~/lib/format";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.survey.customerName ?? "Survey"} | Surveys | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  const survey = await getSurvey({ actor, id: params.id });
  if (!survey) throw new Response("Not Found", { status: 404 });
  const [surveyors, photos, items] = await Promise.all([surveyorOptions(), photoChoices({ actor, surveyId: survey.id }), priceBookChoices()]);
  return { survey, choices: { surveyors, photos, items: items.map((i) => ({ value: i.value, label: `${i.label} (${formatPence(i.unitPricePence)})` })) } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  return runSurveyIntent({ actor, id: params.id, formData: await request.formData(), pagePath: `/admin/surveys/${params.id}` });
}

/** A CCTV drain survey: header, runs, coded observations, recommendations and their quote. */
export default function SurveyRecord({ loaderData, actionData }: Route.ComponentProps) {
  const { survey } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackHeader backTo="/admin/surveys" backLabel="Back to surveys" title={`Survey of ${formatDateLong(survey.surveyDate)}`}>
        <ConfirmAction intent="delete" label="Delete survey" title="Delete this survey?" description="The survey, its runs, observations and recommendations will be removed permanently. A quote made from it is kept." confirmLabel="Delete survey" />
      </BackHeader>
      <SurveyEditor survey={survey} reply={actionData} choices={loaderData.choices} />
    </div>
  );
}

import type { Route } from "./+types/visit";
import { requireEngineer } from "~/features/auth/guard.server";
import { VisitPage } from "~/features/engineer/components/visit-page";
import { myVisit } from "~/features/engineer/engineer.server";
import { notFoundAsPage } from "~/lib/domain-reply.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `${data.visit.job.title} – My day` : "Visit" }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireEngineer(request);
  try {
    return { visit: await myVisit({ actor, visitId: params.id }) };
  } catch (err) {
    throw notFoundAsPage(err);
  }
}

/** One visit: where, who, what to do, the status buttons and the job sheet. */
export default function EngineerVisit({ loaderData }: Route.ComponentProps) {
  return <VisitPage key={loaderData.visit.id} fromServer={loaderData.visit} />;
}

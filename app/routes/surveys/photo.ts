import type { Route } from "./+types/photo";
import { mediaResponse } from "~/features/media/media-routes.server";
import { surveyPhotoInReach } from "~/features/surveys/surveys.server";

/** A photo of a survey's observation, for whoever may see the survey (the office, its job's engineers, the customer once complete); anyone else 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  const variant = new URL(request.url).pathname.endsWith("/thumb") ? "thumb" : "full";
  return mediaResponse(request, params.mediaId, variant, (actor) => surveyPhotoInReach({ actor, surveyId: params.id, mediaId: params.mediaId }));
}

import type { Route } from "./+types/photo";
import { signedInActor, IMAGE_CACHE_CONTROL } from "~/features/media/media-routes.server";
import { readMediaBytes } from "~/features/media/media.server";
import { surveyPhotoInReach } from "~/features/surveys/surveys.server";

/** A photo of a survey's observation, for whoever may see the survey (the office, its job's engineers, the customer once complete); anyone else 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await signedInActor(request);
  const image = actor && (await surveyPhotoInReach({ actor, surveyId: params.id, mediaId: params.mediaId })) ? await readMediaBytes(params.mediaId, new URL(request.url).pathname.endsWith("/thumb") ? "thumb" : "full") : null;
  if (!image) throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(image.bytes), {
    headers: { "Content-Type": image.contentType, "Content-Length": String(image.bytes.length), "Cache-Control": IMAGE_CACHE_CONTROL, "Content-Disposition": "inline" },
  });
}

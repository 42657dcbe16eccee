import type { Route } from "./+types/photos";
import { requireStaff } from "~/features/auth/guard.server";
import { listJobPhotos, setPhotoShareable } from "~/features/media/visit-photos.server";
import { jsonErrorResponse } from "~/lib/domain-reply.server";

/** A job's visit photos for its page's Photos card (JSON). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  return { photos: await listJobPhotos({ actor, jobId: params.id }) };
}

/** Share a photo with the customer, or stop sharing it (intent "share", photoId, shareable yes/no); answers with the photos as they are now. */
export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  const form = await request.formData();
  try {
    if (form.get("intent") !== "share") return Response.json({ error: { code: "invalid", message: "Unknown action." } }, { status: 400 });
    await setPhotoShareable({ actor, jobId: params.id, photoId: form.get("photoId"), shareable: form.get("shareable") === "yes" });
    return { photos: await listJobPhotos({ actor, jobId: params.id }) };
  } catch (err) {
    return jsonErrorResponse(err, "job photos: sharing failed");
  }
}

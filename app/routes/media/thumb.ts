import type { Route } from "./+types/thumb";
import { mediaResponse } from "~/features/media/media-routes.server";

/** A stored image's thumbnail (at most 320 px), for whoever may see the image; anyone else 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  return mediaResponse(request, params.id, "thumb");
}

import type { Route } from "./+types/image";
import { mediaResponse } from "~/features/media/media-routes.server";

/** A stored image, for whoever may see it (office staff, the visit's engineers, the customer as shared); anyone else 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  return mediaResponse(request, params.id, "full");
}

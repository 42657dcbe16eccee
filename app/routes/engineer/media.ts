import type { Route } from "./+types/media";
import { requireEngineer } from "~/features/auth/guard.server";
import { myMedia } from "~/features/engineer/engineer.server";
import { notFoundAsPage } from "~/lib/domain-reply.server";

/** A photo or signature of one of the engineer's own visits or a photo of their job's survey (`?size=thumb` for its thumbnail); any other is 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireEngineer(request);
  const variant = new URL(request.url).searchParams.get("size") === "thumb" ? "thumb" : "full";
  try {
    const image = await myMedia({ actor, mediaId: params.id, variant });
    return new Response(new Uint8Array(image.bytes), {
      headers: { "Content-Type": image.contentType, "Cache-Control": "private, max-age=86400", "X-Content-Type-Options": "nosniff" },
    });
  } catch (err) {
    throw notFoundAsPage(err);
  }
}

import type { Actor } from "~/lib/actor";
import { getSessionUser, requireEngineer, requireStaff } from "~/features/auth/guard.server";
import { staffRoleOf } from "~/features/auth/roles.server";
import { getPortalVisitor } from "~/features/portal/portal.server";
import { mayViewMedia } from "./media-access.server";
import { readMediaBytes } from "./media.server";

// The answer of a stored image's address, /media/:id and /media/:id/thumb, to whoever is signed in:
// office staff, an engineer or a customer, each seeing what media-access.server.ts lets them.

/** Whoever is signed in, as the actor their own pages would use; null for nobody (or an account that is none of these). */
async function signedInActor(request: Request): Promise<Actor | null> {
  const user = await getSessionUser(request);
  if (!user) return null;
  const role = await staffRoleOf(user.id);
  if (role === "admin" || role === "office") return requireStaff(request);
  if (role === "engineer") return requireEngineer(request);
  const visitor = await getPortalVisitor(request);
  return visitor.status === "customer" ? visitor.customer : null;
}

/** A year: an image never changes under its id (a new picture is a new id). */
export const IMAGE_CACHE_CONTROL = "private, max-age=31536000, immutable";

/**
 * The image for the signed-in visitor, or 404 (never saying whether it exists). Who may see it is
 * the media module's rule, or `inReach` for an image reached through another record (a survey's).
 */
export async function mediaResponse(request: Request, mediaId: string, variant: "full" | "thumb", inReach: (actor: Actor) => Promise<boolean> = (actor) => mayViewMedia(actor, mediaId)) {
  const actor = await signedInActor(request);
  const image = actor && (await inReach(actor)) ? await readMediaBytes(mediaId, variant) : null;
  if (!image) throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.length),
      "Cache-Control": IMAGE_CACHE_CONTROL,
      ETag: `"${image.sha256.slice(0, 32)}${variant === "thumb" ? "-t" : ""}"`,
      // The server adds X-Content-Type-Options: nosniff and its security policy to every answer.
      "Content-Disposition": "inline",
    },
  });
}

import type { Route } from "./+types/actions";
import { requireEngineer } from "~/features/auth/guard.server";
import { runEngineerAction } from "~/features/engineer/engineer-endpoint.server";
import { readActionForm } from "~/features/engineer/engineer-form.server";

/** There is nothing to see here: a visit in the browser goes to the day. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireEngineer(request);
  return new Response(null, { status: 302, headers: { Location: "/engineer" } });
}

/**
 * Every engineer action, online or from the phone's queue: a multipart form with idempotencyKey,
 * visitId, baseVersion, action, payload (JSON) and, for a photo or signature, the image as `photo`
 *. Answers JSON: 200 with the visit's new version, 409 with the
 * visit as it is when made against an older version, 4xx for anything refused.
 */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireEngineer(request);
  const input = await readActionForm(request);
  if ("error" in input) return Response.json({ error: { code: "invalid", message: input.error } }, { status: 400 });
  const answer = await runEngineerAction(actor, input);
  return Response.json(answer.body, {
    status: answer.status,
    headers: { "Cache-Control": "no-store", ...(answer.replayed ? { "Idempotent-Replayed": "true" } : {}) },
  });
}

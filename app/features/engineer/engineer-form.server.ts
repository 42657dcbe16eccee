import type { ActionRequest } from "./engineer-endpoint.server";

// Reading an engineer action from its multipart form (the same shape online and from the queue).

/** A photo is made smaller on the phone before it is sent (at most 1600 px): the body limit is 1 MB. */
export const MAX_PHOTO_UPLOAD_BYTES = 1024 * 1024;

/** The action's fields, or what is wrong with the form. */
export async function readActionForm(request: Request): Promise<ActionRequest | { error: string }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { error: "Send the action as a form." };
  }
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  let payload: unknown = {};
  const raw = field("payload");
  if (raw) {
    if (raw.length > 20_000) return { error: "The action's details are too long." };
    try {
      payload = JSON.parse(raw);
    } catch {
      return { error: "The action's details are not valid JSON." };
    }
  }
  const file = form.get("photo");
  const photo = file && typeof file !== "string" ? Buffer.from(await file.arrayBuffer()) : null;
  return { idempotencyKey: field("idempotencyKey"), visitId: field("visitId"), baseVersion: field("baseVersion"), action: field("action"), payload, photo, madeAt: field("madeAt") };
}

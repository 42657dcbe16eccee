import { data } from "react-router";
import { formValues, type FieldErrors } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { createJob, JobError, updateJob, type Actor } from "./jobs.server";

export type JobFormResult = {
  fieldErrors: FieldErrors;
  values: Record<string, string>;
  toast: { title: string; description?: string };
};

/**
 * Save the job form: on success, back to the list with the catalogue's toast; on bad input,
 * 400 with the field messages and what was typed.
 */
export async function saveJobForm({ actor, id, formData }: { actor: Actor; id?: string; formData: FormData }) {
  const values = formValues(formData);
  const failed = id ? "Failed to update job" : "Failed to create job";
  try {
    if (id) await updateJob({ actor, id, input: values });
    else await createJob({ actor, input: values });
  } catch (err) {
    if (err instanceof JobError && err.code === "not_found") throw new Response("Not Found", { status: 404 });
    if (err instanceof JobError) {
      return data<JobFormResult>({ fieldErrors: err.fieldErrors, values, toast: { title: failed, description: err.message } }, { status: 400 });
    }
    console.error(JSON.stringify({ level: "error", msg: "job save failed", err: String(err) }));
    return data<JobFormResult>({ fieldErrors: {}, values, toast: { title: failed, description: "Please try again." } }, { status: 500 });
  }
  return redirectWithToast("/admin/jobs", { type: "success", title: id ? "Job updated successfully" : "Job created successfully" });
}

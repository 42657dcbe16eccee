import { formValues } from "~/lib/forms";
import { saveFormThenRedirect, type FormResult } from "~/lib/admin-actions.server";
import { createJob, JobError, updateJob, type Actor } from "./jobs.server";

export type JobFormResult = FormResult;

/**
 * Save the job form: on success, back to the list with the catalogue's toast; on bad input,
 * 400 with the field messages and what was typed.
 */
export async function saveJobForm({ actor, id, formData }: { actor: Actor; id?: string; formData: FormData }) {
  const values = formValues(formData);
  return saveFormThenRedirect({
    values,
    save: () => (id ? updateJob({ actor, id, input: values }) : createJob({ actor, input: values })),
    errorClass: JobError,
    failedTitle: id ? "Failed to update job" : "Failed to create job",
    logMessage: "job save failed",
    successUrl: "/admin/jobs",
    successTitle: id ? "Job updated successfully" : "Job created successfully",
  });
}

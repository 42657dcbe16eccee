import { saveFormThenRedirect } from "~/lib/admin-actions.server";
import { parseForm } from "~/lib/forms";
import { jobSchema } from "./jobs.schema";
import { createJob, updateJob, type Actor } from "./jobs.server";

/**
 * Save the job form: on success, back to the list with the catalogue's toast; on bad input,
 * 400 with Conform's reply (the field messages and what was typed).
 */
export async function saveJobForm({ actor, id, formData }: { actor: Actor; id?: string; formData: FormData }) {
  return saveFormThenRedirect({
    submission: parseForm(formData, jobSchema),
    save: (input) => (id ? updateJob({ actor, id, input }) : createJob({ actor, input })),
    failedTitle: id ? "Failed to update job" : "Failed to create job",
    logMessage: "job save failed",
    successUrl: "/admin/jobs",
    successTitle: id ? "Job updated successfully" : "Job created successfully",
  });
}

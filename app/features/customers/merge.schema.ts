import { z } from "zod";

/** The details of a customer record a merge chooses between, in the order the merge page shows them. */
export const MERGE_FIELDS = ["name", "phone", "email", "postcode", "address", "isCommercial", "notes"] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  name: "Name",
  phone: "Phone",
  email: "Email",
  postcode: "Postcode",
  address: "Address",
  isCommercial: "Commercial customer",
  notes: "Notes",
};

/** For one detail: "keep" takes the kept record's value, "merge" the merged record's. */
const choice = (field: MergeField) =>
  z.enum(["keep", "merge"], { error: `Choose which record's ${MERGE_FIELD_LABELS[field].toLowerCase()} to keep` });

/** Which record's value each detail of the kept record takes. */
export const mergeChoicesSchema = z.object({
  name: choice("name"),
  phone: choice("phone"),
  email: choice("email"),
  postcode: choice("postcode"),
  address: choice("address"),
  isCommercial: choice("isCommercial"),
  notes: choice("notes"),
});

export type MergeChoices = z.output<typeof mergeChoicesSchema>;

/** The merge page's form: the record to merge into the one whose page it is, and the choices. */
export const mergeFormSchema = mergeChoicesSchema.extend({
  intent: z.literal("merge"),
  mergeId: z.uuid("Choose the customer to merge"),
});

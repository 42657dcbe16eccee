import { customerOption } from "~/features/customers/customers.server";
import { siteChoices } from "~/features/customers/sites.server";
import { getJob } from "~/features/jobs/jobs.server";
import { priceBookOptions } from "~/features/price-book/price-book.server";
import type { StaffActor } from "~/lib/actor";
import { linesToForm, vatRateToForm } from "./line-form-values";

/**
 * What every new-document page starts from: the job it is opened from (`?jobId=`), its customer or
 * the one named (`?customerId=`), and the price book's lines to pick from.
 */
export async function newDocumentContext({ actor, url }: { actor: StaffActor; url: URL }) {
  const job = await getJob({ actor, id: url.searchParams.get("jobId") ?? "" });
  const customer = await customerOption({ actor, id: job?.customerId ?? url.searchParams.get("customerId") ?? "" });
  const [sites, priceBook] = await Promise.all([customer ? siteChoices({ actor, customerId: customer.id }) : [], priceBookOptions({ actor })]);
  return { job, customer, sites, priceBook };
}

/** What every edit page needs besides the document: its customer and the price book. */
export async function editDocumentContext({ actor, customerId }: { actor: StaffActor; customerId: string }) {
  const [customer, sites, priceBook] = await Promise.all([customerOption({ actor, id: customerId }), siteChoices({ actor, customerId }), priceBookOptions({ actor })]);
  return { customer, sites, priceBook };
}

type FormContext = Awaited<ReturnType<typeof newDocumentContext>>;

/** The new-document page's form: the context above and the kind's starting values made from it. */
export async function newDocumentForm<V>({ actor, url }: { actor: StaffActor; url: URL }, valuesOf: (context: FormContext) => V) {
  const context = await newDocumentContext({ actor, url });
  return { values: valuesOf(context), customer: context.customer, sites: context.sites, priceBook: context.priceBook };
}

type StoredDraft = {
  customerId: string;
  siteId: string;
  jobId: string | null;
  items: Parameters<typeof linesToForm>[0];
  vatRateBp: number;
  notes: string | null;
};

/** The fields every kind's form has, as the form shows a stored draft's. */
export function commonFormValues(document: StoredDraft) {
  return { customerId: document.customerId, siteId: document.siteId, jobId: document.jobId ?? "", lines: linesToForm(document.items), vatRate: vatRateToForm(document.vatRateBp), notes: document.notes ?? "" };
}

/** A draft's edit form: the document, its values as the form shows them, its customer and the price book; null when there is none. */
export async function editDocumentForm<D extends StoredDraft, V>(
  { actor, id }: { actor: StaffActor; id: string },
  get: (args: { actor: StaffActor; id: string }) => Promise<D | null>,
  valuesOf: (document: D) => V,
) {
  const document = await get({ actor, id });
  if (!document) return null;
  const { customer, sites, priceBook } = await editDocumentContext({ actor, customerId: document.customerId });
  return { document, values: valuesOf(document), customer, sites, priceBook };
}

import { customerOption } from "~/features/customers/customers.server";
import { getJob } from "~/features/jobs/jobs.server";
import { priceBookOptions } from "~/features/price-book/price-book.server";
import type { StaffActor } from "~/lib/actor";

/**
 * What every new-document page starts from: the job it is opened from (`?jobId=`), its customer or
 * the one named (`?customerId=`), and the price book's lines to pick from.
 */
export async function newDocumentContext({ actor, url }: { actor: StaffActor; url: URL }) {
  const job = await getJob({ actor, id: url.searchParams.get("jobId") ?? "" });
  const customer = await customerOption({ actor, id: job?.customerId ?? url.searchParams.get("customerId") ?? "" });
  return { job, customer, priceBook: await priceBookOptions({ actor }) };
}

/** What every edit page needs besides the document: its customer and the price book. */
export async function editDocumentContext({ actor, customerId }: { actor: StaffActor; customerId: string }) {
  const [customer, priceBook] = await Promise.all([customerOption({ actor, id: customerId }), priceBookOptions({ actor })]);
  return { customer, priceBook };
}

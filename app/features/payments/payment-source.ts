import type { PaymentMethod, PaymentSource } from "~/db/enums";

/** How a payment came in, in words, for the office's list of an invoice's payments (null: recorded by hand as usual). */
export function paymentSourceWords(payment: { source: PaymentSource; method: PaymentMethod }): string | null {
  if (payment.source === "online" && payment.method === "card") return "Paid online by card";
  if (payment.source === "online") return "Paid online";
  return null;
}

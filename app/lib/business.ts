import { useRouteLoaderData } from "react-router";

/** The business identity as seen by the browser (sent by the root loader). */
export type Business = {
  name: string;
  phone: string;
  /** The phone number in E.164-like form for tel: links. */
  phoneHref: string;
  email: string;
  address: string;
  hours: string;
  baseUrl: string;
  /** VAT registration number ("GB 123 4567 89"), printed on quotes and invoices; null when not registered. */
  vatNumber?: string | null;
  /** Company registration number and registered office (a limited company), printed on invoices. */
  companyNumber?: string | null;
  registeredAddress?: string | null;
};

/** The firm's bank account for payment by bank transfer. */
export type PaymentDetails = {
  bankName: string;
  accountName: string;
  /** "12-34-56" */
  sortCode: string;
  /** Eight digits. */
  accountNumber: string;
};

/** How to pay one invoice: the bank account and the reference to quote (the invoice number). */
export type PaymentInstructions = PaymentDetails & { reference: string };

export function telHref(phone: string) {
  const digits = phone.replace(/[^\d+]/g, "");
  const intl = digits.startsWith("0") ? `+44${digits.slice(1)}` : digits;
  return `tel:${intl}`;
}

/** Replace the `{phone}` and `{business}` tokens of the marketing copy. */
export function fillTokens(text: string, business: Pick<Business, "name" | "phone">) {
  return text.replaceAll("{phone}", business.phone).replaceAll("{business}", business.name);
}

/** Shown when the root loader's data is missing (an error page rendered before it ran). */
const FALLBACK_BUSINESS: Business = {
  name: "Drainage Services",
  phone: "01632 960 000",
  phoneHref: "tel:+441632960000",
  email: "office@example.com",
  address: "",
  hours: "",
  baseUrl: "",
};

/** The business identity the root loader sends with every page. */
export function useBusiness(): Business {
  const root = useRouteLoaderData<{ business: Business }>("root");
  return root?.business ?? FALLBACK_BUSINESS;
}

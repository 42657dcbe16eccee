import fs from "node:fs";
import { getEnv } from "./env.server";
import { telHref, type Business, type PaymentDetails, type PaymentInstructions } from "./business";

export function getBusiness(): Business {
  const env = getEnv();
  return {
    name: env.BUSINESS_NAME,
    phone: env.BUSINESS_PHONE,
    phoneHref: telHref(env.BUSINESS_PHONE),
    email: env.BUSINESS_EMAIL,
    address: env.BUSINESS_ADDRESS,
    hours: env.BUSINESS_HOURS,
    baseUrl: env.BASE_URL,
    vatNumber: env.BUSINESS_VAT_NUMBER,
    companyNumber: env.BUSINESS_COMPANY_NUMBER,
    registeredAddress: env.BUSINESS_REGISTERED_ADDRESS,
  };
}

let logo: { path: string; image: Buffer } | undefined;

/** The logo drawn on documents (BUSINESS_LOGO, a PNG or JPEG checked at start), read once; null without one. */
export function getBusinessLogo(): Buffer | null {
  const path = getEnv().BUSINESS_LOGO;
  if (!path) return null;
  if (logo?.path !== path) logo = { path, image: fs.readFileSync(path) };
  return logo.image;
}

/** The bank account invoices ask customers to pay into (BANK_* settings). */
export function getPaymentDetails(): PaymentDetails {
  const env = getEnv();
  return {
    bankName: env.BANK_NAME,
    accountName: env.BANK_ACCOUNT_NAME,
    sortCode: env.BANK_SORT_CODE,
    accountNumber: env.BANK_ACCOUNT_NUMBER,
  };
}

/** Payment instructions for one invoice: the bank account, with the invoice number as reference. */
export function paymentInstructions(invoiceNumber: string): PaymentInstructions {
  return { ...getPaymentDetails(), reference: invoiceNumber };
}

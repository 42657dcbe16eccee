import { render, toPlainText } from "@react-email/render";
import { createElement, type ComponentProps, type ComponentType } from "react";
import type { Business } from "~/lib/business";
import { getBusiness } from "~/lib/business.server";

/**
 * Every e-mail template, by name. Loaded on first use (the component library takes a while to
 * load, and most requests send no mail); the server loads them at start (`preloadEmailTemplates`).
 */
const templates = {
  enquiryNotification: () => import("./enquiry-notification").then((m) => m.EnquiryNotificationEmail),
  chatBookingNotification: () => import("./chat-booking-notification").then((m) => m.ChatBookingNotificationEmail),
  portalVisitRequest: () => import("./portal-visit-request").then((m) => m.PortalVisitRequestEmail),
  verifyEmail: () => import("./verify-email").then((m) => m.VerifyEmailEmail),
  verifyNewEmail: () => import("./verify-new-email").then((m) => m.VerifyNewEmailEmail),
  signUpAttempt: () => import("./sign-up-attempt").then((m) => m.SignUpAttemptEmail),
  resetPassword: () => import("./reset-password").then((m) => m.ResetPasswordEmail),
  quoteSent: () => import("./quote-sent").then((m) => m.QuoteSentEmail),
  invoiceSent: () => import("./invoice-sent").then((m) => m.InvoiceSentEmail),
  quoteAnswered: () => import("./quote-answered").then((m) => m.QuoteAnsweredEmail),
  paymentReceipt: () => import("./payment-receipt").then((m) => m.PaymentReceiptEmail),
  creditNoteIssued: () => import("./credit-note-issued").then((m) => m.CreditNoteIssuedEmail),
  visitReport: () => import("./visit-report").then((m) => m.VisitReportEmail),
  staffInvite: () => import("./staff-invite").then((m) => m.StaffInviteEmail),
  reminder: () => import("./reminder").then((m) => m.ReminderEmail),
};

export type EmailTemplate = keyof typeof templates;
type Component<T extends EmailTemplate> = Awaited<ReturnType<(typeof templates)[T]>>;
/** A template's props, without the business identity (which `renderEmail` supplies). */
export type EmailProps<T extends EmailTemplate> = Omit<ComponentProps<Component<T>>, "business">;

export type RenderedEmail = { html: string; text: string };

/**
 * An e-mail rendered to HTML and to its plain-text version, with the business identity supplied:
 * `await renderEmail("quoteSent", { customerName, quoteId, … })`.
 */
export async function renderEmail<T extends EmailTemplate>(
  template: T,
  props: EmailProps<T>,
  business: Business = getBusiness(),
): Promise<RenderedEmail> {
  const component = (await templates[template]()) as unknown as ComponentType<EmailProps<T> & { business: Business }>;
  const html = await render(createElement(component, { ...props, business }));
  const text = toPlainText(html, {
    // Headings keep their case; links read "label https://…".
    selectors: ["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })),
  });
  return { html, text: text.trim() };
}

/** Load every template now, so that the first e-mail is not slowed down by it. */
export async function preloadEmailTemplates() {
  await Promise.all(Object.values(templates).map((load) => load()));
}

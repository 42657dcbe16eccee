import { z } from "zod";
import { CONTACT_ROLES } from "~/db/enums";
import { addressWithPostcode, siteLine } from "~/lib/addresses";
import { nameField } from "~/lib/person-name";
import { normaliseUkPhone, normaliseUkPostcode } from "~/lib/uk-contact";
import { formBoolean, optionalText } from "./customers.schema";

/** An optional record id from a form: empty means none; anything else must be an id. */
export const optionalId = (message: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || z.guid().safeParse(v).success, message);

/** What the site field posts to add a new site with the record (its address in `newSiteAddress`). */
export const NEW_SITE = "new";

/**
 * A record's site on a form: one of its customer's sites, or `new` (a site added with the record);
 * empty = the job's site or the customer's first.
 */
export const siteIdSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || v === NEW_SITE || z.guid().safeParse(v).success, "Choose one of this customer's sites");

const postcodeField = optionalText("Postcode", 10).transform((value, ctx) => {
  if (value === null) return null;
  const postcode = normaliseUkPostcode(value);
  if (postcode) return postcode;
  ctx.addIssue({ code: "custom", message: "Enter a valid UK postcode" });
  return z.NEVER;
});

const coordinate = (label: string, limit: number) =>
  z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === "") return null;
      const n = typeof value === "number" ? value : /^-?\d{1,3}(\.\d{1,8})?$/.test(value) ? Number(value) : Number.NaN;
      if (Number.isFinite(n) && Math.abs(n) <= limit) return n.toFixed(6);
      ctx.addIssue({ code: "custom", message: `${label} must be a number between -${limit} and ${limit}` });
      return z.NEVER;
    });

/** what3words: three words joined by dots, with or without the leading "///". */
const what3words = optionalText("what3words", 100).transform((value, ctx) => {
  if (value === null) return null;
  const words = value.replace(/^\/{3}/, "").toLowerCase();
  if (/^\p{L}+\.\p{L}+\.\p{L}+$/u.test(words)) return words;
  ctx.addIssue({ code: "custom", message: "Enter three words joined by dots, like filled.count.soap" });
  return z.NEVER;
});

/** A new site typed into a job, quote or invoice form ("New site…" chosen as its site). */
export const newSiteFields = {
  newSiteAddress: optionalText("Site address", 500),
  newSitePostcode: postcodeField,
};

/** The new site's address is needed when "New site…" is chosen. */
export function checkNewSite(values: { siteId: string | null; newSiteAddress: string | null }, ctx: z.RefinementCtx) {
  if (values.siteId === NEW_SITE && !values.newSiteAddress) ctx.addIssue({ code: "custom", path: ["newSiteAddress"], message: "Give the new site's address" });
}

/** The site form (a customer's place of work); also what every caller must pass. */
export const siteSchema = z
  .object({
    label: optionalText("Name", 100),
    address: z.string().trim().min(1, "Address is required").max(500, "Address must be at most 500 characters"),
    postcode: postcodeField,
    what3words,
    latitude: coordinate("Latitude", 90),
    longitude: coordinate("Longitude", 180),
    accessNotes: optionalText("Access notes", 2000),
    contactId: optionalId("Choose one of this customer's contacts"),
  })
  .superRefine((site, ctx) => {
    if ((site.latitude === null) !== (site.longitude === null)) {
      ctx.addIssue({ code: "custom", path: [site.latitude === null ? "latitude" : "longitude"], message: "Give both latitude and longitude, or neither" });
    }
  });

export type SiteInput = z.input<typeof siteSchema>;
export type SiteValues = z.output<typeof siteSchema>;

/** The contact form (a person of a customer); also what every caller must pass. */
export const contactSchema = z
  .object({
    name: nameField({ required: "Name is required", max: 200, tooLong: "Name must be at most 200 characters" }),
    role: z.enum(CONTACT_ROLES, "Choose a role").default("other"),
    phone: optionalText("Phone", 40).transform((value, ctx) => {
      if (value === null) return null;
      const phone = normaliseUkPhone(value);
      if (phone) return phone;
      ctx.addIssue({ code: "custom", message: "Enter a valid UK phone number" });
      return z.NEVER;
    }),
    email: optionalText("Email", 254).refine((v) => v === null || z.email().safeParse(v).success, "Enter a valid email address"),
    receivesDocuments: formBoolean,
    receivesVisitNotices: formBoolean,
  })
  .superRefine((contact, ctx) => {
    if (!contact.phone && !contact.email) ctx.addIssue({ code: "custom", path: ["phone"], message: "Give a phone number or an email address" });
    if (contact.receivesDocuments && !contact.email) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "Quotes and invoices are e-mailed: give an email address" });
    }
  });

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

export { siteLine };

/** The address of a site, with its postcode when the address does not already hold it. */
export const siteAddress = addressWithPostcode;

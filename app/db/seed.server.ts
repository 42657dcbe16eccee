/**
 * Demo data for an empty database: customers, jobs, quotes, invoices and blog posts that look like a
 * few weeks in the life of a drainage firm in Newbury, Reading and West Berkshire, and the price
 * book's standard items (added whenever the price book is empty, see seedPriceBook).
 *
 * Everything is placed relative to `now` (default: the current time) on the Europe/London business
 * day, so the dashboard always has jobs today, a few coming up and a few finished. Phone numbers are
 * from Ofcom's drama ranges (01632 960xxx, 07700 900xxx) and e-mail addresses use the reserved
 * example.com / .org / .net domains, so no real person can be contacted by mistake.
 *
 * Money is integer pence: line total = quantity x unit price rounded half-up, VAT 20% of the
 * subtotal rounded half-up. Quote and invoice numbers come from the column defaults (sequences) and
 * are assigned in creation order.
 */
import { randomUUID } from "node:crypto";
import { faqPriceList, type PriceListItem } from "~/content/faqs";
import { nextDocumentNumber } from "~/features/documents/document-number.server";
import { DEFAULT_QUOTE_TERMS } from "~/features/quotes/quotes.schema";
import { fillEmptyPriceBook } from "~/features/price-book/price-book.server";
import type { PriceBookItemValues } from "~/features/price-book/price-book.schema";
import { dayKey, londonInstant, shiftDay, todayKey, workingDay } from "~/lib/business-day";
import { documentTotals as moneyTotals, parseQuantity } from "~/lib/money";
import type { Database } from "./client.server";
import { seedDispatchDemo } from "./seed-visits.server";
import { seedDemoEngineers, seedDemoVisits } from "./seed-field.server";
import { seedEngineerJobSheets } from "./seed-engineer.server";
import { seedDemoMedia } from "./seed-media.server";
import { seedDemoReminders } from "./seed-reminders.server";
import { seedDemoSurveys } from "./seed-surveys.server";
import { seedDemoContracts } from "./seed-contracts.server";
import { seedDepositAndCreditNote } from "~/features/credit-notes/demo-money.server";
import { blogPosts, customerContacts, customers, customerSites, enquiries, invoiceItems, invoices, jobs, payments, quoteItems, quotes } from "./schema";

export type SeedSummary = {
  customers: number;
  jobs: number;
  quotes: number;
  invoices: number;
  blogPosts: number;
  /** Standard items added to the price book (0 when it already had items). */
  priceBookItems: number;
};

type ServiceType = (typeof jobs.$inferInsert)["serviceType"];
type JobStatus = NonNullable<(typeof jobs.$inferInsert)["status"]>;
type JobPriority = NonNullable<(typeof jobs.$inferInsert)["priority"]>;
type QuoteStatus = NonNullable<(typeof quotes.$inferInsert)["status"]>;
type InvoiceStatus = NonNullable<(typeof invoices.$inferInsert)["status"]>;

const VAT_RATE_BP = 2000;

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

/** When something happened: `daysAgo` London days before today, at a London wall-clock time. */
type Moment = { daysAgo: number; at: string };

type SeedCustomer = {
  key: string;
  name: string;
  phone: string;
  email: string | null;
  address: string;
  postcode: string;
  isCommercial: boolean;
  notes: string | null;
  created: Moment;
};

/** The people of a customer besides the account holder: who pays, who lives there, who runs the yard. */
type SeedContact = {
  customer: string;
  name: string;
  role: "owner" | "tenant" | "agent" | "accounts" | "site_manager" | "other";
  phone: string | null;
  email: string | null;
  documents: boolean;
  visitNotices: boolean;
  /** The site (by its address as a job names it) whose contact this person is. */
  siteOf?: string;
};

const CONTACTS: SeedContact[] = [
  { customer: "kennetside", name: "Kennetside Accounts", role: "accounts", phone: null, email: "accounts@example.org", documents: true, visitNotices: false },
  { customer: "kennetside", name: "Priya Shah", role: "tenant", phone: "07700 900611", email: null, documents: false, visitNotices: true, siteOf: "Flat 2, 118 Oxford Road, Reading RG30 1EA" },
  // Daniel Okoro's e-mail address is the demo's contact login (its own portal account, ADR 0081).
  { customer: "kennetside", name: "Daniel Okoro", role: "tenant", phone: "07700 900622", email: "d.okoro@example.com", documents: false, visitNotices: true, siteOf: "Flat 1, 27 Eldon Road, Reading RG1 4DN" },
  { customer: "plough", name: "Gareth Pryce", role: "owner", phone: "07700 900633", email: null, documents: false, visitNotices: true },
  { customer: "stables", name: "Claire Dunmore", role: "site_manager", phone: "07700 900644", email: "yard.office@example.net", documents: false, visitNotices: true },
  { customer: "whitfield", name: "Sally Whitfield", role: "owner", phone: "07700 900655", email: null, documents: false, visitNotices: false, siteOf: "Riverside Cottage, Mill Lane, Pangbourne, Reading RG8 7AS" },
];

const POSTCODE_AT_END = /\s*([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})$/i;

/** A job's address as a site: the address without its postcode, and the postcode. */
function siteFromLocation(location: string) {
  const match = POSTCODE_AT_END.exec(location);
  return match ? { address: location.slice(0, match.index).replace(/,\s*$/, ""), postcode: match[1].toUpperCase() } : { address: location, postcode: null };
}

const CUSTOMERS: SeedCustomer[] = [
  {
    key: "ellison",
    name: "Margaret Ellison",
    phone: "01632 960112",
    email: "margaret.ellison@example.com",
    address: "14 Craven Road, Newbury",
    postcode: "RG14 5NG",
    isCommercial: false,
    notes: "Prefers a phone call the day before a visit. Side gate is bolted; ring the bell and she will open it.",
    created: { daysAgo: 58, at: "10:15" },
  },
  {
    key: "plough",
    name: "The Plough Inn",
    phone: "01632 960245",
    email: "theploughinn@example.com",
    address: "Broadway, Thatcham",
    postcode: "RG19 3HU",
    isCommercial: true,
    notes:
      "Landlord: Gareth Pryce. Brewery deliveries Tuesday and Friday 10:00–11:00, keep the cellar hatch clear. Kitchen work before 11:30 opening.",
    created: { daysAgo: 55, at: "14:40" },
  },
  {
    key: "kennetside",
    name: "Kennetside Lettings Ltd",
    phone: "01632 960378",
    email: "maintenance@example.org",
    address: "42 Castle Street, Reading",
    postcode: "RG1 7SN",
    isCommercial: true,
    notes:
      "Letting agent managing about 30 properties in RG1, RG2 and RG30. Tenant access is arranged by the office; invoices to the maintenance inbox, 30-day terms requested.",
    created: { daysAgo: 52, at: "09:05" },
  },
  {
    key: "stables",
    name: "Lambourn Valley Stables",
    phone: "07700 900214",
    email: "yard.office@example.net",
    address: "Folly Road, Lambourn, Hungerford",
    postcode: "RG17 8QE",
    isCommercial: true,
    notes: "Yard manager: Claire Dunmore. Drive slowly in the yard; horses are led across the main drive 07:00–08:00.",
    created: { daysAgo: 48, at: "11:30" },
  },
  {
    key: "carehome",
    name: "Donnington Grange Care Home",
    phone: "01632 960431",
    email: "estates@example.org",
    address: "Oxford Road, Donnington, Newbury",
    postcode: "RG14 2JD",
    isCommercial: true,
    notes:
      "Sign in at reception. No noisy work during residents' lunch (12:00–13:30). Quarterly maintenance contract since last year.",
    created: { daysAgo: 45, at: "15:20" },
  },
  {
    key: "school",
    name: "Tilehurst Meadow Primary School",
    phone: "01632 960506",
    email: "office.tilehurstmeadow@example.org",
    address: "School Road, Tilehurst, Reading",
    postcode: "RG31 5AR",
    isCommercial: true,
    notes: "Business manager: Mrs J. Patel. DBS-checked engineers only; non-urgent work after 15:30 or in the holidays.",
    created: { daysAgo: 40, at: "08:50" },
  },
  {
    key: "sharma",
    name: "David and Priya Sharma",
    phone: "07700 900387",
    email: "priya.sharma@example.com",
    address: "7 Beech Lane, Earley, Reading",
    postcode: "RG6 5PT",
    isCommercial: false,
    notes: null,
    created: { daysAgo: 36, at: "19:10" },
  },
  {
    key: "whitfield",
    name: "Tom Whitfield",
    phone: "07700 900452",
    email: "tom.whitfield@example.net",
    address: "Orchard House, High Street, Chieveley, Newbury",
    postcode: "RG20 8TE",
    isCommercial: false,
    notes: null,
    created: { daysAgo: 30, at: "12:25" },
  },
  {
    key: "hartley",
    name: "Susan Hartley",
    phone: "01632 960677",
    email: null,
    address: "22 Bath Road, Thatcham",
    postcode: "RG18 3AG",
    isCommercial: false,
    notes: "No e-mail; send quotes and invoices by post.",
    created: { daysAgo: 26, at: "10:40" },
  },
  {
    key: "dental",
    name: "Church Street Dental Practice",
    phone: "01632 960789",
    email: "reception.churchstreetdental@example.com",
    address: "58 Church Street, Caversham, Reading",
    postcode: "RG4 8AU",
    isCommercial: true,
    notes: "Park in the rear car park (bays 5 and 6). Surgery open 08:30–17:30.",
    created: { daysAgo: 22, at: "13:05" },
  },
  {
    key: "okafor",
    name: "Helen Okafor",
    phone: "07700 900563",
    email: "helen.okafor@example.com",
    address: "15 Headley Road, Woodley, Reading",
    postcode: "RG5 4JB",
    isCommercial: false,
    notes: null,
    created: { daysAgo: 15, at: "17:45" },
  },
  {
    key: "mcallister",
    name: "Andrew and Fiona McAllister",
    phone: "07700 900618",
    email: "fiona.mcallister@example.net",
    address: "Old Forge Cottage, Heath End Road, Baughurst, Tadley",
    postcode: "RG26 5LU",
    isCommercial: false,
    notes: "Dog in the garden; call from the lane and Andrew will bring her in.",
    created: { daysAgo: 12, at: "09:35" },
  },  {
    key: "okafor",
    name: "Grace Okafor",
    phone: "01632 960842",
    email: null,
    address: "7 Wharf Street, Newbury",
    postcode: "RG14 5AN",
    isCommercial: false,
    notes: "No e-mail address: quotes are handed over at the visit, answers come by phone.",
    created: { daysAgo: 4, at: "10:05" },
  },
];

type SeedJob = {
  key: string;
  customer: string;
  title: string;
  description: string;
  serviceType: ServiceType;
  status: JobStatus;
  priority: JobPriority;
  /** London days from today and wall-clock start, or null when not booked yet. */
  scheduled: { inDays: number; at: string } | null;
  /** Hours in steps of 0.5, or null when unknown. */
  estimatedHours: number | null;
  /** Where the work is, when it is not the customer's own address. */
  location?: string;
  created: Moment;
};

const JOBS: SeedJob[] = [
  // Finished work
  {
    key: "ellison-kitchen",
    customer: "ellison",
    title: "Blocked kitchen drain",
    description:
      "Kitchen sink and outside gully backing up. Jetted the gully and the run to the first inspection chamber; heavy fat build-up cleared. Advised on disposing of cooking fat.",
    serviceType: "drain_unblocking",
    status: "completed",
    priority: "high",
    scheduled: { inDays: -18, at: "10:00" },
    estimatedHours: 1.5,
    created: { daysAgo: 19, at: "16:20" },
  },
  {
    key: "carehome-q-visit",
    customer: "carehome",
    title: "Quarterly drainage maintenance visit",
    description:
      "Lift and inspect all 9 chambers, jet the kitchen run and the laundry outlet, check the grease separator. One cracked chamber cover by the laundry replaced.",
    serviceType: "drainage_maintenance",
    status: "completed",
    priority: "medium",
    scheduled: { inDays: -12, at: "09:30" },
    estimatedHours: 3,
    created: { daysAgo: 30, at: "11:00" },
  },
  {
    key: "kennetside-survey",
    customer: "kennetside",
    title: "CCTV survey before new tenancy",
    description:
      "Full CCTV survey of the foul drainage at the end of a tenancy. Minor root ingress at one joint, otherwise good. Report and footage sent to the agent.",
    serviceType: "cctv_survey",
    status: "completed",
    priority: "low",
    scheduled: { inDays: -22, at: "11:00" },
    estimatedHours: 2,
    location: "Flat 2, 118 Oxford Road, Reading RG30 1EA",
    created: { daysAgo: 30, at: "09:40" },
  },
  {
    key: "plough-emergency",
    customer: "plough",
    title: "Emergency: customer toilets backing up",
    description:
      "Gents' WCs overflowing during a busy afternoon. Blockage of wipes and paper in the main stack cleared by rodding and jetting from the rear chamber. Recommended bins and signage in the toilets.",
    serviceType: "emergency_callout",
    status: "completed",
    priority: "emergency",
    scheduled: { inDays: -5, at: "15:30" },
    estimatedHours: 2,
    created: { daysAgo: 5, at: "14:10" },
  },
  {
    key: "sharma-repair",
    customer: "sharma",
    title: "Collapsed pipe repair in rear garden",
    description:
      "CCTV showed a 1.5 m collapsed section of 100 mm clay pipe under the lawn. Excavated, replaced with PVC, reinstated turf, post-repair survey clear.",
    serviceType: "drain_repairs",
    status: "completed",
    priority: "high",
    scheduled: { inDays: -3, at: "08:30" },
    estimatedHours: 6,
    created: { daysAgo: 14, at: "18:05" },
  },
  {
    key: "okafor-bath",
    customer: "okafor",
    title: "Slow-draining bath and shower",
    description: "Hair and soap build-up in the bathroom waste. Cleared with a power auger and treated with an enzyme cleaner.",
    serviceType: "drain_unblocking",
    status: "completed",
    priority: "low",
    scheduled: { inDays: -2, at: "13:00" },
    estimatedHours: 1,
    created: { daysAgo: 4, at: "20:15" },
  },
  // Today
  {
    key: "school-toilets",
    customer: "school",
    title: "Blocked toilets in the infant block",
    description:
      "Three WCs in the infant block not flushing away; caretaker reports water rising in the playground chamber. Engineer on site before the children arrive.",
    serviceType: "drain_unblocking",
    status: "in_progress",
    priority: "high",
    scheduled: { inDays: 0, at: "08:00" },
    estimatedHours: 2,
    created: { daysAgo: 1, at: "15:50" },
  },
  {
    key: "stables-yard",
    customer: "stables",
    title: "Yard drain jetting and silt trap clean-out",
    description:
      "Main yard channel drains slow after washing down. Jet the channel and the run to the soakaway, empty both silt traps of straw and bedding.",
    serviceType: "drain_cleaning",
    status: "scheduled",
    priority: "medium",
    scheduled: { inDays: 0, at: "13:30" },
    estimatedHours: 3,
    created: { daysAgo: 9, at: "10:25" },
  },
  {
    key: "kennetside-flooding",
    customer: "kennetside",
    title: "Emergency: sewage backing up into ground-floor flat",
    description:
      "Tenant reports sewage coming up through the shower tray. Agent has authorised attendance; tenant at home all day. Suspected blockage in the shared run at the rear.",
    serviceType: "emergency_callout",
    status: "scheduled",
    priority: "emergency",
    scheduled: { inDays: 0, at: "15:30" },
    estimatedHours: 2,
    location: "Flat 1, 27 Eldon Road, Reading RG1 4DN",
    created: { daysAgo: 0, at: "07:40" },
  },
  // Coming up
  {
    key: "dental-survey",
    customer: "dental",
    title: "CCTV survey of rear drainage run",
    description:
      "Recurring smell in the staff toilet. Survey the run from the rear chamber to the boundary and check the connection to the public sewer.",
    serviceType: "cctv_survey",
    status: "scheduled",
    priority: "medium",
    scheduled: { inDays: 2, at: "09:00" },
    estimatedHours: 1.5,
    created: { daysAgo: 7, at: "12:10" },
  },
  {
    key: "kennetside-clean",
    customer: "kennetside",
    title: "Drain cleaning between tenancies",
    description: "High-pressure jet of the kitchen and bathroom runs before the new tenants move in. Key from the Castle Street office.",
    serviceType: "drain_cleaning",
    status: "scheduled",
    priority: "medium",
    scheduled: { inDays: 4, at: "14:00" },
    estimatedHours: 2,
    location: "31 Northumberland Avenue, Reading RG2 7PX",
    created: { daysAgo: 6, at: "09:15" },
  },
  {
    key: "mcallister-gully",
    customer: "mcallister",
    title: "Replace cracked gully and reconnect downpipe",
    description:
      "Quote accepted: replace the cracked clay gully by the back door with a PVC gully and reconnect the rainwater downpipe.",
    serviceType: "drain_repairs",
    status: "scheduled",
    priority: "medium",
    scheduled: { inDays: 6, at: "10:00" },
    estimatedHours: 4,
    created: { daysAgo: 8, at: "11:45" },
  },
  {
    key: "plough-maintenance",
    customer: "plough",
    title: "Kitchen drain maintenance",
    description:
      "Follow-up to the emergency call-out: jet the kitchen run and empty the grease trap before opening. Look at the gents' stack with the camera.",
    serviceType: "drainage_maintenance",
    status: "scheduled",
    priority: "medium",
    scheduled: { inDays: 9, at: "08:00" },
    estimatedHours: 2,
    created: { daysAgo: 5, at: "17:30" },
  },
  {
    key: "carehome-next-visit",
    customer: "carehome",
    title: "Quarterly drainage maintenance visit",
    description: "Next visit under the maintenance contract. Same scope as last quarter; check the replaced laundry chamber cover.",
    serviceType: "drainage_maintenance",
    status: "scheduled",
    priority: "low",
    scheduled: { inDays: 20, at: "09:30" },
    estimatedHours: 3,
    created: { daysAgo: 12, at: "14:00" },
  },
  // Quoted, waiting on the customer
  {
    key: "hartley-roots",
    customer: "hartley",
    title: "Tree roots in front drain run",
    description:
      "Recurring blockage between the house and the front chamber. Camera showed roots from the neighbour's sycamore at a clay joint. Quoted for root cutting and a patch liner.",
    serviceType: "drain_repairs",
    status: "quoted",
    priority: "medium",
    scheduled: null,
    estimatedHours: 4,
    created: { daysAgo: 7, at: "10:05" },
  },
  {
    key: "stables-field-drain",
    customer: "stables",
    title: "Relay collapsed field drain by the manège",
    description:
      "Standing water at the corner of the arena after rain. About 12 m of field drain to relay. Provisional date pencilled in, subject to the quote being accepted.",
    serviceType: "drain_repairs",
    status: "quoted",
    priority: "high",
    scheduled: { inDays: 24, at: "08:30" },
    estimatedHours: 7.5,
    created: { daysAgo: 4, at: "13:20" },
  },
  // Cancelled
  {
    key: "whitfield-survey",
    customer: "whitfield",
    title: "Pre-purchase CCTV drain survey",
    description: "Survey requested for a house purchase in Pangbourne. Cancelled: the customer's purchase fell through.",
    serviceType: "cctv_survey",
    status: "cancelled",
    priority: "medium",
    scheduled: { inDays: 5, at: "11:00" },
    estimatedHours: 1.5,
    location: "Riverside Cottage, Mill Lane, Pangbourne, Reading RG8 7AS",
    created: { daysAgo: 21, at: "12:40" },
  },
  // New enquiries
  {
    key: "okafor-smell",
    customer: "okafor",
    title: "Smell from outside drain in warm weather",
    description: "Customer mentioned at the last visit that the gully by the kitchen smells on warm days. Wants a price for a clean.",
    serviceType: "drain_cleaning",
    status: "enquiry",
    priority: "low",
    scheduled: null,
    estimatedHours: null,
    created: { daysAgo: 2, at: "09:50" },
  },
  {
    key: "dental-contract",
    customer: "dental",
    title: "Enquiry: planned maintenance contract",
    description: "Practice manager asked for a price for two planned visits a year after the upcoming survey.",
    serviceType: "drainage_maintenance",
    status: "enquiry",
    priority: "low",
    scheduled: null,
    estimatedHours: null,
    created: { daysAgo: 3, at: "16:35" },
  },
  {
    key: "ellison-gurgle",
    customer: "ellison",
    title: "Gurgling toilet, possible partial blockage",
    description: "Downstairs toilet gurgles when the washing machine empties. Call back to arrange a visit.",
    serviceType: "drain_unblocking",
    status: "enquiry",
    priority: "medium",
    scheduled: null,
    estimatedHours: 1,
    created: { daysAgo: 1, at: "11:05" },
  },
];

/** A demo line; at the standard rate unless it has a rate of its own (a fee passed on at cost: 0%). */
type SeedLine = { description: string; quantity: string; unitPricePence: number; vatRateBp?: number };

type SeedQuote = {
  customer: string;
  job: string | null;
  status: QuoteStatus;
  serviceType: ServiceType;
  description: string;
  notes: string | null;
  items: SeedLine[];
  created: Moment;
  sent?: Moment;
  responded?: Moment;
  /** How it went when not by e-mail (marked as sent); e-mailed otherwise. */
  sentVia?: "by_hand" | "post" | "phone";
  /** An answer given to the office (by phone...) and recorded there: how, and who gave it. */
  answer?: { method: "phone" | "paper" | "in_person" | "email"; name: string };
};

const QUOTES: SeedQuote[] = [
  {
    customer: "whitfield",
    job: null,
    status: "expired",
    serviceType: "drain_cleaning",
    description: "Descale and jet the kitchen and utility waste runs to the outside gully.",
    notes: "Not answered before the quote's date; offered again if the customer calls back.",
    items: [
      { description: "High-pressure jetting of kitchen and utility waste runs", quantity: "1", unitPricePence: 15000 },
      { description: "Electro-mechanical descaling (per metre)", quantity: "6", unitPricePence: 1800 },
    ],
    created: { daysAgo: 45, at: "09:10" },
    sent: { daysAgo: 45, at: "09:30" },
  },
  {
    customer: "whitfield",
    job: "whitfield-survey",
    status: "rejected",
    serviceType: "cctv_survey",
    description: "Pre-purchase CCTV survey of the foul and surface water drainage with a written report.",
    notes: "Customer declined: purchase fell through.",
    items: [
      { description: "Pre-purchase CCTV drain survey with written report and footage", quantity: "1", unitPricePence: 19500 },
      { description: "Trace and locate connection to the public sewer", quantity: "1", unitPricePence: 4500 },
    ],
    created: { daysAgo: 20, at: "10:30" },
    sent: { daysAgo: 20, at: "10:45" },
    responded: { daysAgo: 9, at: "18:20" },
  },
  {
    customer: "mcallister",
    job: "mcallister-gully",
    status: "accepted",
    serviceType: "drain_repairs",
    description: "Replace the cracked gully by the back door and reconnect the rainwater downpipe.",
    notes: "Price includes removal of spoil and making good the patio slabs around the gully.",
    items: [
      { description: "Replace cracked clay gully with new PVC trapped gully", quantity: "1", unitPricePence: 24500 },
      { description: "Reconnect rainwater downpipe with new shoe and adaptor", quantity: "1", unitPricePence: 6500 },
      { description: "Additional labour (hours)", quantity: "1.5", unitPricePence: 4750 },
    ],
    created: { daysAgo: 11, at: "15:10" },
    sent: { daysAgo: 11, at: "15:30" },
    responded: { daysAgo: 8, at: "11:30" },
  },
  {
    customer: "hartley",
    job: "hartley-roots",
    status: "sent",
    serviceType: "drain_repairs",
    description: "Remove root ingress from the front drain run and seal the joint with a patch liner.",
    notes: "No excavation needed. Sent by post as the customer has no e-mail.",
    items: [
      { description: "Mechanical root cutting and high-pressure jetting", quantity: "1", unitPricePence: 22000 },
      { description: "Patch liner (1 m) over the defective joint", quantity: "2", unitPricePence: 29500 },
      { description: "Post-repair CCTV survey with report", quantity: "1", unitPricePence: 12000 },
    ],
    created: { daysAgo: 6, at: "09:20" },
    sent: { daysAgo: 6, at: "09:40" },
    sentVia: "post",
  },
  {
    customer: "stables",
    job: "stables-field-drain",
    status: "sent",
    serviceType: "drain_repairs",
    description: "Excavate and relay the collapsed field drain at the corner of the manège.",
    notes: "Assumes dry access for a 1.5 t digger from the lower paddock gate.",
    items: [
      { description: "Excavate and relay 100 mm perforated field drain (per metre)", quantity: "12.5", unitPricePence: 6850 },
      { description: "Clean 20 mm stone backfill (tonnes)", quantity: "2.5", unitPricePence: 3399 },
      { description: "Mini digger hire with operator (days)", quantity: "1.5", unitPricePence: 18000 },
      { description: "Removal of spoil", quantity: "1", unitPricePence: 9500 },
    ],
    created: { daysAgo: 3, at: "14:45" },
    sent: { daysAgo: 3, at: "16:00" },
  },
  {
    customer: "dental",
    job: "dental-contract",
    status: "draft",
    serviceType: "drainage_maintenance",
    description: "Planned drainage maintenance: two visits a year.",
    notes: "Draft: confirm the number of chambers after the survey before sending.",
    items: [
      { description: "Planned maintenance visit: jet runs and inspect all chambers", quantity: "2", unitPricePence: 18500 },
      { description: "CCTV spot check of the main run", quantity: "1", unitPricePence: 9500 },
    ],
    created: { daysAgo: 2, at: "11:15" },
  },
  {
    customer: "okafor",
    job: null,
    status: "accepted",
    serviceType: "drain_unblocking",
    description: "Clear the blocked shared drain at the back of the terrace and jet the run to the manhole.",
    notes: "Handed over at the visit; Mrs Okafor rang to accept the next morning.",
    items: [
      { description: "Drain unblocking and high-pressure jetting of the shared run", quantity: "1", unitPricePence: 16500 },
      { description: "CCTV check of the run after clearing", quantity: "1", unitPricePence: 9500 },
    ],
    created: { daysAgo: 1, at: "08:10" },
    sent: { daysAgo: 1, at: "08:40" },
    sentVia: "by_hand",
    responded: { daysAgo: 0, at: "07:15" },
    answer: { method: "phone", name: "Grace Okafor" },
  }
];

type SeedInvoice = {
  customer: string;
  job: string | null;
  status: InvoiceStatus;
  /** London days before today. Due date is 14 days later. */
  issuedDaysAgo: number;
  /** A payment: the whole total, or `amountPence` of it (the invoice is then partly paid). */
  paid?: { daysAgo: number; method: "bank_transfer" | "card" | "cash"; amountPence?: number };
  notes: string | null;
  items: SeedLine[];
};

const INVOICES: SeedInvoice[] = [
  {
    customer: "kennetside",
    job: "kennetside-survey",
    status: "overdue",
    issuedDaysAgo: 21,
    notes: "Reminder e-mailed to the maintenance inbox. Quote property reference KL-118-OX on payment.",
    items: [
      { description: "CCTV drain survey with written report", quantity: "1", unitPricePence: 19500 },
      { description: "Root cutting at one joint", quantity: "1", unitPricePence: 8500 },
    ],
  },
  {
    customer: "ellison",
    job: "ellison-kitchen",
    status: "paid",
    issuedDaysAgo: 18,
    paid: { daysAgo: 18, method: "card" },
    notes: "Paid by card over the phone.",
    items: [
      { description: "Unblock kitchen drain and outside gully", quantity: "1", unitPricePence: 9500 },
      { description: "High-pressure jetting to the first inspection chamber", quantity: "1", unitPricePence: 6500 },
    ],
  },
  {
    customer: "plough",
    job: "plough-emergency",
    status: "cancelled",
    issuedDaysAgo: 5,
    notes: "Cancelled: raised to the pub rather than the owning company. To be reissued once the company details are confirmed.",
    items: [
      { description: "Emergency call-out (weekday, within 2 hours)", quantity: "1", unitPricePence: 15000 },
      { description: "Additional labour (hours)", quantity: "1.5", unitPricePence: 6500 },
      { description: "High-pressure jetting of the main stack", quantity: "1", unitPricePence: 8500 },
    ],
  },
  {
    customer: "sharma",
    job: "sharma-repair",
    status: "sent",
    issuedDaysAgo: 2,
    notes: "Thank you for your business. Payment by bank transfer within 14 days, please.",
    items: [
      { description: "Excavation and reinstatement of lawn", quantity: "1", unitPricePence: 45000 },
      { description: "Replace 100 mm clay pipe with PVC (per metre)", quantity: "1.5", unitPricePence: 8999 },
      { description: "Post-repair CCTV survey", quantity: "1", unitPricePence: 9500 },
      // A council fee paid on the customer's behalf: outside the scope of VAT, so the invoice mixes rates.
      { description: "Council street works permit fee (paid on your behalf, no VAT)", quantity: "1", unitPricePence: 9500, vatRateBp: 0 },
      { description: "Skip hire", quantity: "1", unitPricePence: 22000 },
    ],
  },
  {
    customer: "stables",
    job: null,
    status: "partly_paid",
    issuedDaysAgo: 6,
    paid: { daysAgo: 6, method: "cash", amountPence: 10000 },
    notes: "Autumn visit: yard gullies and the wash-down channel cleared before the winter. £100 paid in cash on the day.",
    items: [
      { description: "High-pressure jetting of the yard channel and gullies", quantity: "1", unitPricePence: 15000 },
      { description: "Empty silt traps (each)", quantity: "2", unitPricePence: 4500 },
    ],
  },
  {
    customer: "okafor",
    job: "okafor-bath",
    status: "draft",
    issuedDaysAgo: 1,
    notes: null,
    items: [
      { description: "Unblock bath and shower waste", quantity: "1", unitPricePence: 8500 },
      { description: "Enzyme drain cleaner (bottles)", quantity: "2", unitPricePence: 1250 },
    ],
  },
];

/** A price the FAQ page publishes (and the chat assistant quotes), in pence. */
function faqPrice(id: PriceListItem["id"]): number {
  const item = faqPriceList.find((p) => p.id === id);
  if (!item) throw new Error(`No FAQ price: ${id}`);
  return item.fromPence;
}

/**
 * The firm's standard items, in the order the price book lists them. Where the FAQ page publishes a
 * price, the item takes it from there, so the two cannot disagree on the day the price book starts;
 * after that the office keeps the price book up to date. Callout and labour go with any service.
 */
export const STANDARD_PRICE_BOOK: readonly PriceBookItemValues[] = [
  {
    name: "Standard callout (daytime)",
    description: "Callout and attendance during the working day (before 6pm)",
    unitPricePence: 9500,
    vatRateBp: VAT_RATE_BP,
    serviceType: null,
    active: true,
  },
  {
    name: "Drain unblocking – standard blockage",
    description: "Clear a standard blockage to a sink, toilet, gully or drain run; most are cleared within the hour",
    unitPricePence: faqPrice("standard-blockage"),
    vatRateBp: VAT_RATE_BP,
    serviceType: "drain_unblocking",
    active: true,
  },
  {
    name: "Drain unblocking – high-pressure jetting",
    description: "Clear a moderate blockage with high-pressure water jetting and flush the run through to the next chamber",
    unitPricePence: faqPrice("moderate-blockage-jetting"),
    vatRateBp: VAT_RATE_BP,
    serviceType: "drain_unblocking",
    active: true,
  },
  {
    name: "Emergency callout (after 6pm)",
    description: "Emergency attendance after 6pm, in the evening or overnight",
    unitPricePence: faqPrice("emergency-after-6pm"),
    vatRateBp: VAT_RATE_BP,
    serviceType: "emergency_callout",
    active: true,
  },
  {
    name: "CCTV drain survey with report",
    description: "CCTV camera survey of the drain run with a written condition report and recorded footage",
    unitPricePence: 19500,
    vatRateBp: VAT_RATE_BP,
    serviceType: "cctv_survey",
    active: true,
  },
  {
    name: "Patch liner repair (per patch)",
    description: "No-dig patch liner repair to a cracked or leaking section of pipe (per patch)",
    unitPricePence: 35000,
    vatRateBp: VAT_RATE_BP,
    serviceType: "drain_repairs",
    active: true,
  },
  {
    name: "Additional labour (per hour)",
    description: "Additional labour on site (per engineer, per hour)",
    unitPricePence: 6500,
    vatRateBp: VAT_RATE_BP,
    serviceType: null,
    active: true,
  },
];

type SeedPost = {
  slug: string;
  title: string;
  description: string;
  category: string;
  keywords: string;
  readTime: string;
  /** London days before today, or null for a draft. */
  publishedDaysAgo: number | null;
  created: Moment;
  content: string;
};

const BLOG_POSTS: SeedPost[] = [
  {
    slug: "septic-tank-care-west-berkshire",
    title: "Septic Tank Care for Rural Homes in West Berkshire",
    description:
      "How septic tanks work, the rules owners in England must follow, and simple habits that keep a rural drainage system healthy around Newbury and Lambourn.",
    category: "Rural Drainage",
    keywords: "septic tank, septic tank emptying, general binding rules, drainage field, West Berkshire, Lambourn, Newbury",
    readTime: "5 min read",
    publishedDaysAgo: 19,
    created: { daysAgo: 21, at: "10:00" },
    content: `<p>Not every home in West Berkshire is on mains drainage. Across the Lambourn Downs, the villages north of Newbury and many farms and barn conversions, wastewater goes to a septic tank or a small sewage treatment plant. Looked after, these systems last for decades. Neglected, they fail messily and expensively. This guide covers the basics every owner should know.</p>
<h2>How a septic tank works</h2>
<p>Wastewater from the house flows into the tank, where solids settle to the bottom as sludge and fats float to the top as a crust. The partly treated liquid in between flows out to a <strong>drainage field</strong>, a network of perforated pipes that lets it soak into the ground, where soil bacteria finish the job. A sewage treatment plant works in a similar way but uses a pump or blower to treat the water more thoroughly.</p>
<h2>The rules in England</h2>
<p>Septic tanks are covered by the Environment Agency's <strong>general binding rules</strong> for small sewage discharges. The key points for owners:</p>
<ul>
<li>A septic tank must not discharge straight into a ditch, stream or other surface water. Systems that did had to be upgraded or replaced by 1 January 2020, or sooner if they were causing pollution.</li>
<li>The tank must be emptied regularly by a registered waste carrier and kept in good working order.</li>
<li>When you sell the property, you must tell the buyer in writing about the system and its condition.</li>
</ul>
<p>If you are unsure where your system discharges, a <a href="/services/cctv-surveys">CCTV survey</a> of the outlet pipe can trace it.</p>
<h2>Everyday care</h2>
<ol>
<li><strong>Empty it on time.</strong> Most household tanks need emptying about once a year; a large tank serving fewer people may go longer. Keep a note of the date and the volume taken.</li>
<li><strong>Flush only toilet paper.</strong> Wipes (even “flushable” ones), sanitary products and cotton buds do not break down.</li>
<li><strong>Keep fats and oils out.</strong> They thicken the crust and can be carried into the drainage field, where they clog the soil.</li>
<li><strong>Go easy on strong chemicals.</strong> Normal household cleaning is fine, but large amounts of bleach or disinfectant kill the bacteria the tank relies on.</li>
<li><strong>Spread out heavy water use.</strong> Several loads of washing back to back can push solids out into the drainage field.</li>
<li><strong>Protect the drainage field.</strong> No parking, building or tree planting over it, and keep roof water away from it.</li>
</ol>
<h2>Warning signs</h2>
<ul>
<li>Slow drains or gurgling throughout the house</li>
<li>Sewage smells in the garden</li>
<li>Wet, boggy ground or unusually lush grass over the drainage field</li>
<li>Sewage backing up into the lowest toilet or gully</li>
</ul>
<p>Many of these symptoms come from a blockage in the pipe between the house and the tank rather than from the tank itself. We can <a href="/services/drain-unblocking">clear</a> and <a href="/services/drain-cleaning">jet</a> that pipework, and a camera inspection shows whether the outlet and drainage field pipes are silted up or damaged.</p>
<h2>Planned maintenance</h2>
<p>For stables, farms, holiday lets and care homes, where a failure is more than an inconvenience, a <a href="/services/drainage-maintenance">planned maintenance visit</a> once or twice a year keeps the pipework clear and catches problems early.</p>
<blockquote>Rural property near Lambourn, Hungerford or Newbury? <a href="/#contact">Contact us</a> for friendly advice on your system.</blockquote>`,
  },
  {
    slug: "tree-roots-in-drains-berkshire",
    title: "Tree Roots in Drains: Signs, Fixes and Prevention in Berkshire",
    description:
      "Why tree roots get into older drains around Newbury and Reading, the warning signs to look for, and how root ingress is found and fixed for good.",
    category: "Drain Problems",
    keywords: "tree roots in drains, root ingress, CCTV drain survey, drain relining, Newbury, Reading, Berkshire",
    readTime: "5 min read",
    publishedDaysAgo: 6,
    created: { daysAgo: 8, at: "14:30" },
    content: `<p>Tree roots are one of the commonest causes of repeat blockages we find across Newbury, Reading and West Berkshire. A drain that clears one month and backs up again the next is often not a simple blockage at all, but a pipe that roots have found their way into. Here is how it happens, how to spot it and what can be done.</p>
<h2>Why roots get into drains</h2>
<p>Roots follow moisture. Many homes in the area, from the Victorian terraces of east Reading to older cottages around Thatcham and Hungerford, still have <strong>clay pipes with mortar joints</strong>. Over the decades those joints crack, and the damp air and trickle of water escaping from them draw fine roots in. Once inside, the roots grow into a dense mat that catches paper, fat and wipes.</p>
<p>Dry summers make it worse, as trees search harder for water. Willow, poplar, sycamore and leylandii are the usual suspects, but almost any established tree or large shrub within a few metres of a drain can be responsible, including a neighbour's.</p>
<h2>Signs to look out for</h2>
<ul>
<li>Slow drainage or gurgling from more than one fitting</li>
<li>Blockages that return within weeks of being cleared</li>
<li>Water rising in an inspection chamber after heavy use</li>
<li>Unpleasant smells near manhole covers</li>
<li>Damp patches or a small sinkhole along the line of the drain</li>
</ul>
<p>For more general warning signs, see our guide to <a href="/blog/signs-blocked-drain">the signs of a blocked drain</a>.</p>
<h2>Confirming the cause</h2>
<p>Guessing is expensive. A <a href="/services/cctv-surveys">CCTV drain survey</a> sends a camera through the pipe so we can see exactly where roots are getting in, how much of the pipe they fill and whether it is cracked or displaced. You receive the footage and a written report, which is useful if you need to speak to your insurer or a neighbour.</p>
<h2>How root ingress is fixed</h2>
<h3>Cutting and jetting</h3>
<p>The first step is usually to cut the roots back with a mechanical cutter and then <a href="/services/drain-cleaning">jet the pipe clean</a>. This restores full flow the same day, but on its own it is temporary: the roots will come back through the same joint.</p>
<h3>Patch repairs and relining</h3>
<p>To stop regrowth, the joint has to be sealed. A <strong>patch liner</strong> bonds a short resin sleeve over a single defect without digging; where several joints are affected, the whole run can be relined. See our <a href="/services/drain-repairs">drain repairs</a> page.</p>
<h3>Excavation</h3>
<p>If the pipe has collapsed, a section may need digging out and replacing with modern plastic pipe, whose sealed joints roots cannot easily enter.</p>
<h2>Who is responsible?</h2>
<p>Pipes that serve only your home and lie within your boundary are usually yours. Since October 2011, shared sewers and lateral drains outside the boundary have been the responsibility of the sewerage company, which for most of Berkshire is Thames Water. It is also worth checking your buildings insurance, as some policies cover accidental damage to underground pipes.</p>
<h2>Preventing it happening again</h2>
<ul>
<li>Find out where your drains run before planting, and keep thirsty trees well away</li>
<li>Have older drains surveyed before buying a house with mature trees nearby</li>
<li>Do not rely on root-killing chemicals; unless the joint is sealed, roots grow back</li>
<li>Consider a <a href="/services/drainage-maintenance">planned maintenance visit</a> for drains you know are vulnerable</li>
</ul>
<blockquote>Recurring blockage in Newbury, Reading or the surrounding villages? <a href="/#contact">Get in touch</a> and we will find out why.</blockquote>`,
  },
  {
    slug: "autumn-gutter-and-gully-checklist",
    title: "Your Autumn Gutter and Gully Checklist",
    description: "A short checklist for clearing gutters, downpipes and outside gullies before winter rain arrives in Berkshire.",
    category: "Maintenance",
    keywords: "gutter clearing, blocked gully, autumn maintenance, downpipes, Newbury, Reading",
    readTime: "4 min read",
    publishedDaysAgo: null,
    created: { daysAgo: 2, at: "16:10" },
    content: `<p>Falling leaves, moss and the first heavy rain of the season are a testing combination for gutters and outside drains. A couple of hours of checks in October or November can save a damp wall or a flooded patio in January.</p>
<h2>Gutters and downpipes</h2>
<ul>
<li>Scoop out leaves, moss and silt, working away from the downpipe so debris does not get washed into it</li>
<li>Run a bucket of water along each length and watch for drips at the joints</li>
<li>Check that brackets are firm and that gutters fall gently towards the outlets</li>
<li>Fit leaf guards or balloon guards where trees overhang the roof</li>
</ul>
<h2>Outside gullies</h2>
<ul>
<li>Lift the grid and remove leaves and silt from the trap</li>
<li>Pour a bucket of water in; it should disappear without rising</li>
<li>Look for cracks around the gully surround, where water can soak into the wall</li>
</ul>
<h2>When to call us</h2>
<p>If water still backs up after clearing, or a gully keeps filling with silt, the problem is probably further down the pipe. Our <a href="/services/gutter-services">gutter services</a> and <a href="/services/drain-cleaning">drain cleaning</a> teams cover Newbury, Reading and West Berkshire.</p>
<p><em>Draft: add photos of a blocked hopper and a cleared gully before publishing.</em></p>`,
  },
];

// ---------------------------------------------------------------------------------------------
// Helpers: London instants and integer money
// ---------------------------------------------------------------------------------------------

/** The instant at which London clocks show `time` (HH:MM) on `day`. */
function londonAt(day: string, time: string): Date {
  const at = londonInstant(day, time);
  if (!at) throw new Error(`Invalid seed date or time: ${day} ${time}`);
  return at;
}

function documentTotals(items: SeedLine[]) {
  const parsed = items.map((item) => {
    const quantityHundredths = parseQuantity(item.quantity);
    if (quantityHundredths === null) throw new Error(`Invalid seed quantity: ${item.quantity}`);
    return { quantityHundredths, unitPricePence: item.unitPricePence, vatRateBp: item.vatRateBp };
  });
  const totals = moneyTotals(parsed, VAT_RATE_BP);
  const lines = items.map((item, index) => ({
    position: index + 1,
    description: item.description,
    quantity: item.quantity,
    unitPricePence: item.unitPricePence,
    vatRateBp: totals.lineRates[index],
    lineTotalPence: totals.lineTotals[index],
  }));
  return { lines, subtotalPence: totals.subtotalPence, vatAmountPence: totals.vatAmountPence, totalPence: totals.totalPence };
}

function latest(...dates: (Date | null | undefined)[]): Date {
  const times = dates.filter((d): d is Date => d instanceof Date).map((d) => d.getTime());
  return new Date(Math.max(...times));
}

// ---------------------------------------------------------------------------------------------
// Insert routine
// ---------------------------------------------------------------------------------------------

/**
 * Fill an empty database with demo data, in one transaction. Dates are relative to `options.now`
 * (default: the current time). Returns how many top-level records were created.
 */
export async function seedDemoData(db: Database, options: { now?: Date } = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const today = todayKey(now);
  /** Nothing seeded is created in the future: moments later today are pulled back to just before now. */
  const latestPast = new Date(now.getTime() - 5 * 60_000);
  const moment = (m: Moment) => {
    const at = londonAt(shiftDay(today, -m.daysAgo), m.at);
    return at > latestPast ? latestPast : at;
  };
  const scheduledAt = (job: SeedJob) => {
    if (!job.scheduled) return null;
    const { inDays, at } = job.scheduled;
    const day = shiftDay(today, inDays);
    const fixed = inDays === 0 || job.priority === "emergency";
    return londonAt(fixed ? day : workingDay(day, inDays > 0 ? 1 : -1), at);
  };

  return db.transaction(async (tx) => {
    const customerIds = new Map<string, string>();
    const customerAddress = new Map<string, string>();
    const customerRows = CUSTOMERS.map((c) => {
      const id = randomUUID();
      customerIds.set(c.key, id);
      customerAddress.set(c.key, `${c.address} ${c.postcode}`);
      const createdAt = moment(c.created);
      return {
        id,
        userId: null,
        name: c.name,
        phone: c.phone,
        email: c.email,
        address: c.address,
        postcode: c.postcode,
        isCommercial: c.isCommercial,
        notes: c.notes,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await tx.insert(customers).values(customerRows);

    const idOf = (map: Map<string, string>, key: string) => {
      const id = map.get(key);
      if (!id) throw new Error(`Seed data refers to unknown key: ${key}`);
      return id;
    };

    // Every customer's first site is at their address; a job elsewhere (a letting agent's flats, a
    // customer's other house) is at a site of its own, with its contact when the demo names one.
    const firstSite = new Map<string, string>();
    const siteAt = new Map<string, string>();
    const siteRows: Array<typeof customerSites.$inferInsert> = customerRows.map((c) => {
      const id = randomUUID();
      firstSite.set(c.id, id);
      return { id, customerId: c.id, address: c.address, postcode: c.postcode, createdAt: c.createdAt, updatedAt: c.createdAt };
    });
    for (const j of JOBS) {
      if (!j.location || siteAt.has(j.location)) continue;
      const id = randomUUID();
      siteAt.set(j.location, id);
      const createdAt = moment(j.created);
      siteRows.push({ id, customerId: idOf(customerIds, j.customer), ...siteFromLocation(j.location), createdAt, updatedAt: createdAt });
    }
    const contactRows = CONTACTS.map((c) => ({
      id: randomUUID(),
      customerId: idOf(customerIds, c.customer),
      name: c.name,
      role: c.role,
      phone: c.phone,
      email: c.email,
      receivesDocuments: c.documents,
      receivesVisitNotices: c.visitNotices,
    }));
    await tx.insert(customerContacts).values(contactRows);
    for (const [i, c] of CONTACTS.entries()) {
      const site = siteRows.find((r) => r.id === (c.siteOf ? siteAt.get(c.siteOf) : firstSite.get(contactRows[i].customerId)));
      if (site && (c.siteOf || c.role === "site_manager")) site.contactId = contactRows[i].id;
    }
    await tx.insert(customerSites).values(siteRows);
    const siteOfJob = (j: { customer: string; location?: string | null }) => (j.location ? siteAt.get(j.location)! : firstSite.get(idOf(customerIds, j.customer))!);


    const jobIds = new Map<string, string>();
    const jobRows = JOBS.map((j) => {
      const id = randomUUID();
      jobIds.set(j.key, id);
      const scheduledDate = scheduledAt(j);
      // A job moved back off a weekend is still booked at least an hour before it starts.
      const booked = moment(j.created);
      const createdAt =
        scheduledDate && scheduledDate < now && booked.getTime() > scheduledDate.getTime() - 3_600_000
          ? new Date(scheduledDate.getTime() - 3_600_000)
          : booked;
      const finished =
        j.status === "completed" && scheduledDate && j.estimatedHours !== null
          ? new Date(scheduledDate.getTime() + j.estimatedHours * 3_600_000)
          : null;
      return {
        id,
        customerId: idOf(customerIds, j.customer),
        siteId: siteOfJob(j),
        title: j.title,
        description: j.description,
        serviceType: j.serviceType,
        status: j.status,
        priority: j.priority,
        scheduledDate,
        estimatedDuration: j.estimatedHours === null ? null : j.estimatedHours.toFixed(1),
        locationAddress: j.location ?? idOf(customerAddress, j.customer),
        createdAt,
        updatedAt: finished && finished < now ? latest(createdAt, finished) : createdAt,
      };
    });
    await tx.insert(jobs).values(jobRows);
    const engineerIds = await seedDemoEngineers(tx);
    await seedDemoVisits(tx, jobRows, engineerIds);
    await seedDispatchDemo(tx, engineerIds, now);
    const siteOfDocument = (d: { customer: string; job?: string | null }) =>
      d.job ? jobRows.find((j) => j.id === idOf(jobIds, d.job!))!.siteId : firstSite.get(idOf(customerIds, d.customer))!;

    // Quotes and invoices are inserted oldest first so the sequence numbers follow creation order.
    const quotesByAge = [...QUOTES].sort((a, b) => moment(a.created).getTime() - moment(b.created).getTime());
    for (const q of quotesByAge) {
      const id = randomUUID();
      const createdAt = moment(q.created);
      const sentAt = q.sent ? moment(q.sent) : null;
      const respondedAt = q.responded ? moment(q.responded) : null;
      const totals = documentTotals(q.items);
      await tx.insert(quotes).values({
        id,
        quoteNumber: await nextDocumentNumber(tx, "quote"),
        customerId: idOf(customerIds, q.customer),
        siteId: siteOfDocument(q),
        jobId: q.job ? idOf(jobIds, q.job) : null,
        serviceType: q.serviceType,
        description: q.description,
        vatRateBp: VAT_RATE_BP,
        subtotalPence: totals.subtotalPence,
        vatAmountPence: totals.vatAmountPence,
        totalPence: totals.totalPence,
        status: q.status,
        validUntil: shiftDay(dayKey(createdAt), 30),
        notes: q.notes,
        terms: DEFAULT_QUOTE_TERMS,
        respondedVia: respondedAt ? ("staff" as const) : null,
        responseMethod: q.answer?.method ?? null,
        signedName: q.answer?.name ?? null,
        sentVia: sentAt ? (q.sentVia ?? "email") : null,
        acceptedSubtotalPence: q.status === "accepted" ? totals.subtotalPence : null,
        acceptedVatAmountPence: q.status === "accepted" ? totals.vatAmountPence : null,
        acceptedTotalPence: q.status === "accepted" ? totals.totalPence : null,
        sentAt,
        respondedAt,
        createdAt,
        updatedAt: latest(createdAt, sentAt, respondedAt),
      });
      await tx.insert(quoteItems).values(totals.lines.map((line) => ({ ...line, quoteId: id })));
    }

    const invoicesByAge = [...INVOICES].sort((a, b) => b.issuedDaysAgo - a.issuedDaysAgo);
    for (const inv of invoicesByAge) {
      const id = randomUUID();
      const issueDate = shiftDay(today, -inv.issuedDaysAgo);
      const createdAt = moment({ daysAgo: inv.issuedDaysAgo, at: "17:45" });
      const paidAt = inv.paid ? moment({ daysAgo: inv.paid.daysAgo, at: "17:50" }) : null;
      const totals = documentTotals(inv.items);
      await tx.insert(invoices).values({
        id,
        invoiceNumber: await nextDocumentNumber(tx, "invoice"),
        customerId: idOf(customerIds, inv.customer),
        siteId: siteOfDocument(inv),
        jobId: inv.job ? idOf(jobIds, inv.job) : null,
        status: inv.status,
        vatRateBp: VAT_RATE_BP,
        subtotalPence: totals.subtotalPence,
        vatAmountPence: totals.vatAmountPence,
        totalPence: totals.totalPence,
        issueDate,
        supplyDate: issueDate,
        dueDate: shiftDay(issueDate, 14),
        paidDate: inv.paid && !inv.paid.amountPence ? shiftDay(today, -inv.paid.daysAgo) : null,
        paidPence: inv.paid ? (inv.paid.amountPence ?? totals.totalPence) : 0,
        sentVia: inv.status === "draft" ? null : "email",
        notes: inv.notes,
        sentAt: inv.status === "draft" ? null : createdAt,
        cancelledAt: inv.status === "cancelled" ? latest(createdAt) : null,
        createdAt,
        updatedAt: latest(createdAt, paidAt),
      });
      await tx.insert(invoiceItems).values(totals.lines.map((line) => ({ ...line, invoiceId: id })));
      if (inv.paid) {
        await tx.insert(payments).values({ invoiceId: id, amountPence: inv.paid.amountPence ?? totals.totalPence, paidOn: shiftDay(today, -inv.paid.daysAgo), method: inv.paid.method, recordedByLabel: "Sarah Mitchell", createdAt: paidAt ?? createdAt });
      }
    }

    await seedDepositAndCreditNote(tx, { today, at: (daysAgo, time) => moment({ daysAgo, at: time }) });

    // The inbox as it is on a busy morning: a chat booking from an existing customer, which made a
    // second record of her (as every booking from the public does), and a contact-form enquiry from
    // another customer's phone: both show their likely existing record, to merge with or use.
    const okafor = CUSTOMERS.find((c) => c.key === "okafor")!;
    const bookedAt = moment({ daysAgo: 1, at: "19:20" });
    const duplicateId = randomUUID();
    const duplicateSiteId = randomUUID();
    const bookingJobId = randomUUID();
    await tx.insert(customers).values({
      id: duplicateId,
      name: okafor.name,
      phone: okafor.phone,
      email: null,
      address: okafor.address,
      postcode: okafor.postcode,
      notes: "Created from a chat booking.",
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });
    await tx.insert(customerSites).values({ id: duplicateSiteId, customerId: duplicateId, address: okafor.address, postcode: okafor.postcode, createdAt: bookedAt, updatedAt: bookedAt });
    await tx.insert(jobs).values({
      id: bookingJobId,
      customerId: duplicateId,
      siteId: duplicateSiteId,
      title: "Drain Unblocking (chat booking)",
      description: "Kitchen sink and the outside gully both slow since the weekend. Prefers a morning visit.",
      serviceType: "drain_unblocking",
      status: "enquiry",
      priority: "medium",
      locationAddress: `${okafor.address} ${okafor.postcode}`,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });
    const ellison = CUSTOMERS.find((c) => c.key === "ellison")!;
    await tx.insert(enquiries).values([
      {
        source: "chat" as const,
        firstName: "Helen",
        lastName: "Okafor",
        phone: okafor.phone,
        service: "Drain Unblocking",
        message: "Booking request from the chat: kitchen sink and the outside gully both slow since the weekend. Prefers a morning visit.",
        customerId: duplicateId,
        jobId: bookingJobId,
        createdAt: bookedAt,
        updatedAt: bookedAt,
      },
      {
        source: "contact_form" as const,
        firstName: "Margaret",
        lastName: "Ellison",
        phone: ellison.phone.replace(/\s/g, ""),
        email: null,
        service: "Gutter Cleaning",
        message: `Could you clear the gutters at the back before the winter? Same house as last time, ${ellison.postcode}.`,
        createdAt: moment({ daysAgo: 0, at: "08:05" }),
        updatedAt: moment({ daysAgo: 0, at: "08:05" }),
      },
    ]);

    await tx.insert(blogPosts).values(
      BLOG_POSTS.map((p) => {
        const createdAt = moment(p.created);
        const publishedAt =
          p.publishedDaysAgo === null ? null : moment({ daysAgo: p.publishedDaysAgo, at: "09:00" });
        return {
          slug: p.slug,
          title: p.title,
          description: p.description,
          keywords: p.keywords,
          category: p.category,
          readTime: p.readTime,
          content: p.content,
          status: p.publishedDaysAgo === null ? ("draft" as const) : ("published" as const),
          publishedDate: p.publishedDaysAgo === null ? null : shiftDay(today, -p.publishedDaysAgo),
          createdAt,
          updatedAt: latest(createdAt, publishedAt),
        };
      }),
    );

    const priceBookItems = await fillEmptyPriceBook(tx, STANDARD_PRICE_BOOK);
    await seedEngineerJobSheets(tx, engineerIds, now);
    // Photos and signatures for every visit finished by now, the job sheets' included.
    await seedDemoMedia(tx);
    await seedDemoReminders(tx, now);
    await seedDemoSurveys(tx);
    await seedDemoContracts(tx, { engineerIds, now });

    return {
      customers: CUSTOMERS.length + 1,
      jobs: JOBS.length + 1,
      quotes: QUOTES.length,
      invoices: INVOICES.length,
      blogPosts: BLOG_POSTS.length,
      priceBookItems,
    };
  });
}

/**
 * The standard items for a price book that has none, on their own: for a database whose demo data
 * was loaded before the price book existed (the demo data is loaded only into a database without
 * customers). Returns how many items were added: 0 when the price book already had any.
 */
export async function seedPriceBook(db: Database): Promise<number> {
  return db.transaction((tx) => fillEmptyPriceBook(tx, STANDARD_PRICE_BOOK));
}

/**
 * Static customer reviews (home-page teaser and /testimonials).
 * Copy may contain `{business}`, substituted at render time.
 */
import type { ServiceSlug } from "./services";

export interface Review {
  name: string;
  /** A town we serve. */
  location: string;
  rating: 5;
  text: string;
  /** Display label of the service. */
  service: string;
  serviceSlug: ServiceSlug;
  /** "Month YYYY", e.g. "March 2024". */
  date: string;
}

export const reviews: Review[] = [
  {
    name: "Sarah Mitchell",
    location: "Newbury",
    rating: 5,
    text: "Our downstairs toilet backed up on a Sunday evening with family staying. The engineer was with us in under an hour, found a build-up of wipes in the drain under the drive and jetted it clear. He put dust sheets down, explained everything and left the manhole cleaner than he found it. Can't recommend them enough.",
    service: "Emergency Callout",
    serviceSlug: "emergency-callouts",
    date: "February 2024",
  },
  {
    name: "James Thornton",
    location: "Reading",
    rating: 5,
    text: "We were buying a 1900s terrace in Redlands and asked for a CCTV survey before exchange. The report showed a cracked pipe and roots under the back garden, with photos and exact distances. Our solicitor used it to agree a reduction that more than covered the repair. Clear, honest and quick turnaround.",
    service: "CCTV Drain Survey",
    serviceSlug: "cctv-surveys",
    date: "April 2024",
  },
  {
    name: "Linda Hayward",
    location: "Thatcham",
    rating: 5,
    text: "Our kitchen drain kept blocking every couple of months. Instead of just clearing it again, they put a camera down and found a displaced joint. They fixed it with a patch liner the same week, with no digging at all, and showed us the footage afterwards. Not a single problem since.",
    service: "Drain Repairs & Patch Lining",
    serviceSlug: "drain-repairs",
    date: "June 2024",
  },
  {
    name: "Tom Whitaker",
    location: "Wash Common",
    rating: 5,
    text: "Roots from our neighbour's oak had got into the drain at the front of the house. They cut them out, lined the section and gave us a written guarantee. Price was exactly what we were quoted on the phone. Friendly, punctual and very tidy.",
    service: "Drain Repairs & Patch Lining",
    serviceSlug: "drain-repairs",
    date: "July 2024",
  },
  {
    name: "Priya Sharma",
    location: "Caversham",
    rating: 5,
    text: "I manage three rental flats and needed someone reliable for a blocked shared drain. They contacted the tenants directly, sorted it the same afternoon and e-mailed me a report with photos. I've now put all three properties on their annual maintenance plan.",
    service: "Drain Unblocking",
    serviceSlug: "drain-unblocking",
    date: "August 2024",
  },
  {
    name: "Mark Ellison",
    location: "Lambourn",
    rating: 5,
    text: "We run a busy training yard and the wash-down drains were constantly silting up. They jetted the whole yard system, fitted better silt traps and now come every quarter around our exercise times. Excellent people who understand how a yard works.",
    service: "Drainage Maintenance",
    serviceSlug: "drainage-maintenance",
    date: "September 2024",
  },
  {
    name: "Helen Carter",
    location: "Shaw",
    rating: 5,
    text: "Gutters were overflowing down the front wall every time it rained. They cleared the gutters and downpipes, then found the gully at the bottom was blocked with leaves too and cleared that while they were here. Before and after photos sent the same day.",
    service: "Gutter Services",
    serviceSlug: "gutter-services",
    date: "October 2024",
  },
  {
    name: "David Okafor",
    location: "Theale",
    rating: 5,
    text: "Our unit's yard flooded during a storm because the interceptor and gullies were full. They came out first thing, pumped out the standing water, emptied the interceptor and jetted the lines. Proper paperwork for our landlord too. We now use them for regular maintenance.",
    service: "Drain Cleaning",
    serviceSlug: "drain-cleaning",
    date: "November 2024",
  },
  {
    name: "Margaret Hughes",
    location: "Tilehurst",
    rating: 5,
    text: "As a pensioner living alone I was worried about being overcharged. The young man who came was polite and patient, cleared my blocked sink and outside drain quickly, and I was given a discount for being over 70. I'll be recommending them to everyone at church.",
    service: "Drain Unblocking",
    serviceSlug: "drain-unblocking",
    date: "December 2024",
  },
];

/** The three reviews shown on the home page. */
export const homeReviews: Review[] = reviews.slice(0, 3);

/** Average rating shown as "5.0 out of 5". */
export const averageRating = 5.0;

export const reviewCount: number = reviews.length;

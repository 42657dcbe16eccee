/**
 * About page (/about).
 * Copy may contain `{business}` and `{phone}`, substituted at render time.
 */

export interface AboutItem {
  title: string;
  text: string;
  /** lucide-react icon name. */
  icon?: string;
}

export type AboutSectionId =
  | "our-story"
  | "our-values"
  | "qualified-insured"
  | "our-team"
  | "community"
  | "guarantees";

export interface AboutSection {
  id: AboutSectionId;
  heading: string;
  intro?: string;
  paragraphs?: string[];
  items?: AboutItem[];
  bullets?: string[];
}

export interface AboutPage {
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  heroTitle: string;
  heroText: string;
  sections: AboutSection[];
  ctaHeading: string;
  ctaText: string;
}

export { establishedYear, insuranceCover, typicalEmergencyAttendanceMinutes } from "./facts";

export const about: AboutPage = {
  metaTitle: "About Us | Family-Run Drainage Specialists Since 2000",
  metaDescription:
    "A family-run drainage company serving Newbury, Reading and West Berkshire since 2000. Fully qualified, insured engineers and a 100% satisfaction commitment.",
  keywords: [
    "about us drainage Newbury",
    "family run drainage company Newbury",
    "local drainage specialists Reading",
    "qualified drainage engineers Berkshire",
    "insured drain contractor",
  ],
  heroTitle: "About {business}",
  heroText:
    "A family-run drainage company that has looked after homes and businesses in Newbury, Reading and West Berkshire since 2000.",
  sections: [
    {
      id: "our-story",
      heading: "Our Story",
      paragraphs: [
        "{business} was established in 2000 with one van, one jetter and a simple idea: that people with a blocked drain deserve a fast, honest, local service at a fair price. It began as a family business in Newbury, and it still is one. The same family runs it today, and several of our engineers have been with us for more than a decade.",
        "Over twenty years the business has grown with the area. We added CCTV survey equipment when camera inspections became the best way to diagnose a drain, then no-dig patch lining so we could repair pipes without digging up gardens and driveways. Today our fleet covers Newbury, Thatcham, Reading and the towns and villages in between, with an engineer on call every hour of every day.",
        "What has not changed is how we work. We answer our own phones, we tell you the price before we start, and we treat your home as if it were our own. Most of our work now comes from repeat customers and their recommendations, and we think that says more than any advert could.",
      ],
    },
    {
      id: "our-values",
      heading: "Our Values",
      items: [
        {
          title: "Trust and Integrity",
          text: "We tell you what we find, show you the camera footage, and only recommend work that genuinely needs doing. If a problem is Thames Water's responsibility, we say so, even though it means no job for us.",
          icon: "Handshake",
        },
        {
          title: "Community Focus",
          text: "We live here too. We employ local people, use local suppliers, support local clubs and charities, and offer discounted rates to elderly residents.",
          icon: "Users",
        },
        {
          title: "Professional Excellence",
          text: "Qualified engineers, well-maintained equipment and proper training, so every job is done safely, cleanly and right first time.",
          icon: "Award",
        },
      ],
    },
    {
      id: "qualified-insured",
      heading: "Fully Qualified and Insured",
      intro:
        "When you let a contractor onto your property, you need to know they are properly qualified and covered if anything goes wrong. We are happy to send copies of all our certificates on request.",
      bullets: [
        "£5 million public liability insurance",
        "£10 million professional indemnity insurance",
        "Members of a recognised drainage trade association",
        "City & Guilds qualified technicians",
        "Certified in CCTV drain surveying and high-pressure water jetting",
        "Registered with the Environment Agency as a waste carrier",
      ],
    },
    {
      id: "our-team",
      heading: "Our Team",
      intro:
        "Our team is small enough to know every customer and large enough to cover West Berkshire around the clock.",
      items: [
        {
          title: "Drainage Engineers",
          text: "Experienced, qualified engineers who carry out unblocking, cleaning and repairs every day, from terraced houses in Reading to rural septic systems near Lambourn.",
          icon: "Wrench",
        },
        {
          title: "24/7 Response Team",
          text: "An on-call rota of engineers who answer the emergency line at night, at weekends and on bank holidays, with fully stocked vans ready to go.",
          icon: "Siren",
        },
        {
          title: "CCTV Specialists",
          text: "Certified survey technicians who inspect, code and report on drains for homebuyers, insurers, landlords and commercial clients.",
          icon: "Camera",
        },
      ],
    },
    {
      id: "community",
      heading: "Supporting Our Local Community",
      paragraphs: [
        "Newbury, Thatcham and Reading have supported our business for over twenty years, and we try to give something back. We offer discounted services for elderly residents aged 70 and over, because nobody should worry about the cost of getting a blocked toilet or sink cleared.",
        "We sponsor local youth sports teams, help out community groups and village halls with their drains at cost, and give free advice to anyone who calls, whether or not they end up booking a visit.",
      ],
    },
    {
      id: "guarantees",
      heading: "Our Service Guarantees",
      items: [
        {
          title: "No Hidden Costs",
          text: "We agree the price with you before any work starts. What we quote is what you pay.",
          icon: "PoundSterling",
        },
        {
          title: "Rapid Response",
          text: "Our typical emergency attendance time is 90 minutes across our whole area, and often far quicker in Newbury and Thatcham.",
          icon: "Clock",
        },
        {
          title: "Quality Workmanship",
          text: "Every job is done to a high standard by qualified engineers, guaranteed in writing, and checked on camera where appropriate.",
          icon: "BadgeCheck",
        },
        {
          title: "Customer Satisfaction",
          text: "Our 100% satisfaction commitment means that if you are not happy with our work, we will come back and put it right.",
          icon: "ThumbsUp",
        },
      ],
    },
  ],
  ctaHeading: "Talk to a local drainage expert",
  ctaText:
    "Call {phone} any time, or request a free quote and we will reply within 30 minutes during business hours.",
};

/**
 * FAQ page content and the price list the chat assistant answers from.
 *
 * Copy may contain the tokens `{phone}` and `{business}`; the app substitutes them at render time.
 * The prices quoted in the answers match `faqPriceList` in `./facts` exactly (a test checks it).
 */

export type FaqTopic =
  | "emergency-response"
  | "unblocking-cost"
  | "blockage-causes"
  | "cctv-surveys"
  | "patch-lining"
  | "insurance-qualifications"
  | "commercial"
  | "areas-covered"
  | "prevention"
  | "payment-methods"
  | "guarantees"
  | "chemical-cleaners";

export interface FaqItem {
  topic: FaqTopic;
  question: string;
  answer: string;
}

// The price list lives with the firm's other facts (attendance, guarantees, insurance), which the
// chat assistant and the blog generator both read; it is re-exported here for the FAQ page.
export { describePrice, faqPriceList, formatPenceAsPounds, type PriceBasis, type PriceListItem } from "./facts";

export const faqs: FaqItem[] = [
  {
    topic: "emergency-response",
    question: "How quickly can you respond to a drainage emergency?",
    answer:
      "Our emergency line is answered 24 hours a day, 7 days a week, including weekends and bank holidays. For a genuine emergency, such as sewage backing up into your home or a drain overflowing, we aim to have an engineer with you within 1 to 2 hours anywhere in our area, and often sooner in Newbury, Thatcham and Reading. Call {phone} and we will give you a realistic arrival time on the phone.",
  },
  {
    topic: "unblocking-cost",
    question: "How much does drain unblocking cost?",
    answer:
      "Standard blockages start from £140 and are usually resolved within an hour. Moderate blockages that need high-pressure water jetting are £150. Complex blockages that take more than an hour are priced from £140 to £600+, depending on the time and equipment involved. Emergency callouts after 6pm are £185. We always confirm the price before we start, so there are no hidden costs.",
  },
  {
    topic: "blockage-causes",
    question: "What causes blocked drains?",
    answer:
      "The most common causes we see are wet wipes (including those labelled 'flushable'), cooking fat and oil poured down the sink, food waste, hair and soap build-up, sanitary products and nappies. Outside, leaves, silt and moss wash into gullies, and tree roots grow into older clay pipes through their joints. Structural problems such as cracked, sagging or collapsed pipes also catch waste and cause repeat blockages. Our hard local water adds limescale that narrows pipes over time.",
  },
  {
    topic: "cctv-surveys",
    question: "What is a CCTV drain survey and do I need one?",
    answer:
      "A CCTV drain survey sends a waterproof camera through your drains to record their condition from the inside. It shows cracks, root ingress, displaced joints, collapses and build-ups without any digging. We recommend one if you are buying a property, planning an extension near a drain, making an insurance claim, or if a drain keeps blocking. You receive the recorded footage and a written report explaining what we found and what, if anything, needs doing.",
  },
  {
    topic: "patch-lining",
    question: "What is patch lining and how long does it last?",
    answer:
      "Patch lining is a no-dig repair. A fibreglass liner soaked in resin is wrapped around an inflatable packer, guided into position by camera and pressed against the inside of the damaged pipe. Once cured, usually in about an hour, it forms a smooth, watertight sleeve that seals cracks and open joints and keeps out tree roots. There is no need to dig up your garden or drive, and our patch liners carry a 50+ year guarantee.",
  },
  {
    topic: "insurance-qualifications",
    question: "Are you fully insured and qualified?",
    answer:
      "Yes. We hold £5 million public liability insurance and £10 million professional indemnity cover, and we are members of a recognised drainage trade association. Our technicians are City & Guilds qualified and certified in CCTV surveying and high-pressure water jetting, and we are registered with the Environment Agency as a waste carrier. We are happy to send copies of our certificates on request.",
  },
  {
    topic: "commercial",
    question: "Do you work for businesses and commercial properties?",
    answer:
      "Yes. We work for restaurants, pubs, shops, offices, schools, care homes, landlords, managing agents, industrial units and equestrian yards. We offer out-of-hours and weekend working so you can keep trading, grease trap and interceptor cleaning, CCTV condition surveys for leases, and planned maintenance contracts with priority response. Risk assessments and method statements are provided as standard.",
  },
  {
    topic: "areas-covered",
    question: "Which areas do you cover?",
    answer:
      "We are based in Newbury and cover Newbury, Reading, Thatcham, Wash Common, Greenham, Shaw, Speen and the rest of West Berkshire, including Hungerford, Lambourn, Theale and Pangbourne. We also cover parts of north Hampshire such as Tadley, and every address within 10 miles of Reading town centre, including Caversham, Earley and Woodley. If you are not sure whether we reach you, call {phone} and ask.",
  },
  {
    topic: "prevention",
    question: "How can I prevent blocked drains?",
    answer:
      "Only flush the three Ps: pee, poo and paper. Bin wet wipes, cotton buds and sanitary products. Let cooking fat cool and put it in the bin rather than down the sink, and use sink strainers to catch food and hair. Keep outside gullies clear of leaves, fit drain guards, and clean your gutters each autumn. For older properties or drains with a history of problems, a professional clean and camera check once a year is the best prevention.",
  },
  {
    topic: "payment-methods",
    question: "What payment methods do you accept?",
    answer:
      "We accept debit and credit cards (including contactless, taken on site by the engineer), bank transfer and cash. Domestic jobs are paid on completion, and we e-mail you a receipt. Business customers with an account can pay by bank transfer on invoice within 14 days.",
  },
  {
    topic: "guarantees",
    question: "Do you guarantee your work?",
    answer:
      "Yes. Our drain unblocking and repair work carries a 12-month workmanship guarantee: if the same problem comes back because of something we did or missed, we return and put it right free of charge. Patch lining repairs are backed by a 50+ year guarantee. We also show you before-and-after camera footage so you can see the result for yourself.",
  },
  {
    topic: "chemical-cleaners",
    question: "Should I use chemical drain cleaners?",
    answer:
      "We advise against them. Chemical drain cleaners rarely clear a real blockage; they can eat into older pipes, seals and joints, they are dangerous if they splash back, and they make the drain hazardous for whoever has to open it next. They also harm septic tanks by killing the bacteria that make them work. For a slow drain, hot water and a plunger are safer. If that does not work, call a professional.",
  },
];

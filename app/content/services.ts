/**
 * Service pages and the home-page service cards.
 *
 * Copy may contain the tokens `{phone}` and `{business}`; the app substitutes the configured
 * business phone number and name at render time.
 */
import type { AreaSlug } from "./areas";

export type ServiceSlug =
  | "drain-unblocking"
  | "cctv-surveys"
  | "drain-repairs"
  | "emergency-callouts"
  | "drain-cleaning"
  | "drainage-maintenance"
  | "gutter-services";

/** All service slugs, in page order. */
export const serviceSlugs: readonly ServiceSlug[] = [
  "drain-unblocking",
  "cctv-surveys",
  "drain-repairs",
  "emergency-callouts",
  "drain-cleaning",
  "drainage-maintenance",
  "gutter-services",
];

/** How a section is best presented; the page component chooses the markup. */
export type ServiceSectionLayout =
  | "cards" // grid of items with title and text
  | "checklist" // bullet list with tick icons
  | "prose" // paragraphs
  | "steps" // numbered items
  | "groups"; // items, each with its own bullet list

export interface ServiceSectionItem {
  title: string;
  text: string;
  /** lucide-react icon name, e.g. "Droplets". */
  icon?: string;
  bullets?: string[];
  /** Area pages this item links to. */
  areas?: AreaSlug[];
  /** Service pages this item links to. */
  services?: ServiceSlug[];
}

export interface ServiceSection {
  /** Stable id, usable as an anchor and to pick a component. */
  id: string;
  heading: string;
  layout: ServiceSectionLayout;
  intro?: string;
  paragraphs?: string[];
  items?: ServiceSectionItem[];
  bullets?: string[];
}

/** Card shown in the home-page services section. */
export interface ServiceCard {
  title: string;
  description: string;
  /** Exactly four feature bullets. */
  features: [string, string, string, string];
  /** Public path of the card image (served from /public). */
  image: string;
  imageAlt: string;
}

export interface Service {
  slug: ServiceSlug;
  /** Full title, used for H1-level references and the home card link text. */
  title: string;
  /** Short label for navigation, footers and chips. */
  shortTitle: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  /** lucide-react icon name. */
  icon: string;
  heroTitle: string;
  heroText: string;
  /** Whether the service appears as a card in the home-page services section. */
  onHome: boolean;
  /** Present exactly when onHome is true. */
  card?: ServiceCard;
  sections: ServiceSection[];
  relatedServices: ServiceSlug[];
  relatedAreas: AreaSlug[];
  /** Closing call-to-action text at the bottom of the page. */
  ctaHeading: string;
  ctaText: string;
}

export const services: Service[] = [
  // ---------------------------------------------------------------------------
  {
    slug: "drain-unblocking",
    title: "Drain Unblocking",
    shortTitle: "Drain Unblocking",
    metaTitle: "Drain Unblocking Newbury & Reading | Same-Day, 24/7",
    metaDescription:
      "Blocked drain, toilet or sink in Newbury, Reading or Thatcham? Same-day drain unblocking with high-pressure jetting, clear prices and 24/7 emergency cover.",
    keywords: [
      "drain unblocking Newbury",
      "blocked drain Reading",
      "blocked toilet Thatcham",
      "drain jetting West Berkshire",
      "emergency drain unblocking",
      "blocked sink",
      "blocked outside drain",
    ],
    icon: "Droplets",
    heroTitle: "Fast Drain Unblocking in Newbury, Reading & West Berkshire",
    heroText:
      "Slow sink, gurgling toilet or a gully overflowing onto the drive? Our engineers carry high-pressure jetting kit and CCTV cameras on every van, so most blockages are cleared on the first visit, usually the same day you call {phone}.",
    onHome: true,
    card: {
      title: "Drain Unblocking",
      description:
        "Blocked toilets, sinks, gullies and outside drains cleared quickly and cleanly, with high-pressure water jetting rather than harsh chemicals.",
      features: [
        "Same-day response across Newbury and Reading",
        "High-pressure water jetting",
        "Toilets, sinks, baths and gullies",
        "Price agreed before work starts",
      ],
      image: "/images/services/drain-unblocking.jpg",
      imageAlt: "Engineer jetting a blocked outside drain at a house in Newbury",
    },
    sections: [
      {
        id: "benefits",
        heading: "Why choose us to clear your drain",
        layout: "cards",
        items: [
          {
            title: "Same-day attendance",
            text: "We keep engineers on the road across Newbury, Thatcham and Reading all day, so a blockage reported in the morning is normally cleared by the afternoon.",
            icon: "Clock",
          },
          {
            title: "Jetting, not guesswork",
            text: "Our vans carry jetting units that scour the full bore of the pipe at up to 3,000 psi, removing the fat, scale and silt that rods simply push further down the line.",
            icon: "Waves",
          },
          {
            title: "Camera check included",
            text: "Where a blockage keeps coming back we run a camera through the line afterwards, so you know whether it was a one-off or a sign of a cracked or displaced pipe.",
            icon: "Camera",
          },
          {
            title: "Clean, tidy engineers",
            text: "Dust sheets inside, shoe covers on, and every manhole and gully left washed down. You would not know we had been, apart from the water draining away.",
            icon: "Sparkles",
          },
          {
            title: "Clear prices",
            text: "We tell you the price for the job on the phone and confirm it on site before we start. No call-out surprises and no charge for time spent looking for a parking space.",
            icon: "PoundSterling",
          },
          {
            title: "Guaranteed work",
            text: "If the same blockage returns because of something we missed, we come back and put it right at no cost.",
            icon: "ShieldCheck",
          },
        ],
      },
      {
        id: "common-blockages",
        heading: "Blockages we clear every week",
        layout: "cards",
        intro:
          "Most of the blocked drains we attend in West Berkshire come down to a handful of causes. Knowing which one you have helps us bring the right equipment first time.",
        items: [
          {
            title: "Blocked toilets and soil stacks",
            text: "Wet wipes, sanitary products and children's toys are the usual culprits. 'Flushable' wipes do not break down, and they catch on every joint between the pan and the sewer.",
            icon: "Bath",
          },
          {
            title: "Kitchen sinks and waste pipes",
            text: "Cooking fat and oil set hard in cold pipes and bind with food scraps. We jet the waste run and the gully outside, not just the trap under the sink.",
            icon: "CookingPot",
          },
          {
            title: "Outside gullies and yard drains",
            text: "Leaves, silt and moss washed off patios and roofs settle in gullies and shallow yard drains, especially under the big trees around Newbury and Caversham.",
            icon: "Leaf",
          },
          {
            title: "Tree root ingress",
            text: "Roots from willows, poplars and sycamores find their way into older clay pipes through the joints. We cut them out with a root-cutting head and advise on a lasting repair.",
            icon: "TreeDeciduous",
          },
          {
            title: "Scale and limescale build-up",
            text: "Our hard, chalky water leaves scale inside pipes over the years, narrowing the bore until paper and waste start to snag. Descaling restores the full flow.",
            icon: "Gauge",
          },
          {
            title: "Shared and main sewer blockages",
            text: "If the problem is in a shared lateral or the public sewer, we confirm it on camera and tell you exactly what to report to Thames Water, so you are not paying for their pipe.",
            icon: "Network",
          },
        ],
      },
      {
        id: "process",
        heading: "How we clear your drain",
        layout: "steps",
        items: [
          {
            title: "Call or send an enquiry",
            text: "Tell us what is happening: which fittings are slow, whether the outside manhole is full, and when it started. We give you a price and an arrival window there and then.",
          },
          {
            title: "Find the blockage",
            text: "The engineer lifts the inspection chambers to see where the water is standing, which tells us which length of pipe is blocked before anything is disturbed.",
          },
          {
            title: "Clear it properly",
            text: "We jet from the downstream side wherever possible, washing the debris away towards the sewer rather than packing it tighter.",
          },
          {
            title: "Test and tidy up",
            text: "We run water through every fitting on the run, check it flows freely, wash down the chambers and talk you through what caused it and how to stop it happening again.",
          },
        ],
      },
      {
        id: "about",
        heading: "About our drain unblocking service",
        layout: "prose",
        paragraphs: [
          "{business} has been unblocking drains across Newbury, Thatcham and Reading for more than twenty years. In that time we have seen every kind of drain the area has to offer: the shallow clay runs under Victorian terraces in central Reading, the pitch-fibre pipes laid under 1960s estates in Tilehurst and Thatcham, the long private runs to septic tanks in villages such as Burghfield and Aldermaston, and the busy grease-laden drains behind restaurants on Northbrook Street.",
          "That experience matters because a blocked drain is often a symptom rather than the whole problem. A toilet that blocks every few months may be sitting on a sagging pipe that holds water; a gully that keeps filling may have a root growing through the joint. We clear the blockage first, because that is what you called us for, but we also tell you honestly whether there is an underlying fault and what, if anything, it would cost to fix.",
          "We do not use caustic chemicals to clear drains. They rarely shift a real blockage, they damage older pipes and seals, and they make the job dangerous for anyone who has to open the drain afterwards. Water jetting, rods and root cutters do the job safely and leave the pipe clean.",
          "If your drain is blocked right now, call {phone}. Outside office hours the same number reaches our emergency engineer.",
        ],
      },
    ],
    relatedServices: ["cctv-surveys", "drain-cleaning", "emergency-callouts"],
    relatedAreas: ["newbury", "reading", "thatcham"],
    ctaHeading: "Blocked drain? We can usually be there today.",
    ctaText:
      "Call {phone} for a same-day visit, or request a free quote and we will reply within 30 minutes during business hours.",
  },
  // ---------------------------------------------------------------------------
  {
    slug: "cctv-surveys",
    title: "CCTV Drain Surveys",
    shortTitle: "CCTV Surveys",
    metaTitle: "CCTV Drain Surveys Newbury & Reading | Homebuyer Reports",
    metaDescription:
      "CCTV drain surveys in Newbury, Reading and West Berkshire. Homebuyer, insurance and build-over surveys with recorded footage and a clear written report.",
    keywords: [
      "CCTV drain survey Newbury",
      "drain survey Reading",
      "homebuyer drain survey",
      "pre-purchase drain survey Berkshire",
      "drain camera inspection",
      "build over survey Thames Water",
    ],
    icon: "Camera",
    heroTitle: "CCTV Drain Surveys You Can Rely On",
    heroText:
      "We send a waterproof colour camera through your drains and show you exactly what is down there: cracks, root ingress, displaced joints, collapses and sagging pipes. You get the footage and a plain-English report with our recommendations.",
    onHome: true,
    card: {
      title: "CCTV Drain Surveys",
      description:
        "See inside your drains before you buy, build or claim. Recorded camera footage and a written report that explains every defect in plain English.",
      features: [
        "Homebuyer and pre-purchase surveys",
        "Recorded footage you keep",
        "Written report with photographs",
        "Pinpoints faults without digging",
      ],
      image: "/images/services/cctv-surveys.jpg",
      imageAlt: "CCTV drain camera monitor showing the inside of a clay drain pipe",
    },
    sections: [
      {
        id: "when-you-need-one",
        heading: "When a CCTV drain survey makes sense",
        layout: "cards",
        items: [
          {
            title: "Buying a house",
            text: "A standard building survey does not look inside the drains. On older properties in Newbury, Caversham or Hungerford a camera survey before exchange can reveal thousands of pounds of repairs you can negotiate on.",
            icon: "House",
          },
          {
            title: "Recurring blockages",
            text: "If the same drain blocks every few months, something is catching the waste. A survey finds the root, crack or sag so it can be fixed once rather than cleared again and again.",
            icon: "RotateCcw",
          },
          {
            title: "Extensions and build-overs",
            text: "Building within three metres of a public sewer usually needs Thames Water's agreement. We survey the pipe before and after the work, which is often what they ask to see.",
            icon: "Ruler",
          },
          {
            title: "Insurance claims",
            text: "Many home insurers cover accidental damage to drains. Our footage and report give them the evidence they need to approve the repair.",
            icon: "FileText",
          },
          {
            title: "Subsidence and damp concerns",
            text: "A leaking drain can wash away the ground under a wall or feed damp into a cellar. A survey shows whether the drains are the cause before you spend money elsewhere.",
            icon: "AlertTriangle",
          },
          {
            title: "Commercial premises",
            text: "Landlords, schools and facilities managers use our surveys to plan maintenance budgets and to check drains at the start or end of a lease.",
            icon: "Building2",
          },
        ],
      },
      {
        id: "what-we-find",
        heading: "What the camera shows us",
        layout: "checklist",
        bullets: [
          "Cracked, fractured and broken pipes",
          "Displaced and open joints",
          "Tree and shrub root ingress",
          "Partial or full pipe collapse",
          "Sagging or 'bellied' sections that hold water",
          "Scale, fat and debris build-up",
          "Deformed pitch-fibre pipes",
          "Misconnections, such as rainwater into the foul drain",
        ],
      },
      {
        id: "your-report",
        heading: "What you receive",
        layout: "prose",
        paragraphs: [
          "Every survey is recorded. You receive the video footage and a written report with a drawing of the drain layout, the length and material of each pipe run, still photographs of every defect and the distance along the pipe where it sits. Defects are graded using the industry-standard coding, so an insurer, surveyor or another contractor can read the report without needing us to explain it.",
          "Most importantly, the report ends with our recommendations in plain English: what needs doing now, what can wait, and what is nothing to worry about. Where a repair is needed we price it separately, and you are under no obligation to use us.",
          "Most domestic surveys take one to two hours on site, and reports are normally sent within two working days. If you are up against a conveyancing deadline, tell us and we will do our best to turn it round sooner.",
        ],
      },
      {
        id: "process",
        heading: "How a survey works",
        layout: "steps",
        items: [
          {
            title: "Access",
            text: "We lift the inspection chambers and, if the pipe is dirty, jet it first so the camera sees the pipe wall rather than the debris.",
          },
          {
            title: "Inspection",
            text: "A self-levelling camera on a push rod or crawler travels the length of each run while the engineer records and measures as it goes.",
          },
          {
            title: "Location",
            text: "Where a defect is found we use a sonde transmitter to mark its exact position and depth on the ground above, so any repair is precisely targeted.",
          },
          {
            title: "Report",
            text: "We explain what we found before we leave, then send the full report and footage by e-mail.",
          },
        ],
      },
    ],
    relatedServices: ["drain-repairs", "drain-unblocking", "drainage-maintenance"],
    relatedAreas: ["newbury", "reading", "caversham"],
    ctaHeading: "Book a CCTV drain survey",
    ctaText:
      "Call {phone} to book a survey at a time that suits you, or request a free quote and we will come back to you within 30 minutes during business hours.",
  },
  // ---------------------------------------------------------------------------
  {
    slug: "drain-repairs",
    title: "Drain Repairs & Patch Lining",
    shortTitle: "Drain Repairs",
    metaTitle: "Drain Repairs & No-Dig Patch Lining | Newbury & Reading",
    metaDescription:
      "No-dig drain repairs and patch lining in Newbury, Reading and Thatcham. Fix cracks and root ingress without digging up your drive. 50+ year guarantee.",
    keywords: [
      "drain repairs Newbury",
      "patch lining Reading",
      "no dig drain repair",
      "drain relining Berkshire",
      "cracked drain repair",
      "collapsed drain Thatcham",
    ],
    icon: "Wrench",
    heroTitle: "No-Dig Drain Repairs & Patch Lining",
    heroText:
      "Cracked joints, root ingress and broken sections repaired from inside the pipe. Patch lining means no trench across your lawn, no broken patio and no lost weekend, and each liner is backed by our 50+ year guarantee.",
    onHome: true,
    card: {
      title: "Drain Repairs & Patch Lining",
      description:
        "Fix cracked and root-damaged pipes from the inside with no-dig patch lining, leaving your garden, patio and driveway untouched.",
      features: [
        "No-dig patch lining",
        "50+ year guarantee on liners",
        "Root ingress and cracked joints",
        "Insurance-approved reports",
      ],
      image: "/images/services/drain-repairs.jpg",
      imageAlt: "Patch lining packer being prepared beside an open inspection chamber",
    },
    sections: [
      {
        id: "patch-lining",
        heading: "What is patch lining?",
        layout: "prose",
        paragraphs: [
          "Patch lining is a way of repairing a damaged section of drain without digging it up. We cut a length of fibreglass matting to size, soak it in a two-part resin and wrap it around an inflatable packer. The packer is pushed along the pipe from the nearest inspection chamber and positioned precisely over the defect, using the CCTV camera to guide it.",
          "Once it is in place, the packer is inflated and presses the liner firmly against the old pipe wall. The resin cures in about an hour, the packer is deflated and withdrawn, and what is left is a smooth, seamless, watertight sleeve bonded inside the original pipe: in effect a new pipe within the old one.",
          "The cured liner is resistant to root penetration, chemicals and the ground movement we see on clay soils around Reading and Tilehurst. That is why we back every patch liner we install with a 50+ year guarantee.",
          "A typical repair is finished within half a day, often with the drain back in use the same afternoon. We survey the repair on camera afterwards and send you the footage for your records or your insurer.",
        ],
      },
      {
        id: "benefits",
        heading: "The benefits of no-dig repairs",
        layout: "checklist",
        bullets: [
          "No trenches: lawns, block paving, patios and kitchens stay intact",
          "Usually completed in hours rather than days",
          "Typically far cheaper than excavating and replacing the pipe",
          "Seals out tree roots and stops leaks into the ground",
          "Smooth bore improves flow and reduces future blockages",
          "Quiet and clean, with minimal disruption to you or your neighbours",
          "Camera-verified with before-and-after footage",
          "Backed by a 50+ year guarantee on every patch liner",
        ],
      },
      {
        id: "repair-types",
        heading: "Types of drain repair we carry out",
        layout: "cards",
        items: [
          {
            title: "Patch lining",
            text: "Localised repairs of cracks, open joints and small holes, from 100 mm domestic drains up to 225 mm commercial lines.",
            icon: "Layers",
          },
          {
            title: "Full-length relining",
            text: "Where a whole run is cracked or porous we install a continuous liner from chamber to chamber, renewing the pipe without excavation.",
            icon: "Ruler",
          },
          {
            title: "Root removal and sealing",
            text: "Roots are cut back flush with a robotic or jetting root cutter, then the entry point is sealed with a liner so they cannot grow back in.",
            icon: "TreeDeciduous",
          },
          {
            title: "Pitch-fibre pipe repairs",
            text: "Pitch-fibre pipes laid from the 1950s to the 1970s soften and deform with age. We re-round and reline them before they collapse.",
            icon: "Circle",
          },
          {
            title: "Excavation and replacement",
            text: "When a pipe has fully collapsed, dig-and-replace is sometimes the only honest answer. We excavate neatly, replace with modern plastic pipe and reinstate the surface.",
            icon: "Shovel",
          },
          {
            title: "Inspection chamber and gully repairs",
            text: "Rebuilding broken chambers and benching, replacing cracked gully pots and fitting new covers, frames and rodding points.",
            icon: "Hammer",
          },
        ],
      },
      {
        id: "insurance",
        heading: "Repairs and your home insurance",
        layout: "prose",
        paragraphs: [
          "Accidental damage to underground drains is covered by many buildings insurance policies. We regularly work with insurers and loss adjusters and can supply the CCTV evidence, defect report and itemised quotation they ask for. Check your policy or call your insurer before we start, and we will help with the paperwork.",
        ],
      },
    ],
    relatedServices: ["cctv-surveys", "emergency-callouts"],
    relatedAreas: ["newbury", "reading", "thatcham"],
    ctaHeading: "Get a no-dig repair quote",
    ctaText:
      "Already have survey footage? Send it to us with your enquiry. If not, call {phone} and we will arrange a CCTV survey to show you exactly what needs repairing.",
  },
  // ---------------------------------------------------------------------------
  {
    slug: "emergency-callouts",
    title: "Emergency Callouts",
    shortTitle: "Emergency Callouts",
    metaTitle: "24/7 Emergency Drain Service Newbury & Reading",
    metaDescription:
      "24/7 emergency drain engineers in Newbury, Reading and Thatcham. Sewage backing up or an overflowing drain? Call now for a rapid response, day or night.",
    keywords: [
      "emergency drain service Newbury",
      "24 hour drain unblocking Reading",
      "emergency plumber drains Thatcham",
      "sewage backing up",
      "overflowing drain emergency",
      "out of hours drainage Berkshire",
    ],
    icon: "Siren",
    heroTitle: "24/7 Emergency Drain Callouts",
    heroText:
      "Sewage coming up through a toilet or floor drain, a manhole overflowing across the garden, or a restaurant kitchen that cannot drain mid-service: call {phone} now. A real engineer answers, day or night, weekends and bank holidays included.",
    onHome: true,
    card: {
      title: "Emergency Callouts",
      description:
        "Drainage emergencies do not wait for office hours, and neither do we. An engineer on call around the clock across Newbury, Reading and West Berkshire.",
      features: [
        "Available 24 hours, 7 days a week",
        "Rapid response, usually within the hour",
        "Sewage backflow and flooding",
        "Fully equipped vans",
      ],
      image: "/images/services/emergency-callouts.jpg",
      imageAlt: "Drainage van with emergency equipment parked outside a house at night",
    },
    sections: [
      {
        id: "what-counts",
        heading: "What counts as a drainage emergency?",
        layout: "cards",
        intro:
          "If you are not sure, call us. We will tell you honestly whether it needs an engineer tonight or can safely wait until the morning.",
        items: [
          {
            title: "Sewage backing up",
            text: "Waste water rising in a toilet, shower tray or ground-floor drain is a health risk and needs clearing straight away.",
            icon: "AlertTriangle",
          },
          {
            title: "Overflowing manholes",
            text: "A manhole spilling onto your drive or garden usually means a blockage further down the line that will only get worse.",
            icon: "CircleAlert",
          },
          {
            title: "Flooding from drains",
            text: "Heavy rain that gullies cannot take away, or water coming up through yard drains towards the house.",
            icon: "CloudRain",
          },
          {
            title: "Collapsed drains",
            text: "A sudden dip in the lawn or driveway above a drain, or a drain that has stopped flowing entirely.",
            icon: "Construction",
          },
          {
            title: "Commercial kitchens",
            text: "A blocked grease trap or kitchen drain can close a restaurant or pub. We work around your service to get you trading again.",
            icon: "CookingPot",
          },
          {
            title: "Only toilet out of use",
            text: "If the only toilet in the house is blocked, especially with children or elderly relatives at home, we treat it as urgent.",
            icon: "Bath",
          },
        ],
      },
      {
        id: "what-happens",
        heading: "What happens when you call",
        layout: "steps",
        items: [
          {
            title: "We answer",
            text: "Your call goes to the on-call team, not a national call centre. We ask a few quick questions to understand what is happening.",
          },
          {
            title: "You get a price and an arrival time",
            text: "We confirm the emergency rate before anyone sets off. Emergency callouts after 6pm are £185, so there are no surprises at the door.",
          },
          {
            title: "An engineer is dispatched",
            text: "Our vans are based around Newbury and Reading, so in most of West Berkshire we aim to be with you within the hour.",
          },
          {
            title: "We make it safe",
            text: "The blockage is cleared, the area is cleaned and disinfected, and we explain whether any follow-up work is needed.",
          },
        ],
      },
      {
        id: "while-you-wait",
        heading: "While you wait for us",
        layout: "checklist",
        bullets: [
          "Stop using toilets, sinks, showers and washing machines on the affected drain",
          "Keep children and pets away from any sewage",
          "Move rugs, valuables and electrical items away from the water",
          "If water is near sockets, switch off the electricity at the consumer unit if it is safe to do so",
          "Do not pour bleach or chemical unblockers into the drain",
          "Find your outside manhole covers, if you know where they are, and clear access to them",
          "Take photographs for your insurer before anything is cleaned up",
        ],
      },
      {
        id: "about",
        heading: "Local emergency engineers, not a call centre",
        layout: "prose",
        paragraphs: [
          "Because we are based locally, our emergency engineers know the area: which Reading terraces share a drain along the back of the row, where the Thames-side properties in Pangbourne and Caversham suffer when the river is high, and which roads in Thatcham flood first in a summer storm. That local knowledge saves time when it matters most.",
          "Every emergency van carries a high-pressure jetter, rods, a CCTV camera, pumps for standing water and disinfectant for the clean-up, so the engineer who arrives can normally finish the job in one visit.",
        ],
      },
    ],
    relatedServices: ["drain-unblocking", "drain-repairs", "cctv-surveys"],
    relatedAreas: ["newbury", "reading", "thatcham"],
    ctaHeading: "Drainage emergency? Call now.",
    ctaText:
      "Call {phone} any time, day or night. If it is not an emergency, request a free quote and we will reply within 30 minutes during business hours.",
  },
  // ---------------------------------------------------------------------------
  {
    slug: "drain-cleaning",
    title: "Drain Cleaning",
    shortTitle: "Drain Cleaning",
    metaTitle: "Drain Cleaning & Jetting Newbury & Reading",
    metaDescription:
      "Professional drain cleaning and high-pressure jetting in Newbury, Reading and West Berkshire. Remove grease, scale, silt and roots and restore full flow.",
    keywords: [
      "drain cleaning Newbury",
      "drain jetting Reading",
      "high pressure water jetting Berkshire",
      "descaling drains",
      "grease removal drains",
      "gully cleaning",
    ],
    icon: "Waves",
    heroTitle: "Professional Drain Cleaning & Jetting",
    heroText:
      "Slow-running drains and bad smells are usually a sign of grease, scale or silt lining the pipe. We jet, descale and flush your drains back to full bore, so small problems do not become blockages.",
    onHome: true,
    card: {
      title: "Drain Cleaning",
      description:
        "High-pressure jetting and descaling that strips grease, scale and silt from your pipes and keeps water flowing freely.",
      features: [
        "High-pressure water jetting",
        "Grease and fat removal",
        "Descaling and root cutting",
        "Odour elimination",
      ],
      image: "/images/services/drain-cleaning.jpg",
      imageAlt: "High-pressure water jetting hose working in an open inspection chamber",
    },
    sections: [
      {
        id: "whats-included",
        heading: "What our drain cleaning covers",
        layout: "cards",
        items: [
          {
            title: "High-pressure water jetting",
            text: "A rotating jetting nozzle scours the whole circumference of the pipe, lifting sludge and debris and washing it through to the sewer.",
            icon: "Waves",
          },
          {
            title: "Descaling",
            text: "Berkshire's hard water leaves a crust of limescale and uric scale in soil pipes. Chain-flail and descaling heads cut it back to the pipe wall.",
            icon: "Gauge",
          },
          {
            title: "Grease and fat removal",
            text: "Kitchen waste runs from homes, cafés and pubs are cleaned of hardened fat, and we can advise on grease traps for commercial kitchens.",
            icon: "CookingPot",
          },
          {
            title: "Gully and channel cleaning",
            text: "Yard gullies, slot drains and car-park channels are emptied of silt and leaves, and the outlets are jetted through.",
            icon: "Grid3x3",
          },
          {
            title: "Root cutting",
            text: "Fine roots that are starting to collect paper and waste are cut out before they cause a full blockage.",
            icon: "TreeDeciduous",
          },
          {
            title: "Odour treatment",
            text: "Persistent smells are traced to their source, whether a dry trap, a broken seal or standing waste, and dealt with properly rather than masked.",
            icon: "Wind",
          },
        ],
      },
      {
        id: "signs",
        heading: "Signs your drains need cleaning",
        layout: "checklist",
        bullets: [
          "Water draining slowly from sinks, baths or showers",
          "Gurgling from plugholes or the toilet after flushing",
          "Unpleasant smells from drains inside or outside",
          "Water level in the toilet pan rising and slowly falling",
          "Outside gullies holding water after rain has stopped",
          "Recurring blockages in the same place",
        ],
      },
      {
        id: "who-we-help",
        heading: "Who we clean drains for",
        layout: "cards",
        items: [
          {
            title: "Homeowners",
            text: "A one-off clean for a house that has not had its drains looked at in years, or before selling so the buyer's survey comes back clean.",
            icon: "House",
          },
          {
            title: "Landlords and letting agents",
            text: "Cleaning between tenancies and a camera check to show the drains were left in good order.",
            icon: "KeyRound",
          },
          {
            title: "Restaurants, pubs and cafés",
            text: "Out-of-hours jetting of kitchen drains and grease traps so your service is never interrupted.",
            icon: "UtensilsCrossed",
          },
          {
            title: "Farms and equestrian yards",
            text: "Yard drains and wash-down areas that fill with straw, bedding and soil, from Lambourn's racing yards to livery stables across West Berkshire.",
            icon: "Tractor",
          },
        ],
      },
      {
        id: "about",
        heading: "Cleaning that prevents the next blockage",
        layout: "prose",
        paragraphs: [
          "Most blockages do not happen overnight. Fat, scale and silt build up over months and years until one day the pipe is too narrow to carry a flush. A thorough clean takes the pipe back to its full diameter, which is why we recommend it for older houses, busy family homes and any property where a drain has blocked more than once.",
          "We finish every clean by running water through the system and, where it is useful, a quick camera check so you can see the result for yourself. If we spot a defect while we are there, we will show it to you and explain your options; we will never pressure you into a repair.",
        ],
      },
    ],
    relatedServices: ["drain-unblocking", "drainage-maintenance", "cctv-surveys"],
    relatedAreas: ["newbury", "reading", "thatcham"],
    ctaHeading: "Book a drain clean",
    ctaText:
      "Call {phone} or request a free quote. We will confirm a price and a time that suits you, including early mornings and weekends for businesses.",
  },
  // ---------------------------------------------------------------------------
  {
    slug: "drainage-maintenance",
    title: "Drainage Maintenance",
    shortTitle: "Maintenance Contracts",
    metaTitle: "Drainage Maintenance Contracts | Newbury & Reading",
    metaDescription:
      "Planned drainage maintenance for homes, landlords and businesses in Newbury, Reading and West Berkshire. Scheduled jetting, CCTV checks and priority response.",
    keywords: [
      "drainage maintenance contract Newbury",
      "planned drain maintenance Reading",
      "commercial drainage maintenance Berkshire",
      "grease trap maintenance",
      "septic tank maintenance West Berkshire",
      "preventative drain cleaning",
    ],
    icon: "CalendarCheck",
    heroTitle: "Planned Drainage Maintenance",
    heroText:
      "Regular cleaning and inspection costs far less than an emergency callout, a closed kitchen or a flooded car park. Our maintenance plans keep drains flowing for homes, landlords and businesses across West Berkshire.",
    onHome: true,
    card: {
      title: "Drainage Maintenance",
      description:
        "Scheduled jetting, inspections and priority response for homes, landlords and commercial premises, so problems are caught before they become emergencies.",
      features: [
        "Scheduled cleaning visits",
        "Annual CCTV condition checks",
        "Priority emergency response",
        "Plans for homes and businesses",
      ],
      image: "/images/services/drainage-maintenance.jpg",
      imageAlt: "Engineer recording a routine drain inspection on a tablet",
    },
    sections: [
      {
        id: "whats-included",
        heading: "What a maintenance plan includes",
        layout: "checklist",
        bullets: [
          "Scheduled high-pressure jetting of foul and surface-water drains",
          "Gully, channel drain and interceptor emptying",
          "Grease trap inspection and cleaning for kitchens",
          "CCTV condition survey of key runs each year",
          "A written visit report with photographs after every service",
          "Priority emergency response for plan holders",
          "Advance reminders, with visits booked around your opening hours",
          "Early warning of defects, with prices agreed before any repair",
        ],
      },
      {
        id: "who-its-for",
        heading: "Who our plans are for",
        layout: "cards",
        items: [
          {
            title: "Restaurants, pubs and takeaways",
            text: "Monthly or quarterly jetting of kitchen drains and grease traps keeps you compliant with your water company and open for business.",
            icon: "UtensilsCrossed",
          },
          {
            title: "Landlords and managing agents",
            text: "One contractor for a whole portfolio, with reports you can keep on file and quick response for tenants.",
            icon: "KeyRound",
          },
          {
            title: "Schools, care homes and offices",
            text: "Visits scheduled around term dates, residents and staff, with a named engineer who knows your site.",
            icon: "School",
          },
          {
            title: "Retail and industrial sites",
            text: "Car-park gullies, oil interceptors and yard drains on the estates and business parks along the A4 and M4 corridor.",
            icon: "Warehouse",
          },
          {
            title: "Rural and equestrian properties",
            text: "Yard drains, soakaways and private drainage serving farms, stables and racing yards around Lambourn, Hungerford and the Kennet valley.",
            icon: "Tractor",
          },
          {
            title: "Homeowners",
            text: "An annual check and clean for older houses, properties with large trees or homes with a history of blockages.",
            icon: "House",
          },
        ],
      },
      {
        id: "plan-options",
        heading: "Choose a visit frequency",
        layout: "cards",
        intro:
          "Every site is different, so we visit first, look at the drains and recommend a frequency based on what we find. Typical plans are:",
        items: [
          {
            title: "Annual",
            text: "Ideal for most homes and low-use premises: one thorough clean and camera check a year, usually booked in autumn ahead of the winter.",
            icon: "Calendar",
          },
          {
            title: "Six-monthly",
            text: "For larger households, rental properties, offices and sites with trees close to the drains.",
            icon: "CalendarRange",
          },
          {
            title: "Quarterly or monthly",
            text: "For commercial kitchens, food production and any drain that carries fat, silt or heavy daily use.",
            icon: "CalendarClock",
          },
        ],
      },
      {
        id: "benefits",
        heading: "Why planned maintenance pays for itself",
        layout: "prose",
        paragraphs: [
          "An emergency blockage costs more than a planned clean, and that is before you count the closed kitchen, the cancelled bookings or the ceiling damaged by an overflowing stack. Regular jetting keeps pipes at full bore, and an annual camera check spots cracks and root ingress while they can still be fixed with a patch liner rather than a trench.",
          "Plan holders also go to the front of the queue. If something does go wrong between visits, we already know your drains, where the chambers are and what has been done before, so the fix is faster.",
        ],
      },
    ],
    relatedServices: ["drain-cleaning", "cctv-surveys", "emergency-callouts"],
    relatedAreas: ["newbury", "reading", "thatcham"],
    ctaHeading: "Talk to us about a maintenance plan",
    ctaText:
      "Call {phone} or request a free quote. We will visit, assess your drains and recommend a plan with a fixed price per visit.",
  },
  // ---------------------------------------------------------------------------
  {
    slug: "gutter-services",
    title: "Gutter Services",
    shortTitle: "Gutter Services",
    metaTitle: "Gutter Cleaning & Repairs Newbury | Gutter Services",
    metaDescription:
      "Gutter cleaning, repairs, downpipe unblocking and new guttering in Newbury, Thatcham and West Berkshire. Protect your walls and foundations from rainwater.",
    keywords: [
      "gutter cleaning Newbury",
      "gutter repairs Thatcham",
      "downpipe unblocking",
      "guttering installation West Berkshire",
      "blocked gutters",
      "gutter vacuum cleaning",
    ],
    icon: "CloudRain",
    heroTitle: "Gutter Cleaning, Repairs & Installation",
    heroText:
      "Blocked and leaking gutters send rainwater down your walls and into your foundations. We clear, repair and replace gutters and downpipes across Newbury and West Berkshire, from the ground with vacuum poles or from a ladder where needed.",
    onHome: false,
    sections: [
      {
        id: "why-maintenance-matters",
        heading: "Why gutter maintenance matters",
        layout: "cards",
        items: [
          {
            title: "Keeps damp out of your walls",
            text: "An overflowing gutter soaks the brickwork below it. Over a winter that leads to damp patches inside, blown plaster, mould and frost-damaged bricks and mortar.",
            icon: "Droplets",
          },
          {
            title: "Protects foundations and drains",
            text: "Water pouring off a roof lands in the same spot every time it rains, softening the ground beside the foundations and washing leaves and moss into your gullies and drains.",
            icon: "House",
          },
          {
            title: "Prevents costly repairs",
            text: "Clearing gutters costs a fraction of repairing rotten fascias, stained render or a ceiling damaged by a blocked valley gutter.",
            icon: "PiggyBank",
          },
        ],
      },
      {
        id: "service-groups",
        heading: "Our gutter services",
        layout: "groups",
        items: [
          {
            title: "Gutter Cleaning",
            text: "Gutters emptied of leaves, moss, silt and debris by hand or with a high-reach vacuum system, with before-and-after photographs.",
            icon: "Sparkles",
            bullets: [
              "High-reach vacuum cleaning from the ground",
              "Hand clearing for flat and valley gutters",
              "Before-and-after camera photographs",
              "All waste bagged and removed",
            ],
          },
          {
            title: "Gutter Repairs",
            text: "Leaking joints, sagging runs and broken brackets repaired so water goes where it should.",
            icon: "Wrench",
            bullets: [
              "Resealing leaking joints and unions",
              "Replacing broken brackets and realigning falls",
              "Fixing sagging and overflowing sections",
              "Cast-iron gutter repairs on period homes",
            ],
          },
          {
            title: "Downpipe Services",
            text: "Blocked downpipes and the gullies they feed cleared and tested, from the hopper to the drain.",
            icon: "ArrowDownToLine",
            bullets: [
              "Unblocking downpipes and hoppers",
              "Clearing the gully or soakaway at the foot",
              "Replacing cracked or missing sections",
              "Fitting leaf guards and hopper covers",
            ],
          },
          {
            title: "Gutter Installations",
            text: "New guttering and downpipes in uPVC, aluminium or cast-iron style, sized correctly for your roof.",
            icon: "Hammer",
            bullets: [
              "Full uPVC gutter and downpipe replacement",
              "Seamless aluminium guttering",
              "Heritage cast-iron style for period properties",
              "Fascia and soffit replacement",
            ],
          },
        ],
      },
      {
        id: "local-problems",
        heading: "Common gutter problems in our area",
        layout: "cards",
        intro:
          "West Berkshire's mature trees, mild damp winters and older housing mean some gutter problems turn up far more often than others.",
        items: [
          {
            title: "Autumn leaves",
            text: "Tree-lined roads in Shaw and Donnington, and the woodland edges around Newbury, fill gutters with leaves every October and November. Left over winter, they rot into a sludge that blocks outlets and overflows in the first heavy rain.",
            icon: "Leaf",
            areas: ["shaw", "donnington", "newbury"],
            services: ["drainage-maintenance"],
          },
          {
            title: "Moss from roof tiles",
            text: "North-facing roofs and older clay tiles in Speen and central Newbury grow thick moss, which washes into the gutters in clumps and blocks downpipes solid.",
            icon: "Sprout",
            areas: ["speen", "newbury"],
            services: ["drain-unblocking"],
          },
          {
            title: "Winter damage",
            text: "Water trapped behind a blockage freezes and expands, splitting joints and pulling brackets away from the fascia. We see it most after cold snaps across Greenham and Thatcham.",
            icon: "Snowflake",
            areas: ["greenham", "thatcham"],
            services: ["drainage-maintenance"],
          },
          {
            title: "Bird nesting",
            text: "Pigeons, jackdaws and sparrows build nests in gutters, hoppers and under loose tiles in spring. Nests block the flow and the debris ends up in your drains.",
            icon: "Bird",
            areas: ["newbury", "thatcham"],
            services: ["drain-unblocking"],
          },
        ],
      },
      {
        id: "signs",
        heading: "Signs your gutters need attention",
        layout: "checklist",
        bullets: [
          "Water spilling over the edge of the gutter when it rains",
          "Plants, grass or moss growing out of the gutter",
          "Damp patches or mould on inside walls near the roofline",
          "Green staining or tide marks on the brickwork or render",
          "Gutters sagging or pulling away from the fascia",
          "Dripping from joints between sections",
          "Peeling paint or rot on fascia boards",
          "Pools of water or erosion at the foot of the wall",
        ],
      },
    ],
    relatedServices: ["drainage-maintenance", "cctv-surveys", "emergency-callouts"],
    relatedAreas: ["shaw", "newbury", "speen", "greenham", "donnington", "thatcham"],
    ctaHeading: "Book your gutter clean",
    ctaText:
      "Call {phone} or request a free quote. Autumn fills up fast, so book early for a visit before the winter rain.",
  },
];

/** Look up a service by slug. */
export function getService(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug);
}

/** The six services shown as cards on the home page, in display order. */
export const homeServices: Service[] = services.filter((s) => s.onHome);

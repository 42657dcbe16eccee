/**
 * Area landing pages (/areas/{slug}).
 *
 * Copy may contain the tokens `{phone}` and `{business}`; the app substitutes the configured
 * business phone number and name at render time. The H1 is built by the page as
 * `Drainage Services in {town}`.
 */
import type { ServiceSlug } from "./services";

export type AreaSlug =
  | "newbury"
  | "reading"
  | "thatcham"
  | "wash-common"
  | "greenham"
  | "shaw"
  | "speen"
  | "donnington"
  | "enborne"
  | "hungerford"
  | "kintbury"
  | "lambourn"
  | "pangbourne"
  | "tilehurst"
  | "calcot"
  | "burghfield"
  | "mortimer"
  | "tadley"
  | "whitchurch"
  | "theale"
  | "aldermaston"
  | "caversham"
  | "earley"
  | "woodley";

/** All area slugs, in page order. */
export const areaSlugs: readonly AreaSlug[] = [
  "newbury",
  "reading",
  "thatcham",
  "wash-common",
  "greenham",
  "shaw",
  "speen",
  "donnington",
  "enborne",
  "hungerford",
  "kintbury",
  "lambourn",
  "pangbourne",
  "tilehurst",
  "calcot",
  "burghfield",
  "mortimer",
  "tadley",
  "whitchurch",
  "theale",
  "aldermaston",
  "caversham",
  "earley",
  "woodley",
];

export interface AreaCard {
  title: string;
  text: string;
}

export interface AreaServiceCard {
  service: ServiceSlug;
  /** Text written for this town. */
  text: string;
}

export interface Area {
  slug: AreaSlug;
  /** Display name, e.g. "Whitchurch-on-Thames". */
  town: string;
  county: string;
  /** Local authority district. */
  district: string;
  /** Postcode districts, e.g. ["RG14", "RG20"]. */
  postcodes: string[];
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  /** One-sentence hero strap line under the H1. */
  heroText: string;
  intro: string;
  highlights: [AreaCard, AreaCard, AreaCard];
  serviceCards: [AreaServiceCard, AreaServiceCard, AreaServiceCard, AreaServiceCard];
  /** Property types, rural or riverside specifics, tree roots, commercial areas. */
  localChallenges: AreaCard[];
  whyChooseUs: [AreaCard, AreaCard, AreaCard, AreaCard];
  /** Neighbourhoods and villages covered from this page (newbury, reading, thatcham). */
  subAreas?: string[];
  /** Three nearby area pages. */
  nearby: [AreaSlug, AreaSlug, AreaSlug];
  /** Typical emergency attendance promised on the page, in minutes. */
  emergencyMinutes: number;
  /** Service pages linked from the area page. */
  relatedServices: ServiceSlug[];
}

const standardRelated: ServiceSlug[] = ["emergency-callouts", "drainage-maintenance", "drain-cleaning"];

export const areas: Area[] = [
  // ---------------------------------------------------------------------------
  {
    slug: "newbury",
    town: "Newbury",
    county: "Berkshire",
    district: "West Berkshire",
    postcodes: ["RG14", "RG18", "RG19", "RG20"],
    metaTitle: "Drainage Services Newbury | Blocked Drains, 24/7 Engineers",
    metaDescription:
      "Local drainage engineers in Newbury. Drain unblocking, CCTV surveys, no-dig repairs and 24/7 emergency callouts across RG14, RG18, RG19 and RG20.",
    keywords: [
      "drainage Newbury",
      "blocked drains Newbury",
      "drain unblocking RG14",
      "emergency drain engineer Newbury",
      "CCTV drain survey Newbury",
      "drain repairs West Berkshire",
    ],
    heroText:
      "Newbury's local drain engineers, covering the town and its villages 24 hours a day, with same-day appointments as standard.",
    intro:
      "Newbury is where {business} started, and it is still where most of our engineers live. From the Victorian terraces around West Fields and Craven Road to the new homes on the Newbury Racecourse development, we know how the town's drains were laid and where they tend to fail. Whether it is a blocked toilet in Speenhamland, a restaurant drain behind Northbrook Street or a cracked pipe under a driveway in Wash Common, we can usually be with you the same day, and within 60 minutes in an emergency.",
    highlights: [
      {
        title: "Based in Newbury",
        text: "Our vans start the day in and around the town, so RG14 addresses are among the quickest we reach. Emergency attendance is typically within 60 minutes.",
      },
      {
        title: "Every Newbury postcode",
        text: "RG14, RG18, RG19 and RG20: from the town centre out to Hermitage, Chieveley, Burghclere and Kingsclere.",
      },
      {
        title: "Twenty years on these streets",
        text: "We have cleared, surveyed and repaired drains on most roads in Newbury, and many of our customers have called us for years.",
      },
    ],
    serviceCards: [
      {
        service: "drain-unblocking",
        text: "Same-day unblocking for homes and businesses across Newbury, from Speenhamland terraces to the cafés and shops around the Market Place.",
      },
      {
        service: "cctv-surveys",
        text: "Homebuyer surveys on Newbury's older houses, where the clay drains under Victorian and Edwardian homes can be well over a century old.",
      },
      {
        service: "drain-repairs",
        text: "No-dig patch lining for cracked and root-damaged pipes, so block-paved drives in Wash Common and Greenham stay exactly as they are.",
      },
      {
        service: "emergency-callouts",
        text: "Round-the-clock cover across RG14, with an engineer normally at your door within 60 minutes of your call.",
      },
    ],
    localChallenges: [
      {
        title: "Victorian and Edwardian terraces",
        text: "Streets around West Fields, the City and Speenhamland were built with salt-glazed clay drains, often running as one shared pipe along the backs of a terrace. Joints open with age, and one household's blockage can back up into the next garden. We trace shared runs on camera so everyone knows whose pipe is whose.",
      },
      {
        title: "The Kennet and the Lambourn",
        text: "The River Kennet and the Kennet & Avon Canal run through the middle of town, and the River Lambourn joins the Kennet on its eastern side. Properties near both have a high water table, and in wet winters soakaways and surface-water drains can struggle. We check outfalls, soakaways and non-return valves before the rain sets in.",
      },
      {
        title: "Mature trees and root ingress",
        text: "Leafy roads in Wash Common, Shaw and Donnington have large oaks, limes and sycamores growing close to old clay drains. Roots push into the joints in search of water and catch everything that is flushed. We cut them out and seal the pipe with a patch liner so they cannot return.",
      },
      {
        title: "Town-centre businesses",
        text: "Restaurants, pubs and takeaways around Northbrook Street, the Market Place and Bartholomew Street put heavy fat loads into shared drains. We jet kitchen drains and grease traps early in the morning or after closing so service is never interrupted.",
      },
      {
        title: "Newer estates",
        text: "On the Racecourse development and other recent estates, drains are plastic but private shared runs are common, and builders' rubble left in the pipes still causes blockages years later. We can tell you which section is private, which is adopted by Thames Water, and who is responsible.",
      },
    ],
    whyChooseUs: [
      {
        title: "A Newbury firm",
        text: "We are a local, family-run business, not a national call centre. The engineer we send is likely to be minutes away.",
      },
      {
        title: "60-minute emergency response",
        text: "Day or night, weekends included, we aim to reach any address in Newbury within the hour.",
      },
      {
        title: "We know the housing",
        text: "Edwardian villas on the Andover Road, post-war semis in Shaw, new builds at the Racecourse: we have worked on all of them.",
      },
      {
        title: "Straight answers",
        text: "If the fault is in Thames Water's public sewer we show you the footage, tell you how to report it, and you pay nothing for their pipe.",
      },
    ],
    subAreas: [
      "Wash Common",
      "Greenham",
      "Shaw",
      "Speen",
      "Donnington",
      "Speenhamland",
      "Enborne",
      "Newtown",
      "Stockcross",
      "Bucklebury",
    ],
    nearby: ["thatcham", "greenham", "speen"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "reading",
    town: "Reading",
    county: "Berkshire",
    district: "Reading",
    postcodes: ["RG1", "RG2", "RG4", "RG6", "RG30", "RG31"],
    metaTitle: "Drainage Services Reading | Drain Unblocking & Repairs 24/7",
    metaDescription:
      "Drain unblocking, CCTV surveys and no-dig repairs across Reading, Caversham, Tilehurst and Earley. 24/7 emergency engineers, typically with you in 60 minutes.",
    keywords: [
      "drainage Reading",
      "blocked drains Reading",
      "drain unblocking RG1",
      "emergency drain engineer Reading",
      "CCTV drain survey Reading",
      "drain repairs Reading",
    ],
    heroText:
      "Fast, reliable drainage for homes, landlords and businesses across Reading and everywhere within 10 miles of the town centre.",
    intro:
      "Reading has a great many old drains under it. Much of the centre, and the streets around Oxford Road, Katesgrove and Newtown, were built in the Victorian boom when the town grew up around Huntley & Palmers, Suttons Seeds and Simonds brewery. The twentieth century then added Whitley, Southcote, Tilehurst and Lower Earley. We cover all of it, from flats near the Oracle to family homes in Emmer Green, with same-day appointments and emergency engineers who are typically with you within 60 minutes.",
    highlights: [
      {
        title: "All Reading postcodes",
        text: "RG1, RG2, RG4, RG6, RG30 and RG31, plus every address within 10 miles of Reading town centre.",
      },
      {
        title: "Homes, flats and HMOs",
        text: "We work for owner-occupiers, landlords, letting agents and managing agents across the town, and send a written report after every job.",
      },
      {
        title: "Commercial premises",
        text: "Restaurants on Friar Street, offices, shops and industrial units, with out-of-hours working so you can stay open.",
      },
    ],
    serviceCards: [
      {
        service: "drain-unblocking",
        text: "Terraces and shared houses with several households on one drain block more often. We clear wipes, fat and scale the same day, from Redlands to Whitley.",
      },
      {
        service: "cctv-surveys",
        text: "Pre-purchase surveys for Reading's Victorian and Edwardian homes, where a camera can reveal cracked clay pipes before you commit to buy.",
      },
      {
        service: "drain-repairs",
        text: "Patch lining seals cracks and root entry without lifting front gardens, shared paths or the tiled hallways of period terraces.",
      },
      {
        service: "emergency-callouts",
        text: "Sewage backing up in a flat, or a restaurant drain blocked on a Saturday night? Our Reading engineers are on call 24/7.",
      },
    ],
    localChallenges: [
      {
        title: "Victorian terraces and shared houses",
        text: "Many terraced houses in Newtown, Katesgrove, Redlands and along the Oxford Road have been converted into flats or shared houses for students and hospital staff. More people means far more waste going into drains designed for one family, often through a single shared run behind the terrace.",
      },
      {
        title: "Two rivers through town",
        text: "The Kennet runs through the centre past the Oracle, and the Thames divides Reading from Caversham. Low-lying properties near both can see drains back up when river levels are high and outfalls are submerged, and we see a surge in callouts after prolonged winter rain.",
      },
      {
        title: "Clay ground and street trees",
        text: "Much of Reading is built on clay, which shrinks in dry summers and swells in wet winters, working old pipe joints loose. Mature street and garden trees in areas such as Redlands and Southcote then find the gaps and send roots into the drain.",
      },
      {
        title: "Post-war and 1970s estates",
        text: "Estates in Whitley, Southcote and parts of Tilehurst were often laid with pitch-fibre pipe, which softens, blisters and flattens with age. We can reround and reline it before it collapses.",
      },
      {
        title: "Town-centre kitchens and offices",
        text: "Restaurants and bars on Friar Street, Broad Street and around the Oracle put heavy fat loads into the drains, while office blocks have long internal stacks. We offer planned jetting and grease-trap maintenance to keep them flowing.",
      },
    ],
    whyChooseUs: [
      {
        title: "Landlord friendly",
        text: "We liaise directly with tenants, send photographs and a written report to the agent, and invoice the landlord.",
      },
      {
        title: "60-minute emergency response",
        text: "Engineers on call every night of the year, typically reaching Reading addresses within the hour.",
      },
      {
        title: "Camera proof of every repair",
        text: "We show you the pipe before and after, so you know exactly what you paid for.",
      },
      {
        title: "Honest about Thames Water",
        text: "If the blockage is in the public sewer, we tell you so you can report it free rather than pay us to clear it.",
      },
    ],
    subAreas: [
      "Caversham",
      "Emmer Green",
      "Tilehurst",
      "Southcote",
      "Coley",
      "Whitley",
      "Earley",
      "Lower Earley",
      "Woodley",
      "Calcot",
    ],
    nearby: ["tilehurst", "caversham", "earley"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "thatcham",
    town: "Thatcham",
    county: "Berkshire",
    district: "West Berkshire",
    postcodes: ["RG18", "RG19"],
    metaTitle: "Drainage Services Thatcham | Blocked Drains & Surveys",
    metaDescription:
      "Local drainage engineers in Thatcham: blocked drains, CCTV surveys, no-dig repairs and 24/7 emergency callouts across RG18 and RG19, typically within 60 minutes.",
    keywords: [
      "drainage Thatcham",
      "blocked drains Thatcham",
      "drain unblocking RG18",
      "drain unblocking RG19",
      "CCTV drain survey Thatcham",
      "emergency drain engineer Thatcham",
    ],
    heroText:
      "Drain unblocking, surveys and repairs for Thatcham's homes and businesses, just minutes from our Newbury base.",
    intro:
      "Thatcham has grown from a small market town on the A4 into one of the largest towns in West Berkshire, with big estates at Dunston Park, Kennet Heath and Siege Cross alongside the older streets around the Broadway. That mix means drains of every age, and a town that knows what happens when water has nowhere to go: hundreds of homes were flooded in July 2007 when storm water poured off the higher ground to the north. We provide same-day drain unblocking, surveys and repairs right across Thatcham, with emergency engineers typically with you within 60 minutes.",
    highlights: [
      {
        title: "Minutes from Newbury",
        text: "Thatcham is a short run along the A4 from our base, so same-day visits are the norm and emergencies are typically reached within 60 minutes.",
      },
      {
        title: "Flood-aware engineers",
        text: "We know which streets take the surface water in a downpour and make sure gullies, soakaways and private drains can cope.",
      },
      {
        title: "Old town and new estates",
        text: "From period shops on the Broadway to new homes at Siege Cross, we work on every kind of drain in RG18 and RG19.",
      },
    ],
    serviceCards: [
      {
        service: "drain-unblocking",
        text: "Blocked toilets, sinks and outside drains cleared the same day anywhere in Thatcham, from Dunston Park to Crookham Common.",
      },
      {
        service: "cctv-surveys",
        text: "Surveys for buyers on Thatcham's estates, and to settle whether a shared private drain or Thames Water's sewer is at fault.",
      },
      {
        service: "drain-repairs",
        text: "No-dig repairs for cracked and displaced joints, with patch liners that keep out roots and groundwater.",
      },
      {
        service: "drainage-maintenance",
        text: "Pre-winter jetting of gullies, soakaways and surface-water drains for homes and businesses that cannot afford a repeat of 2007.",
      },
    ],
    localChallenges: [
      {
        title: "Surface water and flash flooding",
        text: "In July 2007 intense rain ran off the high ground around Cold Ash and Bucklebury and flooded homes across Thatcham. Flood alleviation schemes have been built since, but they rely on gullies, culverts and private drains being clear. Blocked surface-water drains are still the first thing to fail in a summer storm.",
      },
      {
        title: "Large modern estates",
        text: "Dunston Park, Kennet Heath and the newer Siege Cross development were built with plastic drains, but many homes share private runs before they reach the public sewer. Settlement, builders' debris and wipes cause most of the blockages we clear there, and we can show you who is responsible for each length.",
      },
      {
        title: "Older properties around the Broadway",
        text: "The shops, pubs and cottages around the Broadway and Church Gate date back centuries in places, with old clay drains, flats above shops and shared yards. Cracked and offset joints are common, and we repair them without digging up historic yards.",
      },
      {
        title: "Colthrop and commercial units",
        text: "Industrial and trade units at Colthrop, by the railway and the canal, have yard gullies, interceptors and long surface-water runs that silt up. We offer planned maintenance with visit reports for your records.",
      },
    ],
    whyChooseUs: [
      {
        title: "Local and quick",
        text: "We are along the A4 in Newbury, not an hour away, and typically reach Thatcham emergencies within 60 minutes.",
      },
      {
        title: "We understand the flood risk",
        text: "We have cleared Thatcham's drains through storms and wet winters and know which problems to check first.",
      },
      {
        title: "Clear, agreed prices",
        text: "You know the price before we start. No hidden extras and no charge for advice.",
      },
      {
        title: "Guaranteed work",
        text: "Every repair comes with a written guarantee and before-and-after camera footage.",
      },
    ],
    subAreas: [
      "Dunston Park",
      "Kennet Heath",
      "Siege Cross",
      "Henwick",
      "Colthrop",
      "Crookham Common",
      "Cold Ash",
      "Upper Bucklebury",
      "Midgham",
    ],
    nearby: ["newbury", "greenham", "aldermaston"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "wash-common",
    town: "Wash Common",
    county: "Berkshire",
    district: "West Berkshire",
    postcodes: ["RG14"],
    metaTitle: "Drainage Services Wash Common, Newbury | Local Engineers",
    metaDescription:
      "Drain unblocking, root removal, CCTV surveys and no-dig repairs in Wash Common, Newbury RG14. Local engineers with 24/7 emergency cover within 60 minutes.",
    keywords: [
      "drainage Wash Common",
      "blocked drains Wash Common",
      "drain repairs Wash Common Newbury",
      "tree roots in drains Newbury",
      "CCTV drain survey RG14",
    ],
    heroText:
      "Drain unblocking, surveys and root removal for Wash Common's family homes, from the Andover Road to the edge of Enborne.",
    intro:
      "Wash Common sits on high ground on the southern edge of Newbury, either side of the Andover Road, where the First Battle of Newbury was fought in 1643. Today it is a settled residential area of 1930s semis, post-war bungalows and larger detached homes, many with long gardens, big trees and extensions added over the years. Those trees and extensions are behind most of the drainage problems we see here, and our engineers are only a few minutes away when something goes wrong.",
    highlights: [
      {
        title: "Five minutes from our engineers",
        text: "Wash Common is on our doorstep, so same-day visits are routine and emergencies are typically reached within 60 minutes.",
      },
      {
        title: "Tree root specialists",
        text: "We cut out roots from oaks, conifers and garden trees and seal the pipe so they do not come back.",
      },
      {
        title: "Extension and build-over surveys",
        text: "Planning a rear extension? We survey the drains first and help with Thames Water build-over requirements.",
      },
    ],
    serviceCards: [
      {
        service: "drain-unblocking",
        text: "Blocked toilets and outside drains in Wash Common cleared quickly, including long runs from bungalows set back from the road.",
      },
      {
        service: "cctv-surveys",
        text: "Camera surveys before buying or extending, showing the condition and route of drains under lawns and driveways.",
      },
      {
        service: "drain-repairs",
        text: "Patch lining to seal root-damaged joints without digging through mature gardens or resin-bound drives.",
      },
      {
        service: "gutter-services",
        text: "Gutter cleaning for homes surrounded by trees, before autumn leaves block the downpipes and gullies below.",
      },
    ],
    localChallenges: [
      {
        title: "Mature trees close to drains",
        text: "Many Wash Common gardens have oaks, silver birches and tall conifers planted decades ago, now with roots under the drive and lawn. Clay pipes laid in the 1930s to 1960s have mortar joints that roots exploit easily, and recurring blockages in a front garden drain are often the first sign.",
      },
      {
        title: "Bungalows with long drain runs",
        text: "Bungalows and detached houses set back from roads such as Essex Street and Monks Lane often have long, shallow drain runs to the sewer. Long runs mean more joints to fail and less fall, so waste settles; regular jetting makes a real difference.",
      },
      {
        title: "Extensions over old drains",
        text: "Decades of rear extensions and conservatories mean drains now run under floors they were never meant to. Before you build, we survey and locate the drains; afterwards, we check nothing was damaged during the works.",
      },
      {
        title: "Soakaways on the plateau",
        text: "Wash Common sits on gravel above the clay, so many older homes send roof water to soakaways rather than sewers. Over the years these silt up with leaves and moss from gutters and stop draining, leaving water pooling on patios after rain.",
      },
    ],
    whyChooseUs: [
      {
        title: "Practically neighbours",
        text: "Our engineers live and work in and around Newbury, so Wash Common is minutes away.",
      },
      {
        title: "Careful with your garden",
        text: "No-dig repairs and tidy working mean lawns, borders and drives are left as we found them.",
      },
      {
        title: "Straight advice",
        text: "We tell you honestly whether a tree needs to go or whether a liner will do the job.",
      },
      {
        title: "Guaranteed repairs",
        text: "Patch liners carry our 50+ year guarantee and every job comes with camera proof.",
      },
    ],
    nearby: ["newbury", "enborne", "greenham"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "greenham",
    town: "Greenham",
    county: "Berkshire",
    district: "West Berkshire",
    postcodes: ["RG19", "RG14"],
    metaTitle: "Drainage Services Greenham, Newbury | Homes & Business Park",
    metaDescription:
      "Drainage engineers for Greenham homes and Greenham Business Park. Blocked drains, CCTV surveys, interceptor cleaning and 24/7 emergency cover.",
    keywords: [
      "drainage Greenham",
      "blocked drains Greenham",
      "Greenham Business Park drainage",
      "drain unblocking RG19",
      "commercial drainage Newbury",
    ],
    heroText:
      "From the Racecourse estates to the units on Greenham Business Park, local drainage engineers on call around the clock.",
    intro:
      "Greenham stretches from Newbury Racecourse up onto Greenham Common, the former airbase that is now open heathland and home to Greenham Business Park. It is a real mix: established homes around Pyle Hill and the older parts of the village, the newer Racecourse estate by the railway, and warehouses, workshops and offices on the business park off the A339. {business} looks after drains across all of it, with same-day appointments and emergency engineers typically with you within 60 minutes.",
    highlights: [
      {
        title: "Homes and business park",
        text: "Domestic drainage and commercial contracts for units, yards and car parks on Greenham Business Park.",
      },
      {
        title: "Right by the A339",
        text: "Quick access from our Newbury base means same-day visits and emergency attendance within about an hour.",
      },
      {
        title: "New-build know-how",
        text: "We understand the private and adopted drainage on the Racecourse development and can tell you who is responsible for what.",
      },
    ],
    serviceCards: [
      {
        service: "drain-unblocking",
        text: "Same-day unblocking for Greenham homes, from older semis near Pyle Hill to new townhouses by the Racecourse.",
      },
      {
        service: "drainage-maintenance",
        text: "Planned gully, channel and interceptor cleaning for units and car parks on Greenham Business Park.",
      },
      {
        service: "cctv-surveys",
        text: "Surveys for buyers, landlords and tenants, including end-of-lease drain condition reports for commercial units.",
      },
      {
        service: "emergency-callouts",
        text: "24/7 cover for flooded yards, blocked staff toilets and sewage backing up, day or night.",
      },
    ],
    localChallenges: [
      {
        title: "Business park drainage",
        text: "Greenham Business Park has large roofs, car parks and service yards, drained by channel drains, gullies and oil interceptors. Silt and debris build up quickly, and a blocked interceptor can flood a yard in a single storm. We empty and jet them on a schedule that suits your operation.",
      },
      {
        title: "The Racecourse development",
        text: "Homes built beside Newbury Racecourse often sit on shared private drains and pumped or attenuated surface-water systems. Blockages in one house can affect neighbours, and we help residents and management companies establish responsibility.",
      },
      {
        title: "Heathland gravel and soakaways",
        text: "Up towards the Common the ground is free-draining gravel, so older homes often rely on soakaways. These clog with silt from gutters and patios and we can clean, test or replace them.",
      },
      {
        title: "Winter frosts",
        text: "Greenham's higher, exposed ground sees some of the hardest frosts in the area. Water standing in blocked gutters and shallow pipes freezes and splits joints, so we recommend a pre-winter check.",
      },
    ],
    whyChooseUs: [
      {
        title: "Commercial experience",
        text: "We work for facilities managers and tenants on the business park, with risk assessments and method statements as standard.",
      },
      {
        title: "Fast local response",
        text: "Typically within 60 minutes for emergencies, and same-day for most other jobs.",
      },
      {
        title: "Clear reports",
        text: "Photographs, footage and written reports after every visit, ready for landlords or insurers.",
      },
      {
        title: "Fixed prices",
        text: "We agree the price up front for homes and businesses alike.",
      },
    ],
    nearby: ["newbury", "thatcham", "wash-common"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "shaw",
    town: "Shaw",
    county: "Berkshire",
    district: "West Berkshire",
    postcodes: ["RG14"],
    metaTitle: "Drainage Services Shaw, Newbury | Blocked Drains & Repairs",
    metaDescription:
      "Blocked drains, CCTV surveys, gutter cleaning and no-dig repairs in Shaw, Newbury RG14. Local engineers with 24/7 emergency cover within 60 minutes.",
    keywords: [
      "drainage Shaw Newbury",
      "blocked drains Shaw",
      "drain unblocking RG14",
      "gutter cleaning Shaw",
      "drain repairs Shaw Newbury",
    ],
    heroText:
      "Local drain and gutter engineers for Shaw, from the homes around Shaw House to the estates along Love Lane.",
    intro:
      "Shaw lies on the north-eastern side of Newbury, along the River Lambourn and around Shaw House, the Elizabethan mansion built in 1581 that now sits beside Trinity School. Around the historic core are post-war family estates, cul-de-sacs off Love Lane and a good number of mature trees. We have been unblocking and repairing drains in Shaw for more than twenty years, and because we are based close by, same-day appointments are the norm.",
    highlights: [
      {
        title: "Close to home",
        text: "Shaw is minutes from our engineers, with emergency attendance typically within 60 minutes.",
      },
      {
        title: "Drains and gutters",
        text: "Leaves from Shaw's mature trees block gutters and gullies alike; we clear both in a single visit.",
      },
      {
        title: "Riverside know-how",
        text: "Homes near the Lambourn face higher groundwater, and we know how to keep their drains and soakaways working.",
      },
    ],
    serviceCards: [
      {
        service: "drain-unblocking",
        text: "Blocked toilets, sinks and outside gullies in Shaw cleared quickly, often within hours of your call.",
      },
      {
        service: "gutter-services",
        text: "Autumn gutter and downpipe clearing for homes on Shaw's tree-lined roads, before the leaves rot and overflow.",
      },
      {
        service: "drain-repairs",
        text: "No-dig patch lining for post-war clay and pitch-fibre drains cracked by roots and ground movement.",
      },
      {
        service: "cctv-surveys",
        text: "Camera surveys for buyers and for households with recurring blockages, with a clear written report.",
      },
    ],
    localChallenges: [
      {
        title: "Post-war family homes",
        text: "Much of Shaw was built from the 1950s onwards, when drains were often laid in clay or pitch fibre. Pitch-fibre pipes deform under the weight of soil and traffic over time, and a flattened section is a common cause of repeated blockages.",
      },
      {
        title: "The River Lambourn",
        text: "The Lambourn is a chalk stream that rises with the groundwater in wet winters. Properties nearest the river can find soakaways and surface-water drains slow to clear, and we check outfalls and soakaways before winter.",
      },
      {
        title: "Autumn leaves",
        text: "Shaw's tree-lined roads and green spaces mean gutters and gullies fill with leaves every October and November, washing into the drains below. Combining gutter cleaning with a drain clean stops the problem at source.",
      },
      {
        title: "Schools and community buildings",
        text: "Schools and community buildings in Shaw have heavy daytime use and long internal runs. We schedule maintenance around term dates and opening hours.",
      },
    ],
    whyChooseUs: [
      {
        title: "Local engineers",
        text: "Based in Newbury, a few minutes from Shaw, and on call 24/7.",
      },
      {
        title: "One visit for gutters and drains",
        text: "We clear the gutter, the downpipe and the gully it drains into, so the water has somewhere to go.",
      },
      {
        title: "No-dig first",
        text: "We always look for a no-dig repair before suggesting excavation.",
      },
      {
        title: "Trusted for twenty years",
        text: "Many Shaw households have used us for years and recommend us to their neighbours.",
      },
    ],
    nearby: ["newbury", "donnington", "speen"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "speen",
    town: "Speen",
    county: "Berkshire",
    district: "West Berkshire",
    postcodes: ["RG14"],
    metaTitle: "Drainage Services Speen, Newbury | Period Homes & Bath Road",
    metaDescription:
      "Drain unblocking, surveys and no-dig repairs in Speen, Newbury RG14. Experienced with period homes on the Bath Road. 24/7 emergency cover within 60 minutes.",
    keywords: [
      "drainage Speen",
      "blocked drains Speen Newbury",
      "drain repairs Speen",
      "CCTV survey period property Newbury",
      "gutter cleaning Speen",
    ],
    heroText:
      "Careful drainage work for Speen's period houses and family homes, on the west side of Newbury along the Bath Road.",
    intro:
      "Speen is one of the oldest places around Newbury, believed to be the Roman settlement of Spinis on the road from London to Bath, and the A4 Bath Road still runs through it today. Along the road and up Speen Hill there are Georgian and Victorian houses, cottages near St Mary's church and later family homes along Speen Lane, with the Kennet valley below to the south. Older properties mean older drains, and we take particular care with listed buildings, historic walls and established gardens.",
    highlights: [
      {
        title: "Period property care",
        text: "No-dig repairs and careful access for listed and older homes, leaving historic paths and walls untouched.",
      },
      {
        title: "Quick to reach",
        text: "Speen is on the edge of town near the A34, so we reach most homes fast, typically within 60 minutes in an emergency.",
      },
      {
        title: "Gutters included",
        text: "Moss off old clay-tile roofs blocks gutters and downpipes; we clear them along with the drains they feed.",
      },
    ],
    serviceCards: [
      {
        service: "cctv-surveys",
        text: "Surveys for buyers of Speen's older houses, where drains may run under outbuildings, walled gardens or neighbouring land.",
      },
      {
        service: "drain-repairs",
        text: "Patch lining and relining of old clay drains without disturbing period paving or mature planting.",
      },
      {
        service: "drain-unblocking",
        text: "Same-day unblocking for homes and businesses along the Bath Road and Speen Lane.",
      },
      {
        service: "gutter-services",
        text: "Clearing moss and debris from gutters and hoppers on steep, old tiled roofs, with cast-iron repairs where needed.",
      },
    ],
    localChallenges: [
      {
        title: "Period and listed homes",
        text: "Georgian and Victorian houses along the Bath Road and on Speen Hill often have original clay or even brick drains, laid without the falls or joints modern pipes use. We survey first and favour lining over excavation to protect historic fabric.",
      },
      {
        title: "Moss and old roofs",
        text: "Old clay-tile roofs, many facing north, grow heavy moss that washes into gutters and downpipes. Blocked hoppers then overflow down the walls of older solid-brick houses that have no cavity to protect them from damp.",
      },
      {
        title: "Between two rivers",
        text: "Speen sits on rising ground between the Kennet valley to the south and the Lambourn to the north. Lower-lying properties towards the water meadows see higher groundwater in winter and benefit from a soakaway check.",
      },
      {
        title: "Big gardens, big trees",
        text: "Long gardens with mature trees are part of Speen's character, and roots in old clay drains are the most common repair we make here.",
      },
    ],
    whyChooseUs: [
      {
        title: "Respect for old buildings",
        text: "We protect floors, walls and gardens, and never dig where a liner will do.",
      },
      {
        title: "Local knowledge",
        text: "We have worked on homes along the Bath Road and Speen Lane for many years.",
      },
      {
        title: "On call 24/7",
        text: "Emergency engineers typically with you within 60 minutes.",
      },
      {
        title: "Clear paperwork",
        text: "Reports and footage that surveyors, insurers and conservation officers can understand.",
      },
    ],
    nearby: ["newbury", "donnington", "shaw"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "donnington",
    town: "Donnington",
    county: "Berkshire",
    district: "West Berkshire",
    postcodes: ["RG14"],
    metaTitle: "Drainage Services Donnington, Newbury | Local Engineers",
    metaDescription:
      "Drainage services in Donnington, Newbury RG14: unblocking, CCTV surveys, no-dig repairs and gutter cleaning near the River Lambourn. 24/7 emergency cover.",
    keywords: [
      "drainage Donnington Newbury",
      "blocked drains Donnington",
      "drain repairs Donnington",
      "gutter cleaning Donnington",
      "septic tank Newbury",
    ],
    heroText:
      "Drain and gutter specialists for Donnington's cottages, family homes and riverside properties on the north side of Newbury.",
    intro:
      "Donnington sits just north of Newbury on the Oxford Road, below the gatehouse of Donnington Castle, which held out through a long siege in the Civil War. The village has historic cottages, the Donnington Hospital almshouses and Victorian villas alongside later family homes, with the River Lambourn winding through towards Shaw. {business} is based a few minutes away and looks after drains and gutters throughout the village.",
    highlights: [
      {
        title: "Historic village, careful work",
        text: "Experience with period cottages and listed buildings, with no-dig repairs wherever possible.",
      },
      {
        title: "Lambourn valley specialists",
        text: "We understand how the chalk-stream water table affects soakaways and drains near the river.",
      },
      {
        title: "60-minute emergencies",
        text: "Just north of Newbury, Donnington is quick to reach, day or night.",
      },
    ],
    serviceCards: [
      {
        service: "drain-unblocking",
        text: "Blocked drains cleared the same day in Donnington, including long runs serving cottages and larger houses set back from the road.",
      },
      {
        service: "cctv-surveys",
        text: "Surveys that map old, undocumented drains, often shared between cottages or running under outbuildings.",
      },
      {
        service: "gutter-services",
        text: "Gutter clearing for homes under the mature trees around the village, ahead of the autumn leaf fall.",
      },
      {
        service: "drain-repairs",
        text: "No-dig lining for cracked clay drains without lifting period paving or disturbing historic gardens.",
      },
    ],
    localChallenges: [
      {
        title: "Historic cottages and shared drains",
        text: "Older cottages in Donnington were often connected to the sewer long after they were built, with one pipe shared between several homes. Nobody may know where it runs, so a CCTV survey with a location sonde is the quickest way to find out.",
      },
      {
        title: "River Lambourn groundwater",
        text: "The Lambourn is a chalk stream fed by groundwater. In wet winters the water table rises and low-lying gardens near the river drain slowly, putting pressure on soakaways and private drains.",
      },
      {
        title: "Leaves and mature trees",
        text: "Large trees around the castle slopes, the lanes and older gardens shed heavily in autumn, blocking gutters and gullies and sending roots into drains.",
      },
      {
        title: "Private drainage on the outskirts",
        text: "Some houses on the edge of the village and along the lanes towards Snelsmore and Bagnor are not on mains drainage, relying on septic tanks or treatment plants that need regular emptying and checks.",
      },
    ],
    whyChooseUs: [
      {
        title: "Local family firm",
        text: "We have served Donnington and north Newbury for over twenty years.",
      },
      {
        title: "Gentle on old properties",
        text: "Dust sheets, careful access and no-dig methods protect period homes.",
      },
      {
        title: "Drains and gutters together",
        text: "One visit to clear the gutters, downpipes and the drains below.",
      },
      {
        title: "Guaranteed",
        text: "All work is guaranteed, with patch liners covered for 50+ years.",
      },
    ],
    nearby: ["shaw", "speen", "newbury"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "enborne",
    town: "Enborne",
    county: "Berkshire",
    district: "West Berkshire",
    postcodes: ["RG14", "RG20"],
    metaTitle: "Drainage Services Enborne | Rural Drains & Septic Tanks",
    metaDescription:
      "Drainage for rural homes and farms in Enborne, near Newbury: septic tanks, treatment plants, soakaways, drain unblocking and CCTV surveys. 24/7 cover.",
    keywords: [
      "drainage Enborne",
      "septic tank Enborne",
      "blocked drains Enborne",
      "rural drainage Newbury",
      "soakaway repair West Berkshire",
    ],
    heroText:
      "Rural drainage specialists for Enborne's farms, cottages and country homes on the south-western edge of Newbury.",
    intro:
      "Enborne is a scattered rural parish to the west of Wash Common, running down to the River Enborne, which forms the county boundary with Hampshire. Farms, cottages and country houses are spread along lanes around Enborne Row and Wash Water, and many are not connected to the mains sewer. That means septic tanks, treatment plants, soakaways and long private runs, and it is exactly the kind of drainage our engineers know well.",
    highlights: [
      {
        title: "Off-mains experts",
        text: "Septic tanks, package treatment plants and drainage fields inspected, cleared and repaired.",
      },
      {
        title: "Close to Newbury",
        text: "Only a few miles from our base, with emergency attendance typically within 60 minutes.",
      },
      {
        title: "Farm and equestrian drains",
        text: "Yard gullies, wash-down areas and field drains for working farms and stables.",
      },
    ],
    serviceCards: [
      {
        service: "drain-unblocking",
        text: "Long private runs to septic tanks block more easily than town drains. We jet them through from house to tank.",
      },
      {
        service: "cctv-surveys",
        text: "Camera surveys of private drainage for buyers of rural properties, including the outlet and the drainage field where possible.",
      },
      {
        service: "drainage-maintenance",
        text: "Annual checks of septic tanks and treatment plants, soakaways and yard drains for homes, farms and stables.",
      },
      {
        service: "emergency-callouts",
        text: "When a septic system backs up into the house, we come out 24/7 to clear it and make it safe.",
      },
    ],
    localChallenges: [
      {
        title: "Septic tanks and the General Binding Rules",
        text: "Since January 2020 septic tanks that discharge straight into a ditch or watercourse have had to be replaced or upgraded under the Environment Agency's General Binding Rules. If you are buying or selling in Enborne, we can survey the system and tell you whether it complies.",
      },
      {
        title: "The River Enborne and clay ground",
        text: "Much of the parish sits on heavy clay running down to the River Enborne. Drainage fields and soakaways struggle in clay, especially in wet winters when the ground is saturated, and failing soakaways are a frequent call-out here.",
      },
      {
        title: "Long private runs",
        text: "Cottages and farmhouses set back from the lane often have tens of metres of old clay pipe before reaching the tank or sewer. Roots from hedgerows and field trees find the joints, and silt settles where the fall is shallow.",
      },
      {
        title: "Farmyards and stables",
        text: "Yard drains carry mud, straw and bedding, and must be kept separate from clean roof water. We clear them and can advise on separating foul and surface water.",
      },
    ],
    whyChooseUs: [
      {
        title: "Rural drainage experience",
        text: "Twenty years working on off-mains systems around Newbury and the Hampshire border.",
      },
      {
        title: "We come prepared",
        text: "Long jetting hoses and cameras for lengthy private runs, carried on every van.",
      },
      {
        title: "Straight talking",
        text: "Honest advice on whether your system complies, what needs doing and what can wait.",
      },
      {
        title: "Always on call",
        text: "24/7 emergency engineers, typically with you within an hour.",
      },
    ],
    nearby: ["wash-common", "kintbury", "newbury"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "hungerford",
    town: "Hungerford",
    county: "Berkshire",
    district: "West Berkshire",
    postcodes: ["RG17"],
    metaTitle: "Drainage Services Hungerford | Blocked Drains & Repairs",
    metaDescription:
      "Drain unblocking, CCTV surveys and no-dig repairs in Hungerford RG17. Experienced with High Street period buildings and Kennet riverside homes. 24/7 cover.",
    keywords: [
      "drainage Hungerford",
      "blocked drains Hungerford",
      "drain unblocking RG17",
      "CCTV drain survey Hungerford",
      "drain repairs Hungerford",
    ],
    heroText:
      "Drainage engineers for Hungerford's historic High Street, riverside homes and surrounding villages in RG17.",
    intro:
      "Hungerford is a handsome market town on the western edge of Berkshire, where the Kennet & Avon Canal, the River Kennet and the River Dun meet the old A4 Bath Road. Its long High Street of Georgian and Victorian buildings, many now antiques shops, cafés and pubs with flats above, sits on narrow medieval plots with drains running a long way back. Add the chalk streams, the water meadows of Freeman's Marsh and newer estates on the edge of town, and Hungerford has some very particular drainage needs.",
    highlights: [
      {
        title: "High Street specialists",
        text: "Experience with shops, pubs and flats on long, narrow plots with shared drains and rear yards.",
      },
      {
        title: "Chalk-stream country",
        text: "We understand the high groundwater of the Kennet and Dun valleys and how it affects drains and soakaways.",
      },
      {
        title: "Covering all of RG17",
        text: "Hungerford, Kintbury, Lambourn and the villages between, with 24/7 emergency cover.",
      },
    ],
    serviceCards: [
      {
        service: "drain-unblocking",
        text: "Blocked drains cleared for homes and High Street businesses, including the long rear runs behind the shopfronts.",
      },
      {
        service: "cctv-surveys",
        text: "Pre-purchase surveys on Hungerford's period properties, where drains can be shared with the neighbours or run under outbuildings.",
      },
      {
        service: "drain-repairs",
        text: "No-dig patch lining to protect old yards, cobbles and listed buildings from unnecessary excavation.",
      },
      {
        service: "emergency-callouts",
        text: "Sewage backing up into a shop or home? Our engineers cover Hungerford around the clock.",
      },
    ],
    localChallenges: [
      {
        title: "Historic High Street buildings",
        text: "Behind the High Street frontages, drains run the length of long medieval plots through yards and outbuildings, often shared between properties. Cafés and pubs put fat into old pipes, and we clear and survey them with as little disruption to trading as possible.",
      },
      {
        title: "Kennet, Dun and the canal",
        text: "Properties near the rivers, the canal and Freeman's Marsh sit on a high water table. In wet winters groundwater can get into cracked drains and soakaways stop working. We check and seal vulnerable runs before the wettest months.",
      },
      {
        title: "Chalk and hard water",
        text: "Hungerford's water is hard, and limescale builds up in soil pipes and waste runs over the years. Descaling restores the full bore and stops paper snagging.",
      },
      {
        title: "Outlying farms and cottages",
        text: "Around Hungerford Newtown, Chilton Foliat and the downs, many properties are off mains drainage, with septic tanks and treatment plants that need regular maintenance.",
      },
    ],
    whyChooseUs: [
      {
        title: "We cover the west",
        text: "Hungerford is not too far for us; we are on call 24/7 and typically with you within the hour.",
      },
      {
        title: "Careful with heritage",
        text: "No-dig methods and tidy working for period and listed buildings.",
      },
      {
        title: "Business friendly",
        text: "Early morning and after-hours visits so High Street shops and pubs can keep trading.",
      },
      {
        title: "Transparent pricing",
        text: "A clear price before we start, with no extra charge for the journey.",
      },
    ],
    nearby: ["kintbury", "lambourn", "newbury"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "kintbury",
    town: "Kintbury",
    county: "Berkshire",
    district: "West Berkshire",
    postcodes: ["RG17"],
    metaTitle: "Drainage Services Kintbury | Local Drain Engineers",
    metaDescription:
      "Drain unblocking, septic tank checks, CCTV surveys and repairs in Kintbury RG17, between Newbury and Hungerford. 24/7 emergency cover within 60 minutes.",
    keywords: [
      "drainage Kintbury",
      "blocked drains Kintbury",
      "septic tank Kintbury",
      "drain survey Kintbury",
      "drain repairs RG17",
    ],
    heroText:
      "Village drainage specialists for Kintbury's canal-side cottages, Victorian homes and outlying farms.",
    intro:
      "Kintbury is a busy village between Newbury and Hungerford, straddling the Kennet & Avon Canal and the River Kennet, with its station, lock and the Dundas Arms by the water. Victorian villas and terraced cottages in the village centre sit alongside newer homes, while the lanes climbing south towards Inkpen and Walbury Hill lead to farms and country houses on private drainage. We look after all of them, with same-day appointments and a 60-minute emergency response.",
    highlights: [
      {
        title: "Canal and river homes",
        text: "Experience with drains on low-lying ground by the Kennet, where groundwater and flooding are real concerns.",
      },
      {
        title: "Mains and off-mains",
        text: "From village sewers to septic tanks and treatment plants on the farms towards Inkpen.",
      },
      {
        title: "Quick along the A4",
        text: "Kintbury is an easy run from Newbury, with emergency engineers typically with you within 60 minutes.",
      },
    ],
    serviceCards: [
      {
        service: "drain-unblocking",
        text: "Same-day clearance of blocked toilets, sinks and outside drains in Kintbury village and the surrounding lanes.",
      },
      {
        service: "cctv-surveys",
        text: "Surveys for buyers of Kintbury's Victorian and older cottages, and checks on private drainage before purchase.",
      },
      {
        service: "drainage-maintenance",
        text: "Annual servicing for septic tanks, treatment plants and soakaways on farms and country homes.",
      },
      {
        service: "drain-repairs",
        text: "No-dig lining of cracked clay pipes, keeping out groundwater and roots without digging up cottage gardens.",
      },
    ],
    localChallenges: [
      {
        title: "Low-lying canal-side properties",
        text: "Homes close to the canal and the Kennet sit on a high water table. Groundwater finds its way into cracked pipes, overloading drains in wet weather, and soakaways can be waterlogged for weeks.",
      },
      {
        title: "Victorian and older cottages",
        text: "The village centre's older houses often have shared clay drains and back-garden runs laid long before modern standards. Open joints and root ingress are common, and a survey quickly shows what is going on.",
      },
      {
        title: "Septic tanks on the lanes",
        text: "Properties towards Inkpen, Templeton and the downs are frequently off mains drainage. Tanks and treatment plants need regular desludging and checks to keep working and to meet the Environment Agency's rules.",
      },
      {
        title: "Hedgerows and field trees",
        text: "Rural drain runs often pass close to hedgerows and field trees whose roots seek out the water. Root cutting and lining keep them clear.",
      },
    ],
    whyChooseUs: [
      {
        title: "Village experience",
        text: "We work in Kintbury regularly and know its mix of old and new drainage.",
      },
      {
        title: "Off-mains knowledge",
        text: "Septic tank and treatment plant advice from engineers who work on them every week.",
      },
      {
        title: "24/7 response",
        text: "Emergency engineers on call day and night, typically with you within 60 minutes.",
      },
      {
        title: "Guaranteed results",
        text: "Every repair guaranteed, with camera footage to prove it.",
      },
    ],
    nearby: ["hungerford", "enborne", "newbury"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "lambourn",
    town: "Lambourn",
    county: "Berkshire",
    district: "West Berkshire",
    postcodes: ["RG17"],
    metaTitle: "Drainage Services Lambourn | Racing Yards & Rural Homes",
    metaDescription:
      "Drainage for Lambourn's racing and equestrian yards, cottages and rural homes: yard drains, septic tanks, CCTV surveys and 24/7 emergency callouts.",
    keywords: [
      "drainage Lambourn",
      "equestrian yard drainage",
      "racing yard drains Lambourn",
      "septic tank Lambourn",
      "blocked drains Lambourn",
      "groundwater flooding Lambourn valley",
    ],
    heroText:
      "Specialist drainage for the Valley of the Racehorse: training yards, stables, cottages and rural homes on the Lambourn Downs.",
    intro:
      "Lambourn is known as the Valley of the Racehorse, home to dozens of training yards and well over a thousand horses exercised on the gallops of the Lambourn Downs. It is also a working village of flint and brick cottages, with Upper Lambourn, Eastbury and East Garston strung along the valley of the River Lambourn. Chalk downland, a rising and falling water table and busy yards all make for drainage that is unlike anywhere else we cover, and it is work we have done for many years.",
    highlights: [
      {
        title: "Equestrian yard specialists",
        text: "Stable yards, wash-down bays, horse walkers and muck-heap drainage kept clear and compliant.",
      },
      {
        title: "Chalk downland know-how",
        text: "We understand how the chalk aquifer and winterbourne stream affect drains, soakaways and septic systems.",
      },
      {
        title: "Around the clock",
        text: "24/7 emergency cover along the valley; we aim to reach Lambourn within 90 minutes, often sooner.",
      },
    ],
    serviceCards: [
      {
        service: "drainage-maintenance",
        text: "Scheduled jetting of yard gullies, wash-down drains and silt traps, planned around exercise and race days.",
      },
      {
        service: "drain-unblocking",
        text: "Yard drains blocked with straw, shavings and mud cleared fast, so horses can be washed down and boxes mucked out.",
      },
      {
        service: "cctv-surveys",
        text: "Surveys of old yard and cottage drains, and of private systems for buyers of cottages and yards in the valley.",
      },
      {
        service: "emergency-callouts",
        text: "A flooded yard or a blocked drain in staff accommodation cannot wait; we are on call day and night.",
      },
    ],
    localChallenges: [
      {
        title: "Racing and equestrian yards",
        text: "Training yards send straw, shavings, hair and mud into their drains every day from wash-down bays, boxes and horse walkers. Without silt traps and regular jetting, yard gullies choke quickly. We also help keep dirty yard water separate from clean roof water, which matters for the chalk stream and for Environment Agency rules.",
      },
      {
        title: "Chalk downland and groundwater",
        text: "The River Lambourn is a chalk winterbourne whose upper reaches run dry in summer and rise with the groundwater in winter. In very wet years, such as the winter of 2013 to 2014, groundwater flooding has affected homes along the valley, and drains and septic systems stop working as the water table climbs.",
      },
      {
        title: "Off-mains properties",
        text: "Many cottages, farms and yards outside the village centre rely on septic tanks, cesspools or treatment plants. They need desludging, checking and sometimes upgrading to meet the General Binding Rules.",
      },
      {
        title: "Flint cottages and old drains",
        text: "Traditional flint and brick cottages in Lambourn, Eastbury and East Garston often have shallow, shared clay drains. Frost, roots and farm traffic take their toll, and no-dig lining saves disturbing old yards and walls.",
      },
    ],
    whyChooseUs: [
      {
        title: "We know yards",
        text: "We work with trainers, yard managers and livery owners, and we plan visits around the horses.",
      },
      {
        title: "Rural kit on every van",
        text: "Long jetting hoses, cameras and locators for long runs and remote tanks.",
      },
      {
        title: "Environmental awareness",
        text: "Advice on protecting the River Lambourn, a chalk stream of national importance, from yard run-off.",
      },
      {
        title: "Reliable attendance",
        text: "On call 24/7 with a realistic arrival time for the valley, and we keep you updated.",
      },
    ],
    nearby: ["hungerford", "newbury", "kintbury"],
    emergencyMinutes: 90,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "pangbourne",
    town: "Pangbourne",
    county: "Berkshire",
    district: "West Berkshire",
    postcodes: ["RG8"],
    metaTitle: "Drainage Services Pangbourne | Thames-side & Period Homes",
    metaDescription:
      "Drainage engineers in Pangbourne RG8: blocked drains, CCTV surveys, flood-risk drain checks and no-dig repairs for Thames-side and period homes. 24/7 cover.",
    keywords: [
      "drainage Pangbourne",
      "blocked drains Pangbourne",
      "drain survey Pangbourne",
      "non-return valve Thames flooding",
      "drain repairs RG8",
    ],
    heroText:
      "Drainage for Pangbourne's riverside homes and Edwardian villas, where the Pang meets the Thames.",
    intro:
      "Pangbourne sits where the River Pang flows into the Thames, opposite Whitchurch across the toll bridge. It is a village of Victorian and Edwardian houses, including the striking villas on Shooters Hill known locally as the Seven Deadly Sins, with riverside homes, a busy little centre and Pangbourne College up the hill. Kenneth Grahame spent his last years here, and the riverbank still looks the part. It is also a place where the river sets the rules, and drains need to be ready for high water.",
    highlights: [
      {
        title: "Flood-ready drains",
        text: "Non-return valves, surveys and pre-winter checks for homes near the Thames and the Pang.",
      },
      {
        title: "Period property experience",
        text: "Careful, no-dig work on Victorian and Edwardian homes with original clay drains.",
      },
      {
        title: "Quick from Reading",
        text: "Along the A329 from Reading, with emergency engineers typically with you within 60 minutes.",
      },
    ],
    serviceCards: [
      {
        service: "cctv-surveys",
        text: "Surveys for buyers of Pangbourne's period and riverside homes, including the condition of any non-return valve.",
      },
      {
        service: "emergency-callouts",
        text: "When the river is high and drains back up, our engineers respond 24/7 with pumps and jetting kit.",
      },
      {
        service: "drain-repairs",
        text: "Patch lining to seal cracked clay pipes against groundwater and roots, without disturbing period gardens.",
      },
      {
        service: "drain-unblocking",
        text: "Same-day clearance for homes, shops and restaurants in the village centre.",
      },
    ],
    localChallenges: [
      {
        title: "Thames-side flood risk",
        text: "Parts of Pangbourne, including the riverside roads and the meadow, lie in the Thames floodplain. When the river is high, outfalls are submerged and sewers surcharge, so water can back up through ground-floor toilets and gullies. Non-return valves and sealed covers can make a real difference.",
      },
      {
        title: "The River Pang",
        text: "The Pang is a chalk stream that rises with the groundwater in wet winters. Properties along its banks see high water tables that stop soakaways draining and push groundwater into cracked drains.",
      },
      {
        title: "Victorian and Edwardian houses",
        text: "Large period houses often have long clay drain runs, original inspection chambers and additions from several eras. Open joints and roots are common; we survey first and line rather than dig.",
      },
      {
        title: "Village-centre businesses",
        text: "Pubs, cafés and shops in the centre share older drains. Regular jetting keeps kitchen waste moving, and we work around opening hours.",
      },
    ],
    whyChooseUs: [
      {
        title: "River-aware advice",
        text: "We explain your flood risk honestly and recommend only the protection that makes sense.",
      },
      {
        title: "Respect for period homes",
        text: "Protective sheeting, careful access and no-dig methods as standard.",
      },
      {
        title: "On call 24/7",
        text: "Emergency attendance typically within 60 minutes, day or night.",
      },
      {
        title: "Insurance support",
        text: "Footage and reports that insurers accept, especially after flood damage.",
      },
    ],
    nearby: ["whitchurch", "tilehurst", "theale"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "tilehurst",
    town: "Tilehurst",
    county: "Berkshire",
    district: "Reading and West Berkshire",
    postcodes: ["RG30", "RG31"],
    metaTitle: "Drainage Services Tilehurst | Blocked Drains & Repairs",
    metaDescription:
      "Drain unblocking, CCTV surveys and no-dig repairs in Tilehurst RG30 and RG31. Estates, shops and homes on clay ground. 24/7 emergency cover within 60 minutes.",
    keywords: [
      "drainage Tilehurst",
      "blocked drains Tilehurst",
      "drain unblocking RG31",
      "drain repairs Tilehurst",
      "pitch fibre pipe repair Reading",
    ],
    heroText:
      "Local drainage engineers for Tilehurst's estates, shops and family homes on the western side of Reading.",
    intro:
      "Tilehurst spreads across the hill on the western edge of Reading, from Norcot and Kentwood up to the water tower and down towards the Thames at Tilehurst station. Its name comes from the clay tiles once made here, and that same clay is under most of its homes: 1930s semis, large post-war and 1960s estates, and newer houses towards Calcot. Clay ground, ageing pipework and big family households make Tilehurst one of our busiest areas, and we are typically with you within 60 minutes in an emergency.",
    highlights: [
      {
        title: "Estate drainage experts",
        text: "Shared private drains, pitch-fibre pipes and shallow runs: we know what goes wrong on Tilehurst's estates.",
      },
      {
        title: "RG30 and RG31 covered",
        text: "From Norcot and Kentwood to Little Heath and the water tower, including the A329 Oxford Road.",
      },
      {
        title: "Quick to the M4",
        text: "Close to junction 12, so our vans reach Tilehurst fast from Newbury and Reading alike.",
      },
    ],
    serviceCards: [
      {
        service: "drain-unblocking",
        text: "Blocked toilets and shared drains on Tilehurst's estates cleared the same day, with a camera check if it keeps happening.",
      },
      {
        service: "drain-repairs",
        text: "Reforming and relining pitch-fibre pipes on 1960s estates before they collapse, without digging up the drive.",
      },
      {
        service: "cctv-surveys",
        text: "Surveys for buyers and for extensions, including Thames Water build-over checks on public sewers in back gardens.",
      },
      {
        service: "drain-cleaning",
        text: "Jetting and descaling for shops and takeaways along School Road and the Oxford Road.",
      },
    ],
    localChallenges: [
      {
        title: "Clay soils and ground movement",
        text: "Tilehurst's clay shrinks in dry summers and swells in wet winters. That seasonal movement works old joints loose and can crack rigid clay pipes, letting in roots and groundwater.",
      },
      {
        title: "Post-war and 1960s estates",
        text: "Many estates were laid with pitch-fibre drains, which soften and flatten over the decades. A drain that blocks every few months on a 1960s estate is very often a deformed pitch-fibre section.",
      },
      {
        title: "Shared drains and public sewers in gardens",
        text: "On semi-detached and terraced streets, drains frequently combine before reaching the road, and many back gardens have a public sewer running through them. We establish who is responsible and help with build-over agreements for extensions.",
      },
      {
        title: "Local shops and the A4 and M4 corridor",
        text: "Shops, takeaways and pubs along School Road and the Oxford Road, and commercial premises towards the A4 and junction 12 of the M4, need regular drain cleaning to cope with kitchen waste and heavy use.",
      },
    ],
    whyChooseUs: [
      {
        title: "We know Tilehurst's estates",
        text: "Years of work on the same streets means we often know your drain layout before we arrive.",
      },
      {
        title: "60-minute emergencies",
        text: "Engineers on call around the clock, typically with you within the hour.",
      },
      {
        title: "No-dig repairs",
        text: "Liners and pipe reforming keep drives, patios and gardens intact.",
      },
      {
        title: "Clear responsibilities",
        text: "We tell you whether the fault is yours, shared or Thames Water's, so you only pay for what is yours.",
      },
    ],
    nearby: ["calcot", "reading", "pangbourne"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "calcot",
    town: "Calcot",
    county: "Berkshire",
    district: "West Berkshire",
    postcodes: ["RG31"],
    metaTitle: "Drainage Services Calcot | Homes, Retail & Commercial",
    metaDescription:
      "Drainage for Calcot homes, shops and commercial premises on the A4 Bath Road near M4 junction 12: unblocking, surveys, repairs and 24/7 emergency cover.",
    keywords: [
      "drainage Calcot",
      "blocked drains Calcot",
      "commercial drainage A4 Reading",
      "drain survey RG31",
      "car park drainage Reading",
    ],
    heroText:
      "Domestic and commercial drainage for Calcot, along the A4 Bath Road between Reading and junction 12 of the M4.",
    intro:
      "Calcot lies on the A4 Bath Road between Reading and Theale, a few minutes from junction 12 of the M4. Most homes are on the estates built from the 1960s to the 1980s north and south of the Bath Road, with Calcot Park golf course and the Holy Brook close by. Along the main road are the big Sainsbury's superstore, car showrooms, hotels and retail units with large car parks and service yards. We look after drains for homeowners and businesses alike, with emergency engineers typically with you within 60 minutes.",
    highlights: [
      {
        title: "Homes and retail",
        text: "Domestic drains on the estates, and commercial drainage for the shops, hotels and showrooms along the A4.",
      },
      {
        title: "Near M4 junction 12",
        text: "Fast access from the motorway means quick same-day visits and emergency attendance.",
      },
      {
        title: "Car parks and yards",
        text: "Gully emptying, channel drain jetting and interceptor servicing for large paved areas.",
      },
    ],
    serviceCards: [
      {
        service: "drain-unblocking",
        text: "Blocked drains on Calcot's estates cleared the same day, including shared runs behind terraces and semis.",
      },
      {
        service: "drainage-maintenance",
        text: "Planned maintenance for retail units, hotels and car showrooms on the Bath Road, scheduled outside trading hours.",
      },
      {
        service: "cctv-surveys",
        text: "Surveys for homebuyers, extensions and commercial leases, with reports for landlords and agents.",
      },
      {
        service: "emergency-callouts",
        text: "Flooded car parks, overflowing gullies and blocked customer toilets dealt with 24/7.",
      },
    ],
    localChallenges: [
      {
        title: "1960s to 1980s estates",
        text: "Calcot's estates have a mix of clay, pitch-fibre and early plastic drains, many shared between neighbours before reaching the sewer. Root ingress and deformed pitch fibre are the most common causes of repeat blockages.",
      },
      {
        title: "Retail and commercial premises on the A4",
        text: "Superstores, showrooms and hotels along the Bath Road have large roofs and car parks draining through gullies, channels and oil interceptors. Silt, leaves and litter block them, and a blocked system can flood a car park in one downpour.",
      },
      {
        title: "Holy Brook and low ground",
        text: "The Holy Brook, an old channel off the Kennet, runs through low ground on the south side of Calcot. Properties near it can see high groundwater and slow-draining soakaways in winter.",
      },
      {
        title: "Trees on green spaces",
        text: "Mature trees on verges, green spaces and around Calcot Park send roots into older drains, particularly in dry summers when they hunt for water.",
      },
    ],
    whyChooseUs: [
      {
        title: "Commercial experience",
        text: "Risk assessments, permits and out-of-hours working for retail and hospitality sites.",
      },
      {
        title: "Local estate knowledge",
        text: "We have worked on Calcot's estates for years and know the typical layouts.",
      },
      {
        title: "Fast response",
        text: "Close to the M4, we typically reach Calcot emergencies within 60 minutes.",
      },
      {
        title: "Written reports",
        text: "Every visit documented with photographs, ideal for landlords and facilities managers.",
      },
    ],
    nearby: ["tilehurst", "theale", "reading"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "burghfield",
    town: "Burghfield",
    county: "Berkshire",
    district: "West Berkshire",
    postcodes: ["RG30", "RG7"],
    metaTitle: "Drainage Services Burghfield | Village Homes & Septic Tanks",
    metaDescription:
      "Drainage in Burghfield and Burghfield Common: drain unblocking, septic tank and treatment plant care, CCTV surveys and 24/7 emergency callouts.",
    keywords: [
      "drainage Burghfield",
      "blocked drains Burghfield Common",
      "septic tank Burghfield",
      "drain survey RG7",
      "rural drainage Reading",
    ],
    heroText:
      "Drainage for Burghfield village, Burghfield Common and the rural lanes south-west of Reading, mains and off-mains alike.",
    intro:
      "Burghfield is really two places: the old village around the church, running down towards the Kennet, and the much larger Burghfield Common up the hill, which grew with housing estates from the 1950s onwards. Around them are farms, lakes left by gravel working, and lanes of cottages and country homes, many of which are not on mains drainage. Whether your drain runs to the public sewer on Burghfield Common or to a septic tank at the end of a field, our engineers can help, with same-day visits and emergency attendance typically within 60 minutes.",
    highlights: [
      {
        title: "Septic tank specialists",
        text: "Inspection, clearing and advice on septic tanks and treatment plants for rural homes.",
      },
      {
        title: "Village and estate homes",
        text: "From period cottages in the old village to family homes on Burghfield Common's estates.",
      },
      {
        title: "Close to Reading",
        text: "Just south-west of Reading and near the M4, so we reach Burghfield quickly.",
      },
    ],
    serviceCards: [
      {
        service: "drainage-maintenance",
        text: "Annual septic tank and treatment plant checks, soakaway tests and drain cleaning for off-mains homes.",
      },
      {
        service: "drain-unblocking",
        text: "Same-day unblocking on Burghfield Common's estates and along the lanes to Pingewood and Burghfield Bridge.",
      },
      {
        service: "cctv-surveys",
        text: "Pre-purchase surveys of private drainage, including the route to the tank and the condition of the outlet.",
      },
      {
        service: "emergency-callouts",
        text: "If a septic system backs up or a drain overflows, our engineers are on call 24/7.",
      },
    ],
    localChallenges: [
      {
        title: "Rural septic tanks and treatment plants",
        text: "Many homes outside the main settlements rely on septic tanks or package treatment plants. Tanks that are not emptied often enough push solids into the drainage field, which then clogs and fails. Since 2020, tanks discharging straight to a ditch or stream must also be upgraded.",
      },
      {
        title: "Burghfield Common estates",
        text: "The estates built on Burghfield Common from the 1950s to the 1980s have clay and pitch-fibre drains now several decades old, often shared between neighbours. We see roots, cracked joints and deformed pipes.",
      },
      {
        title: "Kennet valley and gravel lakes",
        text: "The low ground near the Kennet, Burghfield Bridge and the old gravel lakes has a high water table. Drains and soakaways near the water can be slow in winter and vulnerable to flooding.",
      },
      {
        title: "Woodland and heath",
        text: "Burghfield Common's pines, oaks and birches grow close to houses, and their roots find any gap in an old drain.",
      },
    ],
    whyChooseUs: [
      {
        title: "Rural and village expertise",
        text: "We work on off-mains systems every week and give honest advice on what they need.",
      },
      {
        title: "Fast from Reading",
        text: "Emergency engineers typically with you within 60 minutes.",
      },
      {
        title: "No-dig where possible",
        text: "Liners and jetting rather than trenches through your garden.",
      },
      {
        title: "Clear prices",
        text: "Fixed prices agreed before work begins.",
      },
    ],
    nearby: ["mortimer", "theale", "calcot"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "mortimer",
    town: "Mortimer",
    county: "Berkshire",
    district: "West Berkshire",
    postcodes: ["RG7"],
    metaTitle: "Drainage Services Mortimer | Village Drains & Septic Tanks",
    metaDescription:
      "Drain unblocking, CCTV surveys, septic tank care and no-dig repairs in Mortimer and Mortimer Common RG7. 24/7 emergency cover within 60 minutes.",
    keywords: [
      "drainage Mortimer",
      "blocked drains Mortimer Common",
      "septic tank Mortimer",
      "drain repairs RG7",
      "Stratfield Mortimer drainage",
    ],
    heroText:
      "Village drainage specialists for Mortimer Common, Stratfield Mortimer and the surrounding woodland lanes.",
    intro:
      "Mortimer is a village of two halves: Stratfield Mortimer in the valley, around St Mary's church and the station on the Reading to Basingstoke line, and Mortimer Common on the higher ground with its shops and the open green known as the Fairground. Victorian villas, post-war family homes and cottages sit among woodland of pine and oak, while outlying houses towards Mortimer West End and the Hampshire border often run on private drainage. We know the village well and typically reach emergencies within 60 minutes.",
    highlights: [
      {
        title: "Village homes",
        text: "From Victorian villas near the Fairground to family homes on the newer roads of Mortimer Common.",
      },
      {
        title: "Off-mains support",
        text: "Septic tanks, treatment plants and soakaways for the houses and farms beyond the village.",
      },
      {
        title: "Woodland root experts",
        text: "Pine and oak roots are a constant threat to drains here; we cut them out and seal the pipes.",
      },
    ],
    serviceCards: [
      {
        service: "drain-unblocking",
        text: "Same-day unblocking for homes and shops in Mortimer Common and Stratfield Mortimer.",
      },
      {
        service: "drain-repairs",
        text: "Patch lining to seal root-damaged joints in older clay drains under woodland gardens.",
      },
      {
        service: "drainage-maintenance",
        text: "Regular servicing of septic tanks and treatment plants for homes beyond the village sewer.",
      },
      {
        service: "cctv-surveys",
        text: "Surveys for buyers of Mortimer's period and rural homes, including private drainage systems.",
      },
    ],
    localChallenges: [
      {
        title: "Tree roots in woodland gardens",
        text: "Mortimer Common's houses often sit among tall pines, oaks and birches. Roots travel a long way underground and are the single most common cause of recurring blockages we see in the village.",
      },
      {
        title: "Rural private drainage",
        text: "Outlying homes and farms towards Mortimer West End and the Hampshire border rely on septic tanks and treatment plants. They need desludging, inspection and, in some cases, upgrading under the General Binding Rules.",
      },
      {
        title: "Sandy soils and soakaways",
        text: "On the higher ground the soil is sandy and free draining, which suits soakaways until they fill with silt, leaves and pine needles washed off roofs and drives.",
      },
      {
        title: "Victorian and older properties",
        text: "Victorian villas and cottages have older clay pipes with mortar joints, often extended over the years. A camera survey shows how everything connects.",
      },
    ],
    whyChooseUs: [
      {
        title: "Village knowledge",
        text: "We have worked in Mortimer for years and understand its mix of mains and private drainage.",
      },
      {
        title: "Honest septic advice",
        text: "We tell you what your system really needs and what it does not.",
      },
      {
        title: "Responsive",
        text: "Emergency engineers typically with you within the hour, any time.",
      },
      {
        title: "Tidy, careful work",
        text: "We protect gardens and driveways and leave the site clean.",
      },
    ],
    nearby: ["burghfield", "aldermaston", "tadley"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "tadley",
    town: "Tadley",
    county: "Hampshire",
    district: "Basingstoke and Deane",
    postcodes: ["RG26"],
    metaTitle: "Drainage Services Tadley | Homes, Villages & Septic Tanks",
    metaDescription:
      "Drain unblocking, septic tanks, CCTV surveys and repairs in Tadley RG26, Baughurst, Pamber Heath and Silchester. 24/7 emergency engineers.",
    keywords: [
      "drainage Tadley",
      "blocked drains Tadley",
      "septic tank Tadley",
      "drain survey RG26",
      "drainage Baughurst",
      "drainage Pamber Heath",
    ],
    heroText:
      "Drainage engineers for Tadley and the north Hampshire villages, from town estates to rural homes on septic tanks.",
    intro:
      "Tadley sits just over the Hampshire border, on the heathland between Basingstoke and Newbury. It grew rapidly after the 1950s alongside the Atomic Weapons Establishment at Aldermaston, so much of the town is post-war housing and bungalows, with older cottages in Baughurst, Pamber Heath and Silchester, near the walls of the Roman town of Calleva. Beyond the town, many homes and farms rely on private drainage. We cover all of it, with emergency engineers typically with you within 60 minutes.",
    highlights: [
      {
        title: "North Hampshire covered",
        text: "Tadley, Baughurst, Pamber Heath, Silchester and Heath End, all in RG26.",
      },
      {
        title: "Septic tank expertise",
        text: "Care and advice for the many village properties on septic tanks and treatment plants.",
      },
      {
        title: "Post-war housing know-how",
        text: "We understand the drains typical of Tadley's 1950s to 1970s estates and bungalows.",
      },
    ],
    serviceCards: [
      {
        service: "drain-unblocking",
        text: "Same-day unblocking for Tadley's homes and bungalows, and for shops and businesses in the town centre.",
      },
      {
        service: "drainage-maintenance",
        text: "Septic tank, treatment plant and soakaway servicing for homes around Silchester, Pamber and Baughurst.",
      },
      {
        service: "drain-repairs",
        text: "Reforming and relining of ageing pitch-fibre and clay drains on Tadley's post-war estates.",
      },
      {
        service: "cctv-surveys",
        text: "Surveys for buyers in RG26, including private drainage checks for rural properties.",
      },
    ],
    localChallenges: [
      {
        title: "Post-war estates and bungalows",
        text: "Tadley's rapid growth from the 1950s left a lot of housing built in a short time, much of it laid with pitch-fibre or early clay drains. These are now well past their best, and deformed pipes and open joints cause repeat blockages.",
      },
      {
        title: "Rural septic tanks",
        text: "Around Silchester, Pamber and Baughurst many properties are beyond the public sewer. Septic tanks and treatment plants need regular emptying and maintenance, and older systems discharging to ditches have had to be upgraded since 2020.",
      },
      {
        title: "Heathland soils and trees",
        text: "The sandy heathland soils around Pamber Forest and Tadley Common support pine and birch whose roots spread widely, along with soakaways that silt up over time.",
      },
      {
        title: "Village properties",
        text: "Older cottages and farmhouses in the surrounding villages often have long shared drains or runs to tanks across fields, which need the right equipment to survey and clear.",
      },
    ],
    whyChooseUs: [
      {
        title: "We cross the border",
        text: "North Hampshire is part of our regular patch, not an afterthought.",
      },
      {
        title: "Rural and estate experience",
        text: "Equally at home with a bungalow drain or a septic tank in a field.",
      },
      {
        title: "24/7 cover",
        text: "Emergency engineers typically with you within 60 minutes.",
      },
      {
        title: "Guaranteed repairs",
        text: "Every repair backed by a written guarantee and camera footage.",
      },
    ],
    nearby: ["aldermaston", "mortimer", "burghfield"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "whitchurch",
    town: "Whitchurch-on-Thames",
    county: "Oxfordshire",
    district: "South Oxfordshire",
    postcodes: ["RG8"],
    metaTitle: "Drainage Services Whitchurch-on-Thames | Riverside & Period",
    metaDescription:
      "Drainage for Whitchurch-on-Thames RG8: period cottages, riverside homes and private systems. Unblocking, CCTV surveys, repairs and 24/7 emergency cover.",
    keywords: [
      "drainage Whitchurch-on-Thames",
      "blocked drains Whitchurch",
      "septic tank Whitchurch Hill",
      "drain survey RG8",
      "Thames flood drains",
    ],
    heroText:
      "Drainage for the riverside village and hillside homes of Whitchurch-on-Thames, just across the toll bridge from Pangbourne.",
    intro:
      "Whitchurch-on-Thames faces Pangbourne across the river, linked by one of the last toll bridges on the Thames. The village climbs from Whitchurch Lock and the mill up into the Chiltern Hills, with flint and brick cottages, period houses and larger homes on the slopes, and Whitchurch Hill further up. Riverside properties live with the Thames, while many homes higher up are on private drainage. We cover the whole village from our Reading-side base, with 24/7 emergency cover.",
    highlights: [
      {
        title: "Riverside expertise",
        text: "Flood-aware drain checks, non-return valves and surveys for homes near the Thames.",
      },
      {
        title: "Period cottages",
        text: "Careful, no-dig work on flint and brick cottages and listed houses in the conservation area.",
      },
      {
        title: "Up the hill too",
        text: "Septic tanks and treatment plants for homes around Whitchurch Hill and the Chilterns lanes.",
      },
    ],
    serviceCards: [
      {
        service: "cctv-surveys",
        text: "Surveys for buyers of Whitchurch's period homes, mapping old drains that may run through neighbouring gardens.",
      },
      {
        service: "drain-repairs",
        text: "Lining of cracked clay drains to keep out groundwater and roots without disturbing historic gardens.",
      },
      {
        service: "drainage-maintenance",
        text: "Annual checks of septic tanks, treatment plants and soakaways for hillside and rural homes.",
      },
      {
        service: "emergency-callouts",
        text: "When high water backs up your drains, our engineers are on call 24/7.",
      },
    ],
    localChallenges: [
      {
        title: "Thames flood risk",
        text: "Homes near the river and the lock lie in the floodplain. When the Thames is high, drains can back up through low gullies and toilets. Non-return valves and a pre-winter survey give peace of mind.",
      },
      {
        title: "Historic cottages and listed buildings",
        text: "Much of the village is a conservation area with flint and brick cottages and period houses. Old clay drains, shared runs and additions over the centuries call for a survey before any work and a preference for lining over digging.",
      },
      {
        title: "Chalk hillsides and private drainage",
        text: "Higher up the slope and towards Whitchurch Hill, many homes are off mains drainage. On chalk, soakaways usually drain well, but septic systems still need regular desludging and checks to stay compliant.",
      },
      {
        title: "Steep gardens and tricky access",
        text: "Steep plots and narrow lanes mean access can be awkward. We carry long hoses and portable equipment so we can reach drains without heavy machinery.",
      },
    ],
    whyChooseUs: [
      {
        title: "Riverside experience",
        text: "We work on both banks of the Thames, from Pangbourne to Caversham.",
      },
      {
        title: "Heritage-sensitive",
        text: "No-dig methods and tidy working in the conservation area.",
      },
      {
        title: "Mains and off-mains",
        text: "One firm for the village sewer and private systems alike.",
      },
      {
        title: "24/7 emergency cover",
        text: "Engineers on call day and night, typically with you within 60 minutes.",
      },
    ],
    nearby: ["pangbourne", "caversham", "tilehurst"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "theale",
    town: "Theale",
    county: "Berkshire",
    district: "West Berkshire",
    postcodes: ["RG7"],
    metaTitle: "Drainage Services Theale | Commercial, Industrial & Homes",
    metaDescription:
      "Drainage for Theale homes, business parks and industrial units near M4 junction 12: unblocking, interceptors, CCTV surveys and 24/7 emergency cover.",
    keywords: [
      "drainage Theale",
      "commercial drainage Theale",
      "interceptor cleaning Reading",
      "blocked drains Theale",
      "industrial drainage M4 junction 12",
    ],
    heroText:
      "Commercial, industrial and domestic drainage in Theale, right by junction 12 of the M4.",
    intro:
      "Theale is a village with a split personality. Its High Street, once a coaching stop on the Bath Road, still has period houses and inns, and there are homes old and new around it. But thanks to junction 12 of the M4, it is also home to Arlington Business Park, distribution and industrial units and busy trade premises, with the Kennet & Avon Canal and the lakes left by gravel extraction to the south. {business} handles both sides of Theale, from a blocked cottage drain to a flooded service yard.",
    highlights: [
      {
        title: "Commercial and industrial",
        text: "Interceptors, yard gullies, channel drains and welfare facilities on business parks and industrial units.",
      },
      {
        title: "Right by junction 12",
        text: "Our vans reach Theale quickly from the M4 and A4, typically within 60 minutes for emergencies.",
      },
      {
        title: "Village homes too",
        text: "Period properties on the High Street and family homes across the village.",
      },
    ],
    serviceCards: [
      {
        service: "drainage-maintenance",
        text: "Planned maintenance for Arlington Business Park offices and the industrial and distribution units by the M4.",
      },
      {
        service: "cctv-surveys",
        text: "Condition surveys for commercial leases and property purchases, with reports graded to industry standards.",
      },
      {
        service: "drain-unblocking",
        text: "Same-day unblocking for Theale homes, shops and pubs along the High Street.",
      },
      {
        service: "emergency-callouts",
        text: "24/7 response for flooded yards, blocked welfare facilities and overflowing interceptors.",
      },
    ],
    localChallenges: [
      {
        title: "Industrial and distribution sites",
        text: "Industrial units near the M4 and the railway have large yards and roofs draining through gullies, silt traps and oil separators. These need regular emptying to stay effective and to prevent pollution of the nearby watercourses.",
      },
      {
        title: "Business parks",
        text: "Office campuses such as Arlington Business Park have extensive surface-water systems, car parks and kitchens. We offer scheduled maintenance with reports for facilities managers.",
      },
      {
        title: "High Street period properties",
        text: "The former coaching inns and houses on the High Street have old clay drains and shared yards. Lining rather than digging keeps historic frontages intact.",
      },
      {
        title: "Kennet valley and gravel lakes",
        text: "Low ground near the canal and the lakes has a high water table, affecting soakaways and letting groundwater into cracked pipes.",
      },
    ],
    whyChooseUs: [
      {
        title: "Commercial credentials",
        text: "RAMS, permits to work and out-of-hours visits for business sites.",
      },
      {
        title: "Fast access",
        text: "Just off the M4, so we are quick to reach Theale day or night.",
      },
      {
        title: "Compliance support",
        text: "Interceptor servicing records to satisfy landlords, insurers and the Environment Agency.",
      },
      {
        title: "Home service too",
        text: "The same standards for a blocked toilet as for a warehouse yard.",
      },
    ],
    nearby: ["calcot", "burghfield", "tilehurst"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "aldermaston",
    town: "Aldermaston",
    county: "Berkshire",
    district: "West Berkshire",
    postcodes: ["RG7"],
    metaTitle: "Drainage Services Aldermaston | Village & Rural Drainage",
    metaDescription:
      "Drainage for Aldermaston village, Aldermaston Wharf and rural homes: septic tanks, drain unblocking, CCTV surveys and repairs. 24/7 emergency cover.",
    keywords: [
      "drainage Aldermaston",
      "septic tank Aldermaston",
      "blocked drains Aldermaston",
      "drain survey RG7",
      "rural drainage West Berkshire",
    ],
    heroText:
      "Drainage for Aldermaston's historic village street, canal-side homes at the Wharf and rural properties on private systems.",
    intro:
      "Aldermaston is a picturesque village of red-brick cottages along a single street, rising from the Kennet valley south of the A4. Down at Aldermaston Wharf the Kennet & Avon Canal passes its lift bridge and visitor centre, while the village itself, with St Mary's church and the grounds of Aldermaston Court, keeps its rural character. Many properties around the village rely on septic tanks and treatment plants, and we look after them alongside homes on the village sewer.",
    highlights: [
      {
        title: "Rural drainage specialists",
        text: "Septic tanks, treatment plants, cesspools and soakaways inspected and maintained.",
      },
      {
        title: "Historic village care",
        text: "No-dig methods to protect listed cottages and the village's historic character.",
      },
      {
        title: "Quick from Newbury and Reading",
        text: "Between both bases along the A4, with emergency engineers typically with you within 60 minutes.",
      },
    ],
    serviceCards: [
      {
        service: "drainage-maintenance",
        text: "Regular septic tank and treatment plant servicing for cottages and farms around Aldermaston.",
      },
      {
        service: "cctv-surveys",
        text: "Surveys of private and shared drains for buyers of period cottages in the village.",
      },
      {
        service: "drain-unblocking",
        text: "Same-day clearance of blocked drains in the village and at Aldermaston Wharf.",
      },
      {
        service: "drain-repairs",
        text: "No-dig lining of old clay drains behind listed frontages and through cottage gardens.",
      },
    ],
    localChallenges: [
      {
        title: "Rural septic tanks",
        text: "Outside the village centre many homes and farms are not on mains drainage. Tanks that are not emptied regularly fail, and older systems discharging to ditches or streams must now meet the General Binding Rules.",
      },
      {
        title: "Listed cottages and shared drains",
        text: "The village street's brick cottages often share old clay drains along the backs, laid long before modern standards. We survey first and line rather than dig to protect historic fabric.",
      },
      {
        title: "Kennet valley water table",
        text: "Homes near the Wharf, the canal and the river sit on low ground with high groundwater, which can flood soakaways and seep into cracked drains in winter.",
      },
      {
        title: "Farm and estate land",
        text: "Long private runs across fields and past hedgerows suffer root ingress and silting, and need the right equipment to survey and clear.",
      },
    ],
    whyChooseUs: [
      {
        title: "Rural know-how",
        text: "Years of work on private drainage across the Kennet valley.",
      },
      {
        title: "Respect for heritage",
        text: "Careful work on listed and period properties.",
      },
      {
        title: "24/7 engineers",
        text: "Emergency response typically within 60 minutes.",
      },
      {
        title: "Honest advice",
        text: "We tell you plainly what your system needs, and what it does not.",
      },
    ],
    nearby: ["tadley", "thatcham", "mortimer"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "caversham",
    town: "Caversham",
    county: "Berkshire",
    district: "Reading",
    postcodes: ["RG4"],
    metaTitle: "Drainage Services Caversham | Thames-side & Period Homes",
    metaDescription:
      "Drainage engineers in Caversham RG4: Thames flood-risk drain checks, CCTV surveys for period homes, no-dig repairs and 24/7 emergency callouts.",
    keywords: [
      "drainage Caversham",
      "blocked drains Caversham",
      "drain survey Caversham",
      "Lower Caversham flooding drains",
      "drain repairs RG4",
    ],
    heroText:
      "Drainage for Caversham's Victorian and Edwardian homes and Thames-side streets, north of the river from Reading.",
    intro:
      "Caversham lies across the Thames from Reading, joined by Caversham Bridge and Reading Bridge. Lower Caversham's streets sit close to the river and Christchurch Meadows, while the roads climb up through Caversham Heights and Emmer Green, lined with substantial Victorian and Edwardian houses and later family homes. Period properties and a big river make for particular drainage needs, and our engineers know them well.",
    highlights: [
      {
        title: "Flood-aware service",
        text: "Non-return valves, drain surveys and pre-winter checks for Lower Caversham homes near the Thames.",
      },
      {
        title: "Period property specialists",
        text: "Careful, no-dig work on Victorian and Edwardian homes in Caversham and Caversham Heights.",
      },
      {
        title: "Rapid response",
        text: "Emergency engineers typically with you within 60 minutes, day or night.",
      },
    ],
    serviceCards: [
      {
        service: "cctv-surveys",
        text: "Homebuyer surveys for Caversham's period houses, where a cracked clay drain can be an expensive surprise.",
      },
      {
        service: "drain-repairs",
        text: "Patch lining and relining of old clay drains, protecting original tiled paths and established gardens.",
      },
      {
        service: "emergency-callouts",
        text: "When the Thames is high and drains back up in Lower Caversham, we respond 24/7.",
      },
      {
        service: "drain-unblocking",
        text: "Same-day unblocking for homes and for shops and restaurants on Prospect Street and Church Street.",
      },
    ],
    localChallenges: [
      {
        title: "Thames flood risk in Lower Caversham",
        text: "Lower Caversham sits on the Thames floodplain and has flooded in past wet winters. When the river is high, surface water has nowhere to go and sewers surcharge, backing up into low-lying homes. A non-return valve and well-maintained drains reduce the risk.",
      },
      {
        title: "Victorian and Edwardian houses",
        text: "Caversham's large period homes have long clay drains, often extended as houses were enlarged or split into flats. Joints open with age and ground movement, letting in roots and groundwater.",
      },
      {
        title: "Mature trees on the Heights",
        text: "Caversham Heights and Emmer Green are leafy, with big trees in gardens and along the roads. Root ingress is one of the most common causes of blockages we find there.",
      },
      {
        title: "Local shops and restaurants",
        text: "The cafés, restaurants and takeaways along Prospect Street and Church Street need regular drain cleaning to cope with kitchen waste.",
      },
    ],
    whyChooseUs: [
      {
        title: "River experience",
        text: "We work along the Thames from Whitchurch to Caversham and understand the flood risk.",
      },
      {
        title: "Period property care",
        text: "Dust sheets, careful access and no-dig repairs protect your home.",
      },
      {
        title: "Fast and local",
        text: "Emergency engineers typically within 60 minutes, with same-day appointments the norm.",
      },
      {
        title: "Clear, honest reports",
        text: "Footage and plain-English advice you can take to your surveyor or insurer.",
      },
    ],
    nearby: ["reading", "earley", "woodley"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "earley",
    town: "Earley",
    county: "Berkshire",
    district: "Wokingham",
    postcodes: ["RG6"],
    metaTitle: "Drainage Services Earley | Estates, Student Lets & Business",
    metaDescription:
      "Drain unblocking, CCTV surveys and repairs in Earley and Lower Earley RG6: family estates, student lets and Thames Valley Park. 24/7 emergency cover.",
    keywords: [
      "drainage Earley",
      "blocked drains Lower Earley",
      "drain unblocking RG6",
      "student let drains Reading",
      "commercial drainage Thames Valley Park",
    ],
    heroText:
      "Drainage for Earley and Lower Earley's estates, student houses and businesses on the eastern side of Reading.",
    intro:
      "Earley lies on Reading's eastern side, around the University of Reading's Whiteknights campus. Its older streets near the Wokingham Road have Victorian and interwar homes, many now let to students, while Lower Earley, built from the late 1970s into the 1990s, was one of the largest private housing developments in Europe. Add Thames Valley Park's offices by the river, the Lower Earley district centre and quick links to the M4 and A329(M), and Earley keeps our engineers busy. We typically reach emergencies within 60 minutes.",
    highlights: [
      {
        title: "Lower Earley estates",
        text: "We know the layouts of Lower Earley's estates and the shared drains behind them.",
      },
      {
        title: "Student lets and HMOs",
        text: "Fast, landlord-friendly service for shared houses near Whiteknights.",
      },
      {
        title: "Commercial premises",
        text: "Office, retail and hospitality drainage at Thames Valley Park and the district centre.",
      },
    ],
    serviceCards: [
      {
        service: "drain-unblocking",
        text: "Same-day unblocking for Earley's homes and shared houses, where several households put far more through the drains.",
      },
      {
        service: "cctv-surveys",
        text: "Surveys for buyers on Lower Earley's estates and for landlords checking drains between tenancies.",
      },
      {
        service: "drainage-maintenance",
        text: "Planned maintenance for offices at Thames Valley Park and shops and restaurants at the district centre.",
      },
      {
        service: "emergency-callouts",
        text: "Blocked toilets in a student house the night before a deadline, or sewage in a garden: we are on call 24/7.",
      },
    ],
    localChallenges: [
      {
        title: "Large 1970s to 1990s estates",
        text: "Lower Earley's homes were built quickly over two decades with plastic and clay drains, much of it shared between neighbours before reaching the sewer. Settlement, poorly supported joints and wipes are the common culprits.",
      },
      {
        title: "Student houses and HMOs",
        text: "Shared houses around Whiteknights put far more waste, and often more wet wipes and cooking fat, into drains designed for a single family. Regular cleaning and a clear tenant guide prevent most callouts.",
      },
      {
        title: "Offices and retail",
        text: "Thames Valley Park's offices and the district centre's shops and restaurants have large car parks and kitchens. Gullies, interceptors and grease traps need regular attention, and we work out of hours.",
      },
      {
        title: "Lakes, parkland and tree roots",
        text: "Maiden Erlegh Lake and the green corridors that run through Lower Earley bring mature trees close to homes, and their roots find older or poorly sealed drains.",
      },
    ],
    whyChooseUs: [
      {
        title: "Landlord service",
        text: "We deal directly with tenants and send reports and photos to landlords and agents.",
      },
      {
        title: "Estate knowledge",
        text: "Years of work on Earley's streets mean we arrive knowing what to expect.",
      },
      {
        title: "Commercial standards",
        text: "RAMS, insurance documents and out-of-hours working for business premises.",
      },
      {
        title: "60-minute emergencies",
        text: "Day or night, typically with you within the hour.",
      },
    ],
    nearby: ["woodley", "reading", "caversham"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
  // ---------------------------------------------------------------------------
  {
    slug: "woodley",
    town: "Woodley",
    county: "Berkshire",
    district: "Wokingham",
    postcodes: ["RG5"],
    metaTitle: "Drainage Services Woodley | Homes, Shops & Business Units",
    metaDescription:
      "Local drainage engineers in Woodley RG5: blocked drains, CCTV surveys, no-dig repairs and 24/7 emergency cover for homes, shops and business units.",
    keywords: [
      "drainage Woodley",
      "blocked drains Woodley",
      "drain unblocking RG5",
      "drain repairs Woodley",
      "CCTV drain survey Woodley",
    ],
    heroText:
      "Drainage services for Woodley's homes, town-centre shops and business units, east of Reading near the A329(M) and the M4.",
    intro:
      "Woodley grew from a village into a town after the Second World War, spreading across land that once included Woodley Aerodrome, where Miles Aircraft built planes and where the Museum of Berkshire Aviation now tells the story. Today it is a town of post-war and 1960s estates, bungalows and newer homes around a pedestrianised town centre, with Woodford Park at its heart and the Loddon valley and Dinton Pastures close by. Its good links to the A329(M) and M4 mean our engineers are typically with you within 60 minutes in an emergency.",
    highlights: [
      {
        title: "Estate and bungalow drains",
        text: "Experience with the clay and pitch-fibre drains typical of Woodley's post-war housing.",
      },
      {
        title: "Town centre businesses",
        text: "Drain cleaning and maintenance for the shops, cafés and takeaways in Woodley's precinct.",
      },
      {
        title: "Quick via the A329(M)",
        text: "Fast access from the motorway network for same-day visits and 24/7 emergencies.",
      },
    ],
    serviceCards: [
      {
        service: "drain-unblocking",
        text: "Same-day unblocking for Woodley homes and bungalows, from the older streets to the newer estates.",
      },
      {
        service: "drain-repairs",
        text: "Reforming and relining of deformed pitch-fibre drains before they collapse under drives and lawns.",
      },
      {
        service: "drain-cleaning",
        text: "Jetting and grease removal for the town centre's cafés, takeaways and restaurants.",
      },
      {
        service: "cctv-surveys",
        text: "Homebuyer and extension surveys, including build-over checks on public sewers in back gardens.",
      },
    ],
    localChallenges: [
      {
        title: "Post-war and 1960s estates",
        text: "Much of Woodley was built between the 1950s and 1970s, when pitch-fibre drains were common. These soften and deform with age, and we see many flattened or blistered sections causing repeat blockages.",
      },
      {
        title: "Bungalows and long shallow runs",
        text: "Woodley has many bungalows with long, shallow drain runs. Shallow pipes are more exposed to frost, traffic and roots, and benefit from a periodic camera check.",
      },
      {
        title: "Town centre and business units",
        text: "Shops and food outlets in the precinct, and the business and light industrial units around the town, need regular drain cleaning and gully maintenance to avoid disruption.",
      },
      {
        title: "Loddon valley ground",
        text: "Homes on the lower ground towards the River Loddon and Dinton Pastures can have higher groundwater, affecting soakaways and letting water into cracked pipes.",
      },
    ],
    whyChooseUs: [
      {
        title: "Local engineers",
        text: "We work across Woodley, Earley and east Reading every week.",
      },
      {
        title: "No-dig specialists",
        text: "Pipe reforming and lining keep your drive and garden intact.",
      },
      {
        title: "Business friendly",
        text: "Early morning and evening visits for town-centre shops and units.",
      },
      {
        title: "24/7 emergency cover",
        text: "Typically with you within 60 minutes, day or night.",
      },
    ],
    nearby: ["earley", "reading", "caversham"],
    emergencyMinutes: 60,
    relatedServices: standardRelated,
  },
];

/** Look up an area by slug. */
export function getArea(slug: string): Area | undefined {
  return areas.find((a) => a.slug === slug);
}

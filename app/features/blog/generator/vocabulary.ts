/**
 * What the blog generator knows how to write about: the words that signal each service, season
 * and subject in a set of keywords, and the drainage problems it can explain (causes, signs, what an
 * owner can do, what an engineer does). Nothing here names a town or states a price, attendance
 * time or guarantee: those come from the area pages and the firm's facts when an article is written.
 */
import type { ServiceSlug } from "~/content/services";

export type Season = "winter" | "autumn" | "spring" | "summer" | "storms";

export const SERVICE_TERMS: Record<ServiceSlug, string[]> = {
  "drain-unblocking": ["unblock*", "blocked", "blockage*", "block", "clog*", "toilet", "sink", "slow drain", "backing up", "gurgl*"],
  "cctv-surveys": ["cctv", "camera", "survey*", "homebuyer*", "home buyer", "inspection", "build over", "build-over"],
  "drain-repairs": ["repair*", "patch", "lining", "reline", "relining", "crack*", "collaps*", "root", "no-dig", "no dig", "broken pipe", "displaced"],
  "emergency-callouts": ["emergenc*", "urgent", "24/7", "24 hour", "out of hours", "out-of-hours", "sewage", "overflow*", "callout", "call-out", "call out"],
  "drain-cleaning": ["clean*", "jet", "jetting", "descal*", "grease", "fat", "smell*", "odour*"],
  "drainage-maintenance": ["maintenance", "maintain*", "contract", "planned", "service plan", "annual", "regular", "landlord", "managing agent"],
  "gutter-services": ["gutter*", "downpipe*", "down pipe", "fascia*", "rainwater", "hopper*", "soffit*"],
};

export const SEASON_TERMS: Record<Season, string[]> = {
  winter: ["winter*", "frost*", "freez*", "frozen", "christmas", "cold snap", "cold weather", "snow*", "icy", "december", "january", "february"],
  autumn: ["autumn*", "fall", "leaves", "leaf", "september", "october", "november"],
  spring: ["spring", "springtime", "march", "april", "nesting", "moss"],
  summer: ["summer*", "heatwave", "heat", "drought", "dry spell", "barbecue*", "bbq", "june", "july", "august", "hosepipe"],
  storms: ["rain*", "storm*", "downpour*", "flood*", "wet weather", "heavy rain", "waterlogged"],
};

export const SEASON_NAME: Record<Season, string> = {
  winter: "winter",
  autumn: "autumn",
  spring: "spring",
  summer: "summer",
  storms: "stormy weather",
};

export const PRICE_TERMS = ["price*", "cost*", "how much", "cheap*", "afford*", "fee", "charge*", "£", "quote", "budget", "tariff"];
export const COMMERCIAL_TERMS = ["commercial", "business*", "restaurant*", "pub", "office*", "school*", "care home*", "industrial", "shop*", "takeaway*", "landlord*", "letting*"];

/** Words in keywords that carry no subject of their own. */
export const STOP_WORDS = new Set(["a", "an", "and", "the", "of", "in", "on", "for", "to", "at", "by", "near", "me", "my", "our", "your", "local", "best", "uk", "area", "service", "services", "company", "with", "how", "what", "why", "when", "do", "does", "is", "are", "i"]);

/** The noun for each service in running text. */
export const SERVICE_NOUN: Record<ServiceSlug, string> = {
  "drain-unblocking": "drain unblocking",
  "cctv-surveys": "a CCTV drain survey",
  "drain-repairs": "a drain repair",
  "emergency-callouts": "an emergency callout",
  "drain-cleaning": "drain cleaning",
  "drainage-maintenance": "planned drainage maintenance",
  "gutter-services": "gutter cleaning",
};

export const CATEGORY_BY_SERVICE: Record<ServiceSlug, string> = {
  "drain-unblocking": "Drain Problems",
  "cctv-surveys": "Surveys & Inspections",
  "drain-repairs": "Drain Repairs",
  "emergency-callouts": "Emergency Advice",
  "drain-cleaning": "Maintenance Tips",
  "drainage-maintenance": "Maintenance Tips",
  "gutter-services": "Gutters",
};

export type Problem = {
  id: string;
  /** In running text, e.g. "wet wipes". */
  name: string;
  /** In a title, e.g. "Wet Wipes". */
  title: string;
  terms: string[];
  services: ServiceSlug[];
  seasons: Season[];
  causes: string[];
  signs: string[];
  owner: string[];
  engineer: string[];
};

export const PROBLEMS: Problem[] = [
  {
    id: "wipes",
    name: "wet wipes and sanitary waste",
    title: "Wet Wipes",
    terms: ["wipe*", "nappies", "nappy", "sanitary", "cotton bud*"],
    services: ["drain-unblocking", "drain-cleaning", "emergency-callouts"],
    seasons: [],
    causes: [
      "Wet wipes do not break down the way toilet paper does, even the packs labelled flushable.",
      "They snag on the first rough joint or root tip in the pipe, and everything flushed afterwards builds up behind them.",
    ],
    signs: ["The toilet bowl fills higher than usual before it slowly empties", "A gurgle from the bath or basin when the toilet is flushed", "Paper and wipes visible when the inspection chamber cover is lifted"],
    owner: ["Put a lidded bin in every bathroom so wipes, cotton buds and sanitary products have somewhere to go.", "A plunger used firmly can shift a fresh blockage in the toilet itself, but stop if the water rises towards the rim."],
    engineer: ["We clear the run with a high-pressure jetting hose working from the downstream chamber, so the wipes are pushed out rather than packed tighter.", "A camera then checks that no rag is left hooked on a joint to start the next blockage."],
  },
  {
    id: "fat",
    name: "fat, oil and grease",
    title: "Fat and Grease",
    terms: ["fat", "fatberg*", "grease", "oil", "kitchen"],
    services: ["drain-cleaning", "drain-unblocking", "drainage-maintenance"],
    seasons: ["summer", "winter"],
    causes: [
      "Cooking fat goes down the sink as a liquid and sets as soon as it meets a cold pipe.",
      "Layer by layer it narrows the kitchen waste until food scraps and soap finish the job.",
    ],
    signs: ["The kitchen sink drains slowly even with the plug out", "A sour smell from the outside gully by the kitchen", "White, waxy deposits around the gully grid"],
    owner: ["Let roasting and barbecue fat cool, scrape it into the bin and wipe greasy pans with kitchen roll before washing up.", "A sink strainer stops food scraps meeting the fat further down the pipe."],
    engineer: ["Hot-water jetting melts and scours set fat from the pipe walls rather than punching a small hole through it.", "For kitchens that cook every day we recommend a regular jetting visit before the fat reaches the main drain."],
  },
  {
    id: "roots",
    name: "tree roots in the drain",
    title: "Tree Roots",
    terms: ["root*", "tree*"],
    services: ["drain-repairs", "cctv-surveys", "drain-unblocking"],
    seasons: ["summer", "spring"],
    causes: [
      "Roots look for water, and the joint between two old clay pipes is an easy place to find it.",
      "A hair-fine root grows into a mat that catches paper and grease, and in time it can lift or crack the pipe.",
    ],
    signs: ["Blockages that come back every few months in the same place", "Slow drains in late spring and summer, when trees grow fastest", "A sunken patch of lawn or paving above the drain run"],
    owner: ["Before planting trees or large shrubs, find out where the drains run and keep a good distance from them.", "Chemical root killers rarely reach the roots inside the pipe and can harm the pipe itself."],
    engineer: ["A cutting head on the jetting hose removes the roots back to the pipe wall.", "Where the joint is open, a resin patch liner seals it so the roots cannot return, with no digging."],
  },
  {
    id: "leaves",
    name: "leaves and silt in outside gullies",
    title: "Leaves and Blocked Gullies",
    terms: ["leaves", "leaf", "gully", "gullies", "silt"],
    services: ["drain-unblocking", "gutter-services", "drain-cleaning"],
    seasons: ["autumn", "storms"],
    causes: [
      "Leaves collect on gully grids and in gutters, then rot into a dense sludge that rain washes straight into the drain.",
      "Silt from paths and drives settles in the bend of the gully trap until water can only trickle past.",
    ],
    signs: ["Water pooling around a gully long after the rain has stopped", "Dark, smelly sludge sitting in the gully trap", "Water splashing over the grid during a downpour"],
    owner: ["Lift gully grids each autumn and scoop out leaves and silt with a gloved hand or a small trowel.", "A simple leaf guard over a gully under trees saves most of the work."],
    engineer: ["We jet the gully and the pipe beyond it, since the silt you can see is rarely all of it.", "If gullies keep silting up, a camera check shows whether a dip in the pipe is holding the debris."],
  },
  {
    id: "frost",
    name: "frozen and frost-damaged pipes",
    title: "Frozen Pipes",
    terms: ["frost*", "freez*", "frozen", "ice", "icy", "cold"],
    services: ["emergency-callouts", "drain-repairs", "gutter-services"],
    seasons: ["winter"],
    causes: [
      "Water expands as it freezes, so a waste pipe or condensate pipe left full overnight can split or lift at a joint.",
      "Shallow drain runs under drives and patios are the first to suffer when frost works into the ground.",
    ],
    signs: ["The boiler showing a fault after a hard frost", "Water dripping from a waste pipe joint as it thaws", "Ice forming at the foot of a downpipe"],
    owner: ["Lag exposed pipes, outside taps and condensate pipes with foam insulation before the first frost.", "Thaw a frozen condensate pipe with warm, never boiling, water."],
    engineer: ["Once the ground thaws we check the run on camera for cracks the frost has opened.", "Damaged sections are patch lined from inside where possible, so a drive does not need to be lifted in winter."],
  },
  {
    id: "sewage",
    name: "sewage backing up",
    title: "Sewage Backing Up",
    terms: ["sewage", "sewer*", "backing up", "overflow*", "flood*"],
    services: ["emergency-callouts", "drain-unblocking"],
    seasons: ["storms", "winter"],
    causes: [
      "When the main drain or shared sewer blocks, everything flushed upstream has only one way to go: back up to the lowest opening.",
      "Heavy rain adds to it, since many older properties send rainwater and foul water down the same pipe.",
    ],
    signs: ["Water rising in a downstairs toilet, shower or floor drain", "An inspection chamber full to the brim", "A strong sewage smell inside the house"],
    owner: ["Stop running taps, showers and the washing machine so that no more water goes into the drain.", "Keep children and pets away from any spill, and wash hands well after touching anything it has reached."],
    engineer: ["We find where the blockage sits, clear it with jetting equipment and check the run on camera.", "If the blockage is in a public sewer we tell you and report it to the water company for you."],
  },
  {
    id: "collapse",
    name: "cracked and collapsed pipes",
    title: "Cracked and Collapsed Pipes",
    terms: ["crack*", "collaps*", "broken", "displaced", "subsid*", "damage*"],
    services: ["drain-repairs", "cctv-surveys"],
    seasons: ["summer", "winter"],
    causes: [
      "Clay pipes laid a century ago have joints of mortar or nothing at all, and ground movement slowly pulls them apart.",
      "A cracked section lets water out into the soil and lets roots and soil in, until the pipe loses its shape.",
    ],
    signs: ["The same drain blocking again soon after it was cleared", "Damp patches on a wall or floor near a drain run", "Rats appearing around the garden or under the decking"],
    owner: ["Avoid driving heavy vehicles or skips over a drain you know is old.", "Keep a note of when the drain blocks: a pattern helps us find the fault faster."],
    engineer: ["A CCTV survey shows exactly where the pipe has failed and how badly.", "Most cracks and open joints are repaired with a resin patch liner; only a collapsed section needs digging out."],
  },
  {
    id: "limescale",
    name: "limescale build-up",
    title: "Limescale",
    terms: ["limescale", "scale", "descal*", "hard water"],
    services: ["drain-cleaning", "drainage-maintenance"],
    seasons: [],
    causes: [
      "Hard water leaves a crust of scale inside waste pipes, especially where hot water from washing machines and dishwashers runs.",
      "The crust roughens the pipe, so hair and soap catch on it and the bore keeps shrinking.",
    ],
    signs: ["Baths and showers taking longer to empty year by year", "A rough, chalky crust on the plughole and the trap", "Drains that are never fully blocked but never quite clear"],
    owner: ["Clean plugholes and traps regularly so hair and soap do not bind to the scale.", "Avoid strong chemical descalers, which attack older pipes and seals."],
    engineer: ["Rotating descaling heads grind the scale back to the pipe wall.", "A camera check afterwards confirms the full bore of the pipe is open again."],
  },
  {
    id: "gutters",
    name: "blocked gutters and overflowing downpipes",
    title: "Overflowing Gutters",
    terms: ["gutter*", "downpipe*", "hopper*", "overflow*"],
    services: ["gutter-services"],
    seasons: ["autumn", "storms", "winter"],
    causes: [
      "Leaves, moss and roof grit settle in the gutter until rain spills over the edge instead of reaching the downpipe.",
      "A blocked hopper or downpipe sends water down the face of the wall, where it soaks into brickwork and foundations.",
    ],
    signs: ["Water pouring over the gutter edge in heavy rain", "Green streaks or damp patches on the outside wall", "Plants growing out of the gutter line"],
    owner: ["From the ground, watch the gutters during a downpour: overflow shows exactly where they are blocked.", "Never lean a ladder against plastic gutters, which crack easily."],
    engineer: ["We clear gutters with a high-reach vacuum from the ground, so there are no ladders against the house.", "Downpipes are flushed through and the gutters checked on camera, with before-and-after photos for you."],
  },
  {
    id: "smells",
    name: "drain smells",
    title: "Drain Smells",
    terms: ["smell*", "odour*", "stink*", "whiff"],
    services: ["drain-cleaning", "drainage-maintenance", "cctv-surveys"],
    seasons: ["summer"],
    causes: [
      "Every trap holds a little water that stops sewer air coming back into the house, and in warm weather an unused trap can dry out.",
      "A persistent smell can also come from a cracked pipe or a build-up of waste sitting in a dip in the drain.",
    ],
    signs: ["A smell in a spare bathroom or utility room that comes and goes", "Flies around an outside gully", "A smell outside that is worse after rain"],
    owner: ["Run water into rarely used basins, showers and floor drains every week or two.", "Check the inspection chamber covers are seated properly and not cracked."],
    engineer: ["A smoke or camera test shows where sewer air is escaping.", "Build-ups are jetted away, and a cracked section can be patch lined without digging."],
  },
  {
    id: "soakaway",
    name: "a slow or failing soakaway",
    title: "Failing Soakaways",
    terms: ["soakaway*", "waterlogged", "puddl*", "standing water"],
    services: ["drainage-maintenance", "drain-cleaning"],
    seasons: ["storms", "winter"],
    causes: [
      "A soakaway lets rainwater seep back into the ground, and over the years silt and leaves fill the gaps it relies on.",
      "In wet spells a high water table leaves nowhere for the water to go, so the soakaway fills and the drains feeding it back up.",
    ],
    signs: ["Puddles that take days to disappear", "Gullies and downpipes backing up during heavy rain", "A patch of lawn that stays soft and waterlogged"],
    owner: ["Keep leaves and silt out of the gullies that feed the soakaway.", "Note how long standing water takes to clear after rain so you can tell if it is getting worse."],
    engineer: ["We jet the pipes into the soakaway and check them on camera to rule out a blockage.", "If the soakaway itself has silted up, we explain the options, from cleaning to a replacement in better ground."],
  },
  {
    id: "nests",
    name: "moss and nests in gutters",
    title: "Moss and Nests",
    terms: ["moss*", "nest*", "bird*"],
    services: ["gutter-services"],
    seasons: ["spring"],
    causes: [
      "Moss grows on the roof through the damp months and washes into the gutters in clumps as the weather warms.",
      "Birds build in hoppers and gutter corners in spring, and a nest can block a downpipe completely.",
    ],
    signs: ["Clumps of moss sitting along the gutter line", "Birds flying in and out of a hopper or the end of a gutter", "Water overflowing at one corner only"],
    owner: ["Wait until nesting birds have fledged before a nest is removed.", "Mesh covers on hoppers keep both birds and moss out."],
    engineer: ["We clear moss from gutters and downpipes with a gutter vacuum and check every outlet is running.", "Mesh guards can be fitted on the same visit."],
  },
  {
    id: "toilet",
    name: "a blocked toilet",
    title: "Blocked Toilets",
    terms: ["toilet*", "loo", "wc"],
    services: ["drain-unblocking", "emergency-callouts"],
    seasons: [],
    causes: [
      "Most blocked toilets are caused by too much paper at once or by something that should never have been flushed.",
      "If more than one toilet or the bath is slow too, the blockage is further down, in the soil stack or the drain outside.",
    ],
    signs: ["The water rises close to the rim when flushed", "Bubbles or a gurgle as the bowl empties", "Other sinks and baths slowing down at the same time"],
    owner: ["Try a toilet plunger with a flange, using steady pushes rather than hard thrusts.", "Do not keep flushing to see if it clears: each flush adds more water."],
    engineer: ["We clear the toilet and the drain beyond it, so the problem does not come straight back.", "If the blockage keeps returning, a camera shows whether the pipe itself is at fault."],
  },
  {
    id: "homebuyer",
    name: "hidden drain defects in a property you are buying",
    title: "Drains When Buying a Home",
    terms: ["homebuyer*", "home buyer*", "buying", "purchase", "mortgage"],
    services: ["cctv-surveys"],
    seasons: [],
    causes: [
      "A standard homebuyer survey does not look inside the drains, and many defects give no sign until the pipe fails.",
      "Older houses often have clay drains with open joints and root ingress that a new owner inherits.",
    ],
    signs: ["Large trees close to the house or the drive", "An extension or conservatory built over a drain run", "Signs of damp or subsidence noted in the building survey"],
    owner: ["Ask the seller whether the drains have had any work done and whether any of it came with a guarantee.", "Book the drain survey before exchange, when the findings can still help the negotiation."],
    engineer: ["We send a camera through every accessible run and record what it finds.", "You get the footage and a written report in plain English, with repair costs where work is needed."],
  },
  {
    id: "grease-trap",
    name: "grease traps and business drains",
    title: "Business Drains",
    terms: ["restaurant*", "pub", "takeaway*", "grease trap*", "interceptor*", "commercial", "business*"],
    services: ["drainage-maintenance", "drain-cleaning", "emergency-callouts"],
    seasons: [],
    causes: [
      "Commercial kitchens send far more fat and food waste down the drain than a home, and a grease trap only works if it is emptied.",
      "Shared drains behind shops and offices collect waste from several businesses, so a problem next door soon becomes yours.",
    ],
    signs: ["Slow sinks in the kitchen during a busy service", "Smells around the yard gully or the grease trap", "Staff toilets that block more than once a quarter"],
    owner: ["Keep a log of grease trap cleaning, which environmental health officers may ask to see.", "Make sure every member of staff knows where the stopcock and the inspection chambers are."],
    engineer: ["A planned maintenance visit jets the kitchen drains and checks the grease trap before problems start.", "Work can be booked outside trading hours so you never have to close."],
  },
];

/** Short seasonal advice. */
export const SEASON_ADVICE: Record<Season, { heading: string; lead: string; bullets: string[] }> = {
  winter: {
    heading: "Winter checks",
    lead: "Cold snaps and heavy rain put drains under more strain in winter than at any other time of year, and a few simple steps before the first frost save a callout on a freezing night.",
    bullets: ["Insulate outside taps, waste pipes and the boiler condensate pipe.", "Keep the covers of inspection chambers clear of snow and leaves so they can be found quickly.", "Bin cooking fat from festive roasts rather than washing it away."],
  },
  autumn: {
    heading: "An autumn checklist",
    lead: "Autumn is the time to get ahead of the winter: an hour spent on the outside of the house once the trees are bare saves an overflowing gully in the first heavy rain.",
    bullets: ["Clear gutters, hoppers and gullies once most of the leaves are down.", "Fit leaf guards over gullies that sit under trees.", "Lift each inspection chamber cover and check the water is running, not standing."],
  },
  spring: {
    heading: "Spring: check for winter damage",
    lead: "Spring is when winter's damage shows, and when roots start growing strongly again, so a few checks now prevent a summer of smells and slow drains.",
    bullets: ["Look along the gutters for joints split or brackets pulled away by frost.", "Clear moss that has washed into gutters and downpipes before it sets solid.", "Run water through every outside gully and watch it clear."],
  },
  summer: {
    heading: "Summer drainage",
    lead: "Dry weather shrinks clay soils, which moves old pipes at their joints, and thirsty trees send their roots further looking for water.",
    bullets: ["Pour a jug of water into rarely used gullies and floor drains every week or two.", "Let barbecue fat cool, then bin it.", "Book repairs while the ground is dry, before the autumn rain."],
  },
  storms: {
    heading: "Before and after a storm",
    lead: "When a storm drops a month's rain in a day, every weakness in a property's drainage shows at once, and most of the damage could have been prevented beforehand.",
    bullets: ["Clear gutters and gullies when a storm is forecast.", "Make sure downpipes discharge into the drain, not against the wall.", "If sewage comes into the house, call an emergency engineer straight away."],
  },
};

/**
 * The six fixed static blog articles (/blog/{slug}).
 *
 * Copy may contain the tokens `{phone}` and `{business}`; the app substitutes them at render time.
 * Prices in the cost article are the article's own marketing figures; the chat assistant answers
 * prices from `faqPriceList` in ./faqs instead.
 */
import type { AreaSlug } from "./areas";
import type { ServiceSlug } from "./services";

export type ArticleSlug =
  | "prevent-blocked-drains-winter"
  | "signs-blocked-drain"
  | "drain-unblocking-cost"
  | "best-drain-unblocker-products"
  | "drain-unblocking-newbury"
  | "drain-company-newbury";

export interface ArticleSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

export interface ArticleTip {
  title: string;
  text: string;
  /** lucide-react icon name. */
  icon: string;
}

export type WarningSeverity = "Early Warning" | "Developing Issue" | "Urgent" | "Emergency";

export interface WarningSign {
  title: string;
  text: string;
  severity: WarningSeverity;
}

export interface PriceGuideItem {
  label: string;
  /** Display price, e.g. "From £85". */
  price: string;
  note: string;
}

export interface ArticleCta {
  heading: string;
  text: string;
}

export interface Article {
  slug: ArticleSlug;
  title: string;
  metaDescription: string;
  keywords: string[];
  category: string;
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string;
  /** "4 min read" to "8 min read". */
  readTime: string;
  intro: string;
  body: ArticleSection[];
  closingCta: ArticleCta;
  /** Winter article: grid of tip cards. */
  tipGrid?: ArticleTip[];
  /** Signs article: exactly four cards, one per severity. */
  warningSigns?: WarningSign[];
  /** Cost article: price guide table. */
  priceGuide?: PriceGuideItem[];
  relatedServices: ServiceSlug[];
  relatedAreas?: AreaSlug[];
}

export const articles: Article[] = [
  // ---------------------------------------------------------------------------
  {
    slug: "prevent-blocked-drains-winter",
    title: "How to Prevent Blocked Drains This Winter",
    metaDescription:
      "Practical tips to stop drains blocking and pipes freezing this winter, from a Newbury drainage firm. Fats, leaves, frozen pipes, flooding and pre-winter checks.",
    keywords: [
      "prevent blocked drains winter",
      "winter drain maintenance",
      "frozen condensate pipe",
      "blocked gutters winter",
      "drain tips Newbury",
    ],
    category: "Maintenance Tips",
    date: "2024-11-04",
    readTime: "6 min read",
    intro:
      "Every year our phones get busier from late October onwards. Leaves fill gutters and gullies, Christmas cooking sends extra fat down kitchen sinks, heavy rain tests every soakaway in West Berkshire, and the first hard frost freezes the pipes nobody thought to insulate. The good news is that most winter drainage emergencies are preventable. Here is what our engineers recommend, based on more than twenty years of winters in Newbury, Thatcham and Reading.",
    tipGrid: [
      {
        title: "Insulate exposed pipes",
        text: "Lag outside taps, external waste pipes and your boiler's condensate pipe with foam insulation before the first frost.",
        icon: "Snowflake",
      },
      {
        title: "Bin the festive fat",
        text: "Pour cooled fat from roasting tins into an old jar or container and put it in the bin, never down the sink.",
        icon: "CookingPot",
      },
      {
        title: "Clear gutters and gullies",
        text: "Remove leaves from gutters, hoppers and the gullies at the foot of downpipes once most of the leaves have fallen.",
        icon: "Leaf",
      },
      {
        title: "Fit drain guards",
        text: "Cheap mesh guards over gullies and strainers in sinks stop leaves, food and hair before they reach the drain.",
        icon: "ShieldCheck",
      },
      {
        title: "Mind what visitors flush",
        text: "A full house over Christmas means more wipes and cotton pads in the toilet. Put a small bin in the bathroom.",
        icon: "Bath",
      },
      {
        title: "Book a pre-winter check",
        text: "A professional clean and camera inspection in autumn finds roots, cracks and silt before they cause a winter blockage.",
        icon: "CalendarCheck",
      },
    ],
    body: [
      {
        heading: "Why winter is hard on your drains",
        paragraphs: [
          "Drains have a tougher time in winter for several reasons at once. Cold pipes make cooking fat set almost as soon as it leaves the sink, so grease that might have washed through in August coats the pipe in December. Autumn leaves and moss are washed off roofs and patios into gutters and gullies. Heavy, prolonged rain fills soakaways and, in low-lying places near the Kennet, the Lambourn or the Thames, raises the groundwater so that drains empty slowly.",
          "On top of that, most households simply use more water in winter. Families are at home more, guests come to stay over Christmas, and washing machines and dishwashers run more often. A drain that coped all year with a slight sag or a few roots in a joint can finally give up under the extra load.",
        ],
      },
      {
        heading: "Inside the house",
        paragraphs: [
          "Most internal blockages start in the kitchen or the bathroom, and they are the easiest to prevent.",
        ],
        bullets: [
          "Wipe greasy pans and roasting tins with kitchen paper before washing them, and put the paper in the bin or food caddy.",
          "Use sink strainers and empty them into the food waste caddy rather than rinsing scraps down the plughole.",
          "Only flush the three Ps: pee, poo and paper. Wet wipes, even those labelled flushable, do not break down in the drain.",
          "Run plenty of hot water after using the sink, and pour a kettle of hot (not boiling) water down kitchen sinks once a week.",
          "Clean hair out of shower and bath traps regularly; it binds with soap to form a plug just below the plughole.",
        ],
      },
      {
        heading: "Outside the house",
        paragraphs: [
          "Outside drains are where winter problems tend to start, because they catch everything the weather throws at them. Walk round the house once the leaves are down and look at each gully, hopper and downpipe. If a gully has a grid, lift it and scoop out the leaves and silt with a gloved hand or a small trowel. Check that water from every downpipe is actually going into the drain rather than splashing against the wall.",
          "Gutters deserve the same attention, especially if your house is near big trees, as so many are around Wash Common, Shaw and Caversham. A blocked gutter overflows down the wall, soaking the brickwork and often causing damp inside. If you are not comfortable working at height, a professional gutter clean from the ground with a vacuum system is quick and safe.",
          "If you have a soakaway, note how quickly puddles drain after rain. A soakaway that used to clear in an hour but now takes a day is silting up, and it is far easier to deal with before the ground is saturated in January.",
        ],
      },
      {
        heading: "Frozen pipes and condensate pipes",
        paragraphs: [
          "The single most common cold-weather call we get is not strictly a drain at all: it is a frozen condensate pipe. Modern condensing boilers drain a small amount of acidic water through a thin plastic pipe, often to an outside gully. In a hard frost that water freezes, the boiler detects the blockage and shuts down, usually early on the coldest morning of the year.",
          "If it happens, find where the pipe leaves the wall and pour warm (not boiling) water slowly along it, or hold a hot water bottle against it, then reset the boiler. To stop it happening, lag any outside section with pipe insulation and make sure it drops steeply into the gully rather than running along the wall. The same goes for outside taps and exposed waste pipes from washing machines and sinks.",
        ],
      },
      {
        heading: "If you live somewhere that floods",
        paragraphs: [
          "Thatcham residents remember July 2007, and homes in Lower Caversham, Pangbourne and along the Kennet know what a wet winter can do. When rivers are high or the public sewers are overwhelmed, water can flow back up your drains into the house. A non-return valve fitted to the main drain lets waste out but stops it coming back. It is a relatively small job, and we can tell you on a survey whether your property would benefit.",
          "It also helps to know where your inspection chambers are before you need them, and to keep the covers clear of plant pots, gravel and garden furniture.",
        ],
      },
      {
        heading: "When to call a professional",
        paragraphs: [
          "If water is draining slowly from more than one fitting, if you hear gurgling from the toilet when the bath empties, or if an outside manhole is holding water, the blockage is further down the system and a plunger will not reach it. That is the time to call us, before it turns into sewage on the bathroom floor on Christmas Eve.",
        ],
      },
    ],
    closingCta: {
      heading: "Book your pre-winter drain check",
      text: "Our autumn visits fill up quickly. Call {phone} or request a free quote and we will clean your drains, check them on camera and tell you honestly whether anything needs attention before the winter sets in.",
    },
    relatedServices: ["drainage-maintenance", "drain-cleaning", "gutter-services"],
    relatedAreas: ["newbury", "thatcham", "reading"],
  },
  // ---------------------------------------------------------------------------
  {
    slug: "signs-blocked-drain",
    title: "Warning Signs of a Blocked Drain (and What to Do About Each)",
    metaDescription:
      "Slow sinks, gurgling toilets, bad smells or an overflowing manhole? How to read the warning signs of a blocked drain and when to call an engineer.",
    keywords: [
      "signs of a blocked drain",
      "gurgling toilet",
      "slow draining sink",
      "drain smells",
      "overflowing manhole",
      "blocked drain Newbury",
    ],
    category: "Drain Problems",
    date: "2024-09-16",
    readTime: "5 min read",
    intro:
      "Blocked drains rarely happen without warning. In most of the homes we visit, the signs had been there for weeks: a bath that took a little longer to empty, a smell from the outside gully on warm days, a gurgle from the toilet. Catch a blockage early and it is usually quick and cheap to clear. Leave it and it can end with waste water coming up through the floor. Here are the signs to look for, roughly in the order they tend to appear.",
    warningSigns: [
      {
        title: "Water draining slowly",
        text: "Sinks, baths or showers that take longer than usual to empty are often the first sign of a partial blockage from fat, hair or scale narrowing the pipe.",
        severity: "Early Warning",
      },
      {
        title: "Gurgling noises and bad smells",
        text: "Gurgling from plugholes or the toilet, and a sewage smell from drains or gullies, mean air and waste are struggling to get past a build-up further down the line.",
        severity: "Developing Issue",
      },
      {
        title: "Water rising in other fittings",
        text: "If the toilet level rises when you flush, or water appears in the shower tray when the washing machine empties, the main drain is blocked and waste is finding the lowest way out.",
        severity: "Urgent",
      },
      {
        title: "Sewage overflowing",
        text: "Waste water spilling from an outside manhole or coming up through a toilet, shower or floor drain is a health hazard and needs an engineer straight away.",
        severity: "Emergency",
      },
    ],
    body: [
      {
        heading: "Other signs worth taking seriously",
        paragraphs: [
          "Not every warning sign is inside the house. Some of the clearest clues are in the garden or on the drive.",
        ],
        bullets: [
          "An outside gully that stays full of water long after the rain has stopped",
          "Damp patches, lush green grass or a dip in the lawn above the line of a drain",
          "Rats in the garden or the house: they often get in through broken drains",
          "Standing water in an inspection chamber when you lift the cover",
          "Toilet paper or debris visible around the rim of a manhole",
          "Cracks in walls or paving near a drain run, which can mean a leaking pipe washing away the ground",
        ],
      },
      {
        heading: "Is it one fitting or the whole drain?",
        paragraphs: [
          "The most useful question you can answer before calling anyone is whether the problem affects one fitting or several. If only the kitchen sink is slow, the blockage is almost certainly in that sink's trap or waste pipe, and you may be able to clear it yourself. If the sink, the bath and the toilet are all slow, or if using one makes another gurgle, the blockage is in the shared drain outside, beyond the reach of a plunger.",
          "A quick way to check is to lift the cover of your nearest inspection chamber, usually found on the drive, the path or the back garden. If it is empty and dry while water is running in the house, the blockage is between the house and that chamber. If it is full, the blockage is further downstream, possibly in a shared drain or the public sewer.",
        ],
      },
      {
        heading: "What you can safely try yourself",
        bullets: [
          "Use a sink plunger on a slow basin or sink, blocking the overflow with a damp cloth so the pressure goes down the pipe.",
          "Remove and clean the trap under the sink, with a bucket underneath to catch the water.",
          "Pull hair out of shower and bath wastes with a plastic drain snake.",
          "Pour hot (not boiling) water down a greasy kitchen sink to soften fat.",
          "Avoid caustic chemical unblockers: they rarely clear a real blockage and make the job dangerous for whoever opens the drain next.",
        ],
      },
      {
        heading: "When to stop and call an engineer",
        paragraphs: [
          "If more than one fitting is affected, if an outside chamber is full, or if you have tried the simple steps above without success, it is time to call a professional. Continuing to flush and run water only adds to the volume that will eventually back up, and pushing rods blindly into a drain can compact a blockage or damage an old clay pipe.",
          "It is also worth calling if a drain blocks repeatedly. Clearing the same blockage every few months suggests something in the pipe is catching the waste: a root, a cracked joint, a sag that holds water or a deformed pitch-fibre section. A CCTV survey will show exactly what it is, and it is often fixable with a patch liner in a single visit.",
        ],
      },
      {
        heading: "How we diagnose a blocked drain",
        paragraphs: [
          "When our engineers arrive, they start by lifting the chambers to find where the water is standing, which tells them which length of pipe is blocked. They clear it with high-pressure water jetting, usually working from the downstream side so the debris is washed away rather than packed tighter, then run water through every fitting to confirm the flow. If the cause is not obvious, or the drain has blocked before, a camera inspection shows what is happening inside the pipe, and you can watch it on the screen with us.",
        ],
      },
    ],
    closingCta: {
      heading: "Spotted a warning sign?",
      text: "Do not wait for it to become an emergency. Call {phone} for same-day help across Newbury, Thatcham and Reading, or request a free quote online.",
    },
    relatedServices: ["drain-unblocking", "cctv-surveys", "emergency-callouts"],
    relatedAreas: ["newbury", "reading", "thatcham"],
  },
  // ---------------------------------------------------------------------------
  {
    slug: "drain-unblocking-cost",
    title: "How Much Does Drain Unblocking Cost in 2024?",
    metaDescription:
      "A clear guide to drain unblocking prices in Newbury and Reading: from £85 for simple blockages, what affects the cost, emergency rates and CCTV surveys.",
    keywords: [
      "drain unblocking cost",
      "how much to unblock a drain",
      "drain unblocking price Newbury",
      "blocked drain cost Reading",
      "CCTV drain survey cost",
    ],
    category: "Pricing",
    date: "2024-08-12",
    readTime: "5 min read",
    intro:
      "\"How much will it cost?\" is the first question almost everyone asks when they ring us about a blocked drain, and it is a fair one. Prices in the drainage industry can be hard to pin down, and some national firms advertise a low headline figure only to add call-out fees, hourly rates and equipment charges once they arrive. This guide explains what drain unblocking typically costs with us in Newbury, Reading and West Berkshire, what makes a job cost more, and how to avoid being overcharged.",
    priceGuide: [
      {
        label: "Simple blockage",
        price: "From £85",
        note: "A single sink, toilet or gully cleared with rods or a plunger, usually in under an hour.",
      },
      {
        label: "Moderate blockage",
        price: "£120 to £200",
        note: "Blockages in the main drain or several fittings that need high-pressure water jetting.",
      },
      {
        label: "Complex blockage",
        price: "£250+",
        note: "Root ingress, compacted debris, long runs or difficult access. Always priced before we start.",
      },
      {
        label: "Emergency (out of hours)",
        price: "+£75",
        note: "Added to the standard price for nights, weekends and bank holidays.",
      },
      {
        label: "CCTV drain survey",
        price: "£150 to £300",
        note: "Stand-alone survey with recorded footage and a written report, depending on the size of the system.",
      },
    ],
    body: [
      {
        heading: "Our prices at a glance",
        paragraphs: [
          "Simple blockages start from £85. That covers things like a blocked toilet, a kitchen sink or an outside gully that can be cleared with rods, a plunger or a short jet in under an hour. Moderate blockages, where the main drain is blocked or several fittings are affected and we need to use the high-pressure jetter, are typically £120 to £200. Complex jobs involving tree roots, heavily compacted debris, very long runs or difficult access start at £250.",
          "For emergency work outside normal hours, at night, at weekends or on bank holidays, we add £75 to the standard price. There is no callout charge on top: the price we agree covers the visit and the work.",
        ],
      },
      {
        heading: "Free CCTV with every unblocking",
        paragraphs: [
          "When we unblock a drain, we include a CCTV camera check of the affected section free of charge. That way you know whether the blockage was a one-off, caused by something that was flushed, or a symptom of a structural problem such as a crack, a root or a sagging pipe. A stand-alone CCTV survey, for example for a house purchase or an insurance claim, costs £150 to £300 depending on the size of the drainage system, and includes the recorded footage and a written report.",
        ],
      },
      {
        heading: "What affects the price",
        bullets: [
          "Where the blockage is: a toilet or sink trap is quicker than a blockage fifteen metres down a shared drain.",
          "What caused it: wipes and paper clear quickly; hardened fat, scale and tree roots take longer and need specialist heads.",
          "Access: chambers buried under decking or paving, or drains with no rodding points, take more time to reach.",
          "Time of day: emergency work at night or at weekends carries the out-of-hours supplement.",
          "Whether there is a defect: if the pipe is broken, the blockage will return until it is repaired.",
        ],
      },
      {
        heading: "How to avoid being overcharged",
        paragraphs: [
          "Always ask for the price before any work starts, and ask what it includes. Be wary of very low headline prices, such as an hourly rate that sounds cheap but is charged in full for every part hour, or a low fee that covers only the first fifteen minutes. Ask whether there is a callout charge, whether jetting costs extra, and whether VAT is included.",
          "If an engineer tells you that you need an expensive repair, ask to see the camera footage. A reputable company will be happy to show you exactly what they found and let you get a second opinion. We never pressure customers into repairs, and if the fault is in the public sewer we will tell you, because Thames Water is responsible for clearing it at no cost to you.",
        ],
      },
      {
        heading: "Will my insurance pay?",
        paragraphs: [
          "Many home insurance policies include accidental damage to underground drains, and some home emergency policies cover unblocking. It is worth checking before you call us. Where a repair is needed, our CCTV footage and written report give your insurer the evidence they need, and we are used to working with loss adjusters.",
        ],
      },
      {
        heading: "Our 12-month guarantee",
        paragraphs: [
          "All of our unblocking work carries a 12-month guarantee. If the same blockage returns within a year because of something we missed, we come back and clear it free of charge. It is one of the reasons we check the drain on camera after clearing it: we want to be confident it will stay clear.",
        ],
      },
      {
        heading: "Ways to keep the cost down",
        bullets: [
          "Call at the first sign of a slow drain rather than waiting for a full blockage.",
          "Know where your inspection chambers are and keep them accessible.",
          "Avoid chemical unblockers, which can damage pipes and turn a simple job into a repair.",
          "Consider a maintenance plan if your drains block regularly; planned visits cost less than emergencies.",
        ],
      },
    ],
    closingCta: {
      heading: "Get a fixed price now",
      text: "Call {phone} and describe the problem. We will give you a price on the phone, confirm it before we start, and there is no callout charge.",
    },
    relatedServices: ["drain-unblocking", "cctv-surveys", "emergency-callouts"],
    relatedAreas: ["newbury", "reading", "thatcham"],
  },
  // ---------------------------------------------------------------------------
  {
    slug: "best-drain-unblocker-products",
    title: "The Best Drain Unblocker Products: What Actually Works",
    metaDescription:
      "Plungers, drain snakes, rods, enzyme cleaners or caustic chemicals? A drainage engineer's honest guide to drain unblocker products that work, and those to avoid.",
    keywords: [
      "best drain unblocker",
      "drain unblocker products",
      "drain snake",
      "drain rods",
      "enzyme drain cleaner",
      "chemical drain cleaner dangers",
    ],
    category: "Product Guides",
    date: "2024-07-08",
    readTime: "6 min read",
    intro:
      "Walk down the cleaning aisle of any supermarket in Newbury or Reading and you will find a shelf of drain unblockers promising to clear any blockage in minutes. Some of these products are genuinely useful; others do more harm than good. As drainage engineers we see the results of both every week. This is our honest guide to the tools and products worth keeping at home, how to use them safely, and when to put them down and call a professional.",
    body: [
      {
        heading: "1. A good plunger (or two)",
        paragraphs: [
          "The humble plunger is still the most effective DIY tool for a blocked sink or toilet, as long as you use the right one. A flat cup plunger is designed for sinks, basins and baths, where it can seal over a flat plughole. A toilet needs a flanged plunger, which has an extra rubber sleeve that fits into the outlet of the pan to create a proper seal.",
          "Technique matters more than force. For a sink, fill it with enough water to cover the cup, block the overflow hole with a damp cloth, then pump firmly up and down ten to fifteen times before lifting off sharply. In a toilet, push down gently first to expel the air, then work the plunger vigorously while keeping the seal. Keep a separate plunger for the toilet, for obvious reasons.",
        ],
      },
      {
        heading: "2. Plastic drain snakes and hair grabbers",
        paragraphs: [
          "These cheap, flexible plastic strips with barbed edges are brilliant for bath and shower wastes, where most blockages are a mat of hair and soap just below the plughole. Push the strip down, twist it and pull it back out, and the hair comes with it. They cost a few pounds, last for ages and are far more effective on hair than any liquid product.",
        ],
      },
      {
        heading: "3. A hand drain auger",
        paragraphs: [
          "A hand auger is a coiled steel cable on a drum with a crank handle. It can reach further into a waste pipe than a plastic snake, and the rotating tip can break up or hook a blockage in a sink waste or bath trap. Feed it in gently, turn the handle as you go, and withdraw it slowly. Be careful with toilets: a steel auger can scratch a porcelain pan, so use a toilet auger with a protective sleeve instead.",
        ],
      },
      {
        heading: "4. Drain rods for outside drains",
        paragraphs: [
          "A set of drain rods with a plunger head and a corkscrew is the traditional tool for outside drains and inspection chambers, and a basic set is inexpensive. Screw enough rods together to reach the blockage, push them in from the chamber, and work the plunger or corkscrew back and forth.",
          "One important tip: always turn the rods clockwise. Turn them anticlockwise and they can unscrew inside the drain, leaving a rod stuck in your pipe and a more expensive job for us. Rods also have limits. They push through a blockage rather than cleaning the pipe, so grease and silt often re-form quickly, and they cannot get past a root or a collapsed section.",
        ],
      },
      {
        heading: "5. Enzyme and bacterial cleaners",
        paragraphs: [
          "Enzyme or biological drain cleaners use bacteria and enzymes to digest organic matter such as fat, food and soap scum. They work slowly, usually overnight, and they will not clear a full blockage. Where they shine is maintenance: used regularly in a kitchen sink or a restaurant's waste, they help stop grease building up in the first place. They are also safe for septic tanks, unlike harsh chemicals, which makes them a good choice for the many rural homes in West Berkshire that are not on mains drainage.",
        ],
      },
      {
        heading: "6. Sink strainers and gully guards",
        paragraphs: [
          "The best drain unblocker is the one you never need. Stainless mesh strainers in kitchen sinks and hair catchers in showers cost very little and stop most of what causes internal blockages. Outside, a mesh guard over each gully keeps autumn leaves and moss out of the drain. They are the cheapest drainage insurance you can buy.",
        ],
      },
      {
        heading: "Products we would avoid",
        paragraphs: [
          "Caustic and acid drain cleaners, the heavy-duty gels and crystals based on sodium hydroxide or sulphuric acid, are the products we recommend against. They work by generating heat and dissolving organic material, but in a real blockage they usually just sit on top of it. Meanwhile they can attack older pipes, rubber seals and the joints in plastic waste systems, and they are extremely dangerous if they splash onto skin or into eyes. If the drain stays blocked, whoever opens it next, perhaps one of our engineers, is faced with a pipe full of corrosive liquid.",
          "They are also bad news for septic tanks and treatment plants, killing the bacteria that make them work. The popular combination of bicarbonate of soda and vinegar is harmless, and the fizzing is satisfying, but it does little more than hot water would.",
        ],
      },
      {
        heading: "Stay safe when unblocking drains",
        bullets: [
          "Wear rubber gloves and eye protection, and wash your hands thoroughly afterwards.",
          "Never mix drain products, and never use a plunger after pouring a chemical cleaner.",
          "Lift manhole covers carefully using your legs, and never leave an open chamber unattended.",
          "Keep children and pets away from open drains and sewage.",
          "Stop if more than one fitting is affected: the problem is in the main drain and needs professional equipment.",
        ],
      },
      {
        heading: "When DIY is not enough",
        paragraphs: [
          "If a plunger and a snake have not cleared it, if outside chambers are full, or if the same drain keeps blocking, the cause is usually beyond the reach of household tools: compacted fat, roots, scale or a damaged pipe. Our high-pressure jetting equipment cleans the whole bore of the pipe, and our CCTV cameras show exactly what is going on, so the problem is solved rather than pushed a little further down the line.",
        ],
      },
    ],
    closingCta: {
      heading: "Tried everything and still blocked?",
      text: "Put the chemicals down and call {phone}. Our engineers cover Newbury, Reading and West Berkshire, usually the same day, with a price agreed before we start.",
    },
    relatedServices: ["drain-unblocking", "drain-cleaning", "cctv-surveys"],
  },
  // ---------------------------------------------------------------------------
  {
    slug: "drain-unblocking-newbury",
    title: "Drain Unblocking in Newbury: Fast, Local, Same-Day Help",
    metaDescription:
      "Same-day drain unblocking in Newbury from a local, family-run firm. What to expect, common local causes, prices and 24/7 emergency cover across RG14.",
    keywords: [
      "drain unblocking Newbury",
      "blocked drain Newbury",
      "emergency drain unblocking RG14",
      "local drainage company Newbury",
      "blocked toilet Newbury",
    ],
    category: "Local Services",
    date: "2024-05-20",
    readTime: "4 min read",
    intro:
      "If you are reading this with a blocked drain in Newbury, the short version is: call {phone} and we will usually be with you today, or within 60 minutes in an emergency. If you have a few minutes, this article explains how drain unblocking works, why Newbury's drains block in the ways they do, and what to expect when one of our engineers arrives.",
    body: [
      {
        heading: "A local firm, not a call centre",
        paragraphs: [
          "{business} has been based in Newbury since 2000. Our engineers live locally, our vans start the day in and around the town, and the person who answers the phone can tell you roughly when an engineer will arrive because they know where everyone is working. That is the big difference between a local firm and a national franchise that subcontracts jobs to whoever is nearest.",
          "We cover the whole of the town and the RG14 postcode, including Wash Common, Greenham, Shaw, Speen, Donnington, Speenhamland and the Racecourse, as well as the surrounding villages in RG18, RG19 and RG20.",
        ],
      },
      {
        heading: "Why drains block in Newbury",
        paragraphs: [
          "Every town has its own drainage character, and Newbury's comes from its housing and its geography.",
        ],
        bullets: [
          "Victorian and Edwardian terraces in West Fields, the City and Speenhamland often share one clay drain along the backs of the houses, so a blockage caused by one household affects several.",
          "Mature trees in Wash Common, Shaw and Donnington send roots into old clay joints, catching paper and wipes.",
          "Post-war estates were often laid with pitch-fibre pipes, which soften and deform over time.",
          "Hard, chalky water leaves limescale in soil pipes, gradually narrowing them.",
          "Properties near the Kennet, the Lambourn and the canal have high groundwater in winter, which slows soakaways and surface-water drains.",
          "Restaurants and takeaways around Northbrook Street and the Market Place put heavy fat loads into town-centre drains.",
        ],
      },
      {
        heading: "What happens when you call",
        paragraphs: [
          "We start by asking a few questions: which fittings are affected, whether any outside chambers are full, and whether it has happened before. That tells us what equipment to bring and lets us give you a price on the phone. We confirm an arrival window and send an engineer, normally the same day.",
          "On site, the engineer lifts the inspection chambers to find where the water is standing, clears the blockage with high-pressure water jetting, then runs water through every fitting to confirm the drain is flowing. Where it is useful, we run a camera through the cleared pipe so you can see its condition. Before we leave, we wash down the chambers, tidy up and explain what caused the blockage and how to stop it happening again.",
        ],
      },
      {
        heading: "Emergencies in Newbury",
        paragraphs: [
          "Our emergency line is answered 24 hours a day. For genuine emergencies in Newbury, such as sewage backing up into the house, an overflowing manhole or a restaurant that cannot drain during service, we aim to have an engineer with you within 60 minutes. Every emergency van carries a jetter, rods, a camera and pumps, so most jobs are finished in one visit.",
        ],
      },
      {
        heading: "Is it your drain or Thames Water's?",
        paragraphs: [
          "Since October 2011, shared drains and lateral drains outside your property boundary have been the responsibility of the water company, which in Newbury is Thames Water. If the blockage is in a shared sewer or the public sewer, we will show you on camera and tell you how to report it, so you are not paying to clear a pipe that is not yours. Your responsibility is usually the drain within your boundary that serves only your property.",
        ],
      },
      {
        heading: "Preventing the next blockage",
        bullets: [
          "Only flush toilet paper; bin wipes and sanitary products.",
          "Let cooking fat cool and bin it rather than pouring it down the sink.",
          "Use sink strainers and shower hair catchers.",
          "Keep gullies clear of leaves, especially under the big trees that line so many Newbury roads.",
          "Consider an annual clean and camera check for older houses or drains that have blocked before.",
        ],
      },
    ],
    closingCta: {
      heading: "Blocked drain in Newbury?",
      text: "Call {phone} now for same-day drain unblocking anywhere in Newbury, or request a free quote and we will reply within 30 minutes during business hours.",
    },
    relatedServices: ["drain-unblocking", "emergency-callouts", "cctv-surveys"],
    relatedAreas: ["newbury", "wash-common", "greenham", "shaw", "speen"],
  },
  // ---------------------------------------------------------------------------
  {
    slug: "drain-company-newbury",
    title: "Choosing a Drain Company in Newbury: What to Look For",
    metaDescription:
      "How to choose a reliable drainage company in Newbury: insurance, qualifications, waste carrier registration, clear pricing, guarantees and local knowledge.",
    keywords: [
      "drain company Newbury",
      "drainage company Newbury",
      "drainage contractor West Berkshire",
      "choosing a drainage company",
      "local drain engineers Newbury",
    ],
    category: "Local Services",
    date: "2024-03-11",
    readTime: "5 min read",
    intro:
      "Search for a drainage company in Newbury and you will find dozens of results: local firms, regional contractors and national brands with a local-sounding name and a call centre miles away. Most people only need a drain engineer once every few years, often in a hurry, so it is hard to know who to trust. Here is what we would look for if we were in your shoes, and the questions worth asking before you let anyone start work.",
    body: [
      {
        heading: "1. Are they genuinely local?",
        paragraphs: [
          "A local company will usually reach you faster and knows the area's drains: which streets have shared runs, where pitch-fibre pipes were laid, and which properties are near the river. Check for a real local address and a local phone number, and ask where the engineer will be coming from. A firm based in Newbury can typically reach you within the hour; a national brand may be sending whoever is free within forty miles.",
        ],
      },
      {
        heading: "2. Are they properly insured?",
        paragraphs: [
          "Drainage work involves lifting covers, jetting at high pressure and sometimes excavating near foundations and services. Any contractor should hold public liability insurance, and companies carrying out surveys and repairs should also hold professional indemnity cover. We hold £5 million public liability and £10 million professional indemnity insurance, and we send certificates on request. A reputable firm will not hesitate to do the same.",
        ],
      },
      {
        heading: "3. Are they qualified and registered?",
        paragraphs: [
          "Ask what qualifications the engineers hold. City & Guilds qualifications and certification in CCTV surveying and high-pressure jetting show a firm that invests in training. Any company that takes waste away from your property, which includes the debris from a blocked drain or septic tank, must be registered with the Environment Agency as a waste carrier. You can check a company's registration on the Environment Agency's public register online in a couple of minutes.",
        ],
      },
      {
        heading: "4. Will they give you a clear price first?",
        paragraphs: [
          "The most common complaint about drainage companies is the bill. Ask for the price before any work starts and ask what it includes: is there a callout charge, is jetting extra, is the rate per hour or per job, and is VAT included? Be cautious of very low headline prices that turn into something else once the van arrives. A good firm will explain its pricing on the phone and confirm it on site before starting.",
        ],
      },
      {
        heading: "5. Do they show you the evidence?",
        paragraphs: [
          "If an engineer says you need a repair, they should be able to show you why. CCTV footage of the defect, with its location and a written report, lets you understand the problem, claim on your insurance and, if you want, get a second opinion. Be wary of anyone who recommends expensive excavation without showing you the inside of the pipe.",
        ],
      },
      {
        heading: "6. Do they know who is responsible?",
        paragraphs: [
          "Since October 2011, shared drains and sewers serving more than one property have generally been the responsibility of the water company, which around Newbury is Thames Water. An honest drainage company will tell you if the problem is in the public sewer, so you can report it free rather than pay for it. If a contractor is happy to charge you for clearing a shared sewer without mentioning this, look elsewhere.",
        ],
      },
      {
        heading: "7. Do they guarantee their work?",
        paragraphs: [
          "Ask what happens if the problem comes back. We guarantee all our work: if the same blockage returns because of something we missed, we return free of charge, and our patch lining repairs carry a 50+ year guarantee. A company confident in its work will put its guarantee in writing.",
        ],
      },
      {
        heading: "8. What do other customers say?",
        paragraphs: [
          "Read reviews, and look for detail: named streets and villages, specific jobs, comments about punctuality, tidiness and price. Recommendations from neighbours are even better. Many of our customers in Wash Common, Thatcham and Shaw came to us because someone on their road did.",
        ],
      },
      {
        heading: "9. Can they handle the whole job?",
        paragraphs: [
          "A blocked drain sometimes turns out to be a broken pipe. It saves time and money if the same company can clear the drain, survey it on camera and repair it, ideally with no-dig methods such as patch lining, rather than passing you between contractors. Check whether they also offer planned maintenance if you are a landlord or run a business.",
        ],
      },
      {
        heading: "10. Are they there when you need them?",
        paragraphs: [
          "Drains tend to block at the worst possible moment. Find out whether the company offers a genuine 24/7 emergency service with its own engineers, and what the out-of-hours charges are, before you need it at midnight.",
        ],
      },
      {
        heading: "A quick checklist",
        bullets: [
          "Local address and engineers based nearby",
          "Public liability and professional indemnity insurance",
          "Qualified engineers and Environment Agency waste carrier registration",
          "A clear price before work starts",
          "CCTV evidence for any recommended repair",
          "Honest advice about Thames Water's responsibilities",
          "A written guarantee",
          "Genuine, detailed reviews",
          "24/7 emergency cover",
        ],
      },
    ],
    closingCta: {
      heading: "Put us to the test",
      text: "{business} has served Newbury since 2000. Call {phone} and ask us anything on this list, or request a free quote and we will reply within 30 minutes during business hours.",
    },
    relatedServices: ["drain-unblocking", "drain-repairs", "drainage-maintenance"],
    relatedAreas: ["newbury", "thatcham", "wash-common"],
  },
];

/** Look up a static article by slug. */
export function getArticle(slug: string): Article | undefined {
  return articles.find((a) => a.slug === slug);
}

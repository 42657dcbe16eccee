/**
 * Facts the site states that visitors ask about in words of their own (VAT, how long a survey takes,
 * where the firm is, yards, landlords, shared drains, smells, soakaways…): each a reader over UK
 * informal wording and an answer that quotes the site's own sentences, tested in acts.server.test.ts.
 */
import { replyPromise } from "~/content/areas-served";
import { articles } from "~/content/articles";
import { siteSentence, type ChatBusiness } from "./knowledge.server";
import { CLEAN, SPOKEN } from "./normalise.server";


export type FactTopic = "vat" | "survey-contents" | "survey-timing" | "lining-timing" | "dig-and-replace" | "based" | "yards" | "landlords" | "shared-drains" | "smells" | "warning-signs" | "cleaning-interval" | "worth-a-survey" | "photos" | "waste-removal" | "community" | "emergency-line" | "site-paperwork" | "gutter-materials" | "gutter-access" | "free-quote" | "job-length" | "tidy" | "rodding" | "no-fix" | "job-records" | "soakaways" | "tracing" | "repair-footage" | "gutter-guards" | "fascias" | "survey-advice" | "cause-shown" | "frozen-condensate" | "frozen-gutters";

type FactRule = { topic: FactTopic; test: (t: string) => boolean; answer: (business: ChatBusiness) => string; /** The answer ends with an offer to book. */ offer?: boolean };

/** A soakaway, named or as "it" once one has been: the subject of the soakaway answer. */
const SOAKAWAY_ASKED = /\bsoak ?aways?\b|\b(?:it|that|this)\b.{0,40}\bbefore digging\b|\bsee if (?:it|that) can be saved\b/;

/** When something comes, asked: "when's it written up", "how soon", "by the tuesday". */
const TIMING_ASKED = /\b(?:when|how long|how soon|how quick|by (?:the )?\w+day|in time|turn ?around)\b|\bwhen'?s\b/;

/** What is charged when a job can't be finished, asked: "do i still pay if u cant fix it", "no fix no fee?". */
export const NO_FIX = /\bno (?:fix|cure|unblock|result),? no (?:fee|charge|pay)\b|\b(?:you|u|they|he|the engineer)(?: lot)? (?:can'?t|cant|cannot|couldn'?t|don'?t|dont|fail to|are(?:n'?t| not) able to) (?:fix|unblock|clear|sort|shift|do)\b.{0,40}\b(?:pay|charge\w*|cost|fee|bill)\b|\b(?:pay|charge\w*|cost|fee|bill)\b.{0,40}\b(?:if|when|even if)\b.{0,15}\b(?:(?:you|u|they|he|the engineer)(?: lot)? (?:can'?t|cant|cannot|couldn'?t|don'?t|dont|fail\w*|are(?:n'?t| not) able)|(?:it|that)(?:'s| is)? (?:not|isn'?t|doesn'?t|can'?t|cant|still) ?(?:fixed|cleared|sorted|work\w*|blocked))\b/;
const SURVEY = /\b(cctv|camera|survey|surveys|surveyed|surveying|inspection|film|filmed|filming)\b/;
const TIMING = /\b(all day|half a day|(?:a |an )?(?:long|big|quick|short) job|take (?:long|ages|all day)|how long|how many (?:hours|hrs|days|mins|minutes)|take|takes|taking|duration|report|reports|results?|write ?up|written up|turn ?around|turn it round|how (?:quick|soon|fast)|when (?:will|would|do|does|can|is) (?:i|we|it|the|you)|(?:have|get) (?:the|my|our|a) (?:written )?report by)\b/;

/** How long a patch repair takes, asked: "how long does the resin take to set", "without the loo all day". */
export const LINING_TIMING = /^(?!.*\b(?:guarantee\w*|warrant\w*|last|lasts|lifespan|cost|price|how much)\b).*\b(?:how long|how many (?:hours|hrs)|set|sets|cure|cures|curing|dry|harden|without (?:the |a |our |my )?(?:loo|toilet|water|drains?|flushing)|all day|half a day|(?:can|could) (?:we|i) (?:use|flush))\b/;

/** Cold weather named: "every time it freezes", "full of ice", "a hard frost". */
const COLD = /\b(?:frost\w*|froze|frozen|freez\w*|ice|iced|icy|icicles?|snow\w*|cold snap|sub-?zero|below zero)\b/;

/** Being shown what was found, asked of the one who comes: "will ur man show me wots actually causing it". */
export const CAUSE_SHOWN = /\b(?:will|would|wud|does|do|can|could|cud)\s+(?:ur|your|the|he|she|they|you|u)(?:\s+(?:man|engineer|lads?|bloke|guy|fella|plumber|team))?\s+(?:\w+\s+)?(?:show|explain|tell)\w*(?: (?:me|us|you|u))?\b.{0,25}\b(?:what (?:he|they|you|u|the camera) (?:find|found|finds|saw|sees)|the (?:cause|problem|blockage|fault)|(?:what'?s|wots|whats|what is|what was)\b.{0,15}\b(?:caus\w*|wrong|blocking|down there|in there))\b/;

const FACTS: FactRule[] = [
  {
    topic: "vat",
    // "does the tax go on after", "is tax extra": VAT asked as tax.
    test: (t) => /\b(vat|v a t|plus tax|inc(?:l|luding)? tax|ex(?:cl|cluding)? tax|tax ?man|hmrc)\b/.test(t) || (/\b(?:20|twenty)(?: ?per ?cent| percent)?\b/.test(t) && /\b(?:added|on top|included|inc|extra|plus|add|in it|already)\b/.test(t) && /\b(?:figure|price|prices|quote|that|it|total|bill)\b/.test(t)) || /\btax\b.{0,25}\b(?:go(?:es)? on|on top|extra|added|included|after|to (?:add|pay))\b|\b(?:add|added|plus|extra|on top of|pay)\b.{0,12}\btax\b/.test(t),
    answer: () =>
      "Every quote and invoice we send shows VAT on its own line (at 20% where it applies), so you see the full price before any work starts. If you'd like a figure for your job, ask for a free quote.",
  },
  {
    topic: "repair-footage",
    // "will you give us the camera footage of the repair afterwards": the repair filmed once it is done.
    test: (t) => /\b(?:footage|video|film\w*|camera|photos?|recording)\b/.test(t) && /\b(?:of|after) (?:the |a |your )?(?:repair|lining|liner|patch\w*|relin\w*|work)\b|\b(?:repair|lining|liner|patch\w*|relin\w*)\b.{0,30}\bafter(?:wards)?\b/.test(t),
    answer: (business) => `Yes. ${siteSentence(/We survey the repair on camera afterwards/, business)}`,
  },
  {
    topic: "frozen-condensate",
    // "every time it freezes the boiler cuts out n the plumber says its the little pipe outside": a frozen condensate pipe.
    test: (t) => COLD.test(t) && /\b(?:condensate|condensing|boiler)\b/.test(t),
    answer: (business) =>
      `${siteSentence(/^The single most common cold-weather call we get is not strictly a drain/, business)} ${siteSentence(/^In a hard frost that water freezes/, business)} ${siteSentence(/^If it happens, find where the pipe leaves the wall/, business)} ${siteSentence(/^To stop it happening, lag any outside section/, business)}`,
  },
  {
    topic: "frozen-gutters",
    offer: true,
    // "the downpipe's full of ice, will it crack": what frost does to a blocked gutter or downpipe.
    test: (t) => COLD.test(t) && /\b(?:gutters?|guttering|downpipes?|hoppers?|rainwater pipes?)\b/.test(t) && /\b(?:crack\w*|split\w*|burst\w*|break|broken|damage\w*|ok|okay|alright|fine|will it|what (?:do|should|can) (?:i|we))\b/.test(t),
    answer: (business) => `${siteSentence(/^Water trapped behind a blockage freezes and expands/, business)} Once it thaws, a clear-out and a check of the joints and brackets puts it right before the next cold snap.`,
  },
  {
    topic: "survey-advice",
    offer: true,
    // "if it does find a crack will the report say wot needs doing", "if the camera finds something can u quote for
    // fixing it": what a survey advises, and the price of a repair it finds.
    test: (t) =>
      /\b(?:if (?:it|the camera|the survey|you|u|he|they|your (?:man|engineer)) (?:does )?(?:find|finds|found|shows?|turns? up|picks? up|spots?)|(?:will|would|wud|does|do|should) (?:the|your|ur|a) (?:report|survey|write ?up)(?: also| then)? (?:say|tell|show|include|explain|recommend|advise))\b/.test(t) &&
      /\b(?:fix\w*|repair\w*|mend\w*|needs? (?:doing|fixing|sorting)|what to do|recommend\w*|advi[cs]e|quote|quoting|price|pricing|cost)\b/.test(t),
    answer: (business) => `Yes: ${siteSentence(/^Most importantly, the report ends with our recommendations/, business).replace(/^Most importantly, t/, "t")} ${siteSentence(/^Where a repair is needed we price it separately/, business)}`,
  },
  {
    topic: "cause-shown",
    // "will ur man show me wots actually causing it": being shown what was found.
    test: (t) => CAUSE_SHOWN.test(t),
    answer: (business) => `Yes. ${siteSentence(/^We explain what we found before we leave/, business)} Where the camera goes down the drain you see exactly what is there on its screen, and we never pressure anyone into a repair.`,
  },
  {
    topic: "survey-contents",
    offer: true,
    // "what do we actually get at the end, a video or a proper report": what a survey sends, asked.
    test: (t) =>
      (/\b(?:what|wot|whats|what's)\b.{0,30}\b(?:get|receive|see|sent|send|given|included|come with|in (?:it|the report))\b/.test(t) && /\b(?:reports?|video|footage|survey|cctv|camera|write ?up|recording)\b/.test(t) && !/\b(?:how much|cost|price|how long|when)\b/.test(t)) ||
      // "will he get a proper write up of what u find", "in writing": the report, asked for.
      (/\b(?:write ?up|written (?:up|report|down)|in writing|on paper)\b/.test(t) && !TIMING_ASKED.test(t) && /\b(?:find|finds|found|findings|survey\w*|camera|cctv|see|sees|report|get|receive|send)\b/.test(t) && !/\b(?:quotes?|estimates?|price|prices|cost|landlords?|letting agents?|agents?|tenants?)\b/.test(t)) ||
      // "will the report be something i can send straight to the insurer": who can use what a survey sends.
      (/\b(?:reports?|footage|video|write ?up)\b/.test(t) && /\b(?:insurers?|insurance|solicitors?|surveyors?|lenders?|mortgage|building control|conveyancers?|buyers?|council)\b/.test(t) && /\b(?:send|sent|give|use|accept\w*|good enough|ok|okay|suitable|enough|pass (?:it )?on|forward\w*|go (?:to|straight to)|copied|cc'?d?)\b/.test(t)),
    answer: () =>
      "Every survey is recorded: you receive the video footage and a written report with a drawing of the drain layout, the length and material of each pipe run, and still photographs of every defect with where it sits along the pipe, graded in the industry's standard coding, so an insurer, surveyor or another contractor can read the report without us explaining it. The report is normally sent within two working days.",
  },
  {
    topic: "survey-timing",
    offer: true,
    // "how long till I get the report": a report's timing asked alone is the survey's report.
    test: (t) => (SURVEY.test(t) && TIMING.test(t)) || (/\b(?:reports?|write ?up|paperwork|findings|results|certificate|documents?|footage)\b/.test(t) && /\b(?:in time|back (?:before|by|in time)|before (?:we|the) (?:complete|exchange)|how long|how (?:quick|soon|fast)|how many (?:hours|hrs|days)|when (?:will|would|do|does|can|is)|till|until|turn ?around)\b/.test(t) && !/\b(?:review|invoice|quote|receipt)\b/.test(t)),
    answer: () =>
      "Most domestic CCTV surveys take one to two hours on site, and the written report, with the footage, is normally sent within two working days. If you're up against a conveyancing deadline, tell us and we'll do our best to turn it round sooner.",
  },
  {
    topic: "lining-timing",
    offer: true,
    // "how long does the resin take to set", "will we be without the loo all day": a patch repair's time, asked.
    test: (t) => /\b(?:resin|liners?|lining|patch\w*|sleeve|relin\w*|no[- ]dig)\b/.test(t) && LINING_TIMING.test(t),
    answer: () =>
      "A typical patch repair is finished within half a day: the resin cures in about an hour, and the drain is often back in use the same afternoon. We survey the repair on camera afterwards and send you the footage.",
  },
  {
    topic: "dig-and-replace",
    // "will the new bit be plastic or clay", "will u put the lawn back after", "will u need a digger, the gate's 6 foot",
    // "so u wont have to lift the patio?": how a dug-out repair is done and left, asked.
    test: (t) => DIG_ASKED.test(t) && (/\?/.test(t) || /\b(?:will|would|wud|do|does|can|could|cud|is|are|r|have to|need to|going to|gonna)\b/.test(t)),
    answer: (business) => `${siteSentence(/^When a pipe has fully collapsed, dig-and-replace/, business)} ${siteSentence(/^We excavate neatly, replace with modern plastic pipe/, business)} Where a pipe can be repaired from inside, no-dig patch lining leaves your garden, patio and driveway untouched.`,
  },
  {
    topic: "based",
    test: (t) =>
      // "wot town do ur vans go out from", "where do your engineers start from": where the firm works from.
      /\b(?:(?:what|which) (?:town|place|village|area)|where) do (?:your|the|you) (?:vans?|engineers?|lads|team|guys|lot) (?:go out|come|start|leave|set off|run|work|drive)(?: out)? from\b/.test(t) || /\b(?:are|r) (?:you|u)(?: actually| really)? (?:a|an) (?:\w+ )?(?:firm|company|business|outfit|lot)\b.{0,40}\b(?:or|somewhere|national|elsewhere)\b|\b(?:you|u)(?:'re| are|r)? (?:a|an) (?:reading|newbury|thatcham|local|national) (?:firm|company|business|outfit)\b|\b(?:are|r) (?:you|u)(?: actually| really)? (?:a|an) [a-z]+ (?:firm|company|business|outfit|lot)\b(?=\s*(?:\?|$))|\b(?:registered|based|an address|offices?)\b.{0,20}\b(?:round here|around here|locally|in the area)\b|\b(?:local|proper) (?:local )?(?:address|office|base)\b/.test(t) || /\b((?:are|r) (?:you|u) (?:a )?\w+ based|(?:are|r) (?:you|u)(?: lot| guys| all)?\b.{0,30}\bbased\b|(?:what|which) (?:town|area|village|part) (?:are|r) (?:you|u) (?:in|from|based)|where (?:are|r) (?:you|u|ya)|whereabouts|where(?:'s| is) (?:your|the) (?:office|base|depot|yard)|(?:what|which) (?:town|village|area|place|part of \w+)(?:'s| is) (?:your|the) (?:office|offices|base|depot|yard|hq|head office|headquarters|workshop|unit|premises|firm|company)(?: in| at| based)?|(?:what|which) (?:town|village|area|place) (?:is|are) (?:your|the) (?:office|offices|base|depot|yard|hq|head office|headquarters|workshop|unit|premises) (?:in|at|based)|where (?:are you|r u) (?:based|located|from)|are (?:you|u) (?:a )?local|local (?:firm|company|business|lads?)|based (?:in|at|near|where)|(?:^(?:(?:have )?(?:you|u) )?got|(?:have|do) (?:you|u)(?: lot| guys)?(?: got| have)?|(?:you|u)(?: lot| guys)? (?:got|have)) (?:an? |your )?(?:office|offices|base|depot|hq|headquarters|branch|branches) (?:in|at|near|round|around|over)|(?:run|operate|operating|work|working|based) (?:out of|from) (?:somewhere|where|newbury|reading|\w+ else)|(?:where|what town|which town) (?:do|does) (?:you|u|it)(?: lot| guys)? (?:actually |really |mainly |normally )?(?:run|operate|work) (?:out of|from)|where (?:do|does) (?:your|ur|the) (?:vans?|engineers?|lads|team|men|crews?)(?: actually| usually| normally)? (?:come|drive|set off|start|leave|operate|work) (?:out )?(?:from|of))\b/.test(t),
    answer: (business) =>
      `We're a local, family-run firm based in Newbury, where most of our engineers live, covering Newbury, Reading, Thatcham and the whole of West Berkshire. You can reach the office on ${business.phone}.`,
  },
  {
    topic: "yards",
    offer: true,
    test: (t) => !/\b(?:frost\w*|froze|frozen|freez\w*|cold snap|icy|snow\w*)\b/.test(t) && /\b(pon(?:y|ies)|polo|eventers?|hunters|wash(?:ing)? bay|riding (?:school|centre|center|stables|for the disabled)|shavings|mounting (?:block|ramp)|livery|liveries|stables?|stable yard|racing yards?|equestrian|horses?(?! chestnuts?)|yard drains?|yard gull(?:y|ies)|trainers? yard|stud|farms?|farmyard|farmers?|dairy|cattle|wash ?(?:down|bay))\b/.test(t),
    answer: () =>
      "Yes, we work with racing and livery yards: trainers, yard managers and livery owners around Lambourn and across West Berkshire. We clear and jet yard drains and gullies, survey them with a camera, and plan visits around the horses. More at /areas/lambourn.",
  },
  {
    topic: "job-records",
    // "will u give us paperwork for it after, our insurer wants records": what is left with the customer after a visit.
    test: (t) =>
      /\b(?:paperwork|records?|report|write[- ]?up|something in writing|proof|evidence)\b/.test(t) &&
      /\b(?:after(?:wards)?|insurers?|insurance|landlords?|environment agency|the ea|for (?:our|my|the) (?:records|files))\b/.test(t) &&
      /\b(?:will|would|wud|do|does|can|cud|could|is there|get|give|send)\b/.test(t) &&
      !/\b(?:survey\w*|cctv|camera|homebuyers?|claim)\b/.test(t),
    answer: (business) => {
      const records = siteSentence(/^Interceptor servicing records to satisfy/, business);
      return `Yes. ${siteSentence(/^Photographs, footage and written reports after every visit/, business)} For interceptors and grease traps we keep ${records.charAt(0).toLowerCase()}${records.slice(1)}`;
    },
  },
  {
    topic: "landlords",
    offer: true,
    test: (t) => !/\b(?:pub|bar|inn|hotel) landlord|\blandlord of (?:the|a|our) (?:pub|bar|inn)\b/.test(t) && /\b(landlords?|letting agents?|lettings?|managing agents?|property managers?|tenants?|tenancy|tenancies|rental propert(?:y|ies)|buy to let|hmo|student (?:houses?|lets?|properties|flats?|accommodation)|(?:houses|properties|flats) (?:i|we) (?:let|rent out)|my rentals?|portfolio|agents? (?:with|for)|(?:go|goes|sent|send|come|comes) (?:straight |direct(?:ly)? )?to (?:my|our|the) (?:letting |managing )?agents?|(?:ring|call|phone|contact) (?:you|u) direct\b.{0,40}\b(?:invoice|bill) (?:me|us)|(?:bill|invoice)\b.{0,30}\bto me,? (?:not|rather than|instead of) (?:them|her|him|the students|the tenants)|self[- ]manag\w*|(?:flats|houses|properties) (?:i|we) (?:let|rent|manage)|(?:invoice|bill)s? (?:come|go|be sent|sent|addressed) to me\b.{0,20}\b(?:rather than|instead of|not) (?:her|him|them|the tenants?)|housing associations?|housing trusts?|social housing|council (?:houses?|homes|properties|tenants?)|(?:block|estate|property|facilities|residents?'?) (?:management|managers?|management compan(?:y|ies))|management compan(?:y|ies))\b/.test(t),
    answer: () =>
      "Yes, we work for landlords, letting agents and managing agents as well as commercial clients: we arrange access with your tenants directly, send photographs and a written report to the agent after every job, and invoice the landlord.",
  },
  {
    topic: "shared-drains",
    test: (t) =>
      /\b(?:past|beyond|outside|over) (?:our|my|the) (?:boundary|property line|fence)\b/.test(t) ||
      /\b(shared|share|sharing|communal)\b.{0,40}\b(drains?|sewers?|pipes?|run|manholes?)\b|\b(drains?|sewers?|pipes?|manholes?)\b.{0,60}\b(shared|communal)\b|\b(whose (?:problem|job|responsibility|fault)|who(?:'s| is) responsible|responsib\w* for (?:the )?(?:drain|sewer|pipe))|\bthames water|\b(?:drains?|sewers?|pipes?)\b.{0,40}\bresponsib|\bresponsib\w*\b.{0,40}\b(?:drains?|sewers?|pipes?)\b/.test(t) ||
      // "the bit we share with next door, who's meant to pay", "whole row goes into one pipe, theirs or ours":
      // a drain shared between homes, with whose it is (or who pays) asked.
      (/\b(?:share[ds]?|sharing|next doors?|neighbou?rs?|communal|whole (?:row|street|terrace|block)|terrace[ds]?|semi|both (?:houses|properties|homes)|other (?:houses|properties|homes)|all the houses|(?:all )?(?:\d+|two|three|four|five|six|several|a few|all the) (?:houses|properties|homes|flats|bungalows|cottages)|join up|joins up|joins? (?:ours|mine|our \w+|my \w+|the main \w+)|connect(?:s|ed)? (?:up|in)(?:to)?|(?:the )?(?:flat|flats|house|houses|people) (?:above|below|upstairs|downstairs|next door)|(?:\d+|two|three|four|five|six|all|both) of us|(?:the )?same (?:pipe|drain|sewer)|one (?:pipe|drain|sewer)|block of flats)\b/.test(t) &&
        /\b(?:(?:who(?:'s| is| has)?|whos) (?:meant|supposed|expected|liable|obliged|responsible|paying|going) to|who pays|whose|which of us|responsib\w*|(?:headache|problem|job|fault|bill|cost) (?:or|is it)|(?:am i|are we) (?:stuck|lumbered|left) with (?:the )?(?:bill|cost|repair)|(?:make|makes|mean|means) (?:it|that) (?:her|his|their|my|our) (?:problem|responsibility|job|bill)|(?:is|are) (?:he|she|they) right|(?:says?|reckons?|claims?) (?:it'?s|its|it is) (?:my|our) (?:problem|job|responsibility|bill)|or (?:ours|mine|us|me|theirs|them)|thames water|water (?:company|board)|liable|pay (?:for|half)|go(?:ing)? halves|halves|split (?:the )?(?:bill|cost)|who (?:fixes|repairs|mends|sorts|deals with|pays for|looks after|owns))\b/.test(t)) ||
      // "the pipes of two houses meet before the road, which of us is meant to fix it": whose it is, between neighbours.
      (/\b(?:drains?|sewers?|pipes?|manholes?|runs?)\b/.test(t) && /\b(?:which (?:of us|one of us|house|property|household)|who(?:'s| is)? (?:meant|supposed|expected|liable|obliged) to|(?:us|me) or (?:them|him|her|next door|the neighbou?rs?))\b/.test(t)) ||
      // "is the pipe under the pavement down to me or the water company": whose it is, asked in other words.
      (/\b(?:drains?|sewers?|pipes?|manholes?|gull(?:y|ies)|blockages?|pavement)\b/.test(t) && /\b(?:water company|water board|the council|down to (?:me|us)|up to (?:me|us)|mine or|ours or|my (?:problem|job|responsibility)|our (?:problem|job|responsibility))\b/.test(t)) ||
      // "the others want me to pay cos it backs up at mine", "the developer hasnt handed the drains over": whose it is, in other words.
      (/\b(?:drains?|sewers?|pipes?|manholes?)\b/.test(t) && /\b(?:i'?m|im|am i|are we|we'?re) (?:not )?(?:paying|meant to pay|supposed to pay) for (?:all|the whole|everyone)\b|\b(?:want|expect|expects|asking|asked|told)\s+(?:me|us)\s+to pay\b|\b(?:developer|builder|housebuilder)s?\b.{0,40}\b(?:handed|adopted|adopt|taken over|passed)\b|\bunadopted\b|\b(?:serves?|takes?|carries?)\b.{0,20}\b(?:more than one|two|both|next door|the house next door|other houses)\b/.test(t)),
    answer: () =>
      "Since October 2011, shared drains and sewers serving more than one property, and drains outside your property's boundary, have generally been the water company's responsibility, which around here is Thames Water; the drain serving only your home, within your boundary, is yours. If the fault is in Thames Water's sewer we show you the footage, tell you how to report it, and you pay nothing for their pipe.",
  },
  {
    topic: "warning-signs",
    offer: true,
    test: (t) =>
      /\bis (?:something|anything|there something) (?:building up|blocking (?:it|them)|stuck|caught|growing)\b/.test(t) ||
      /\bhow (?:do|can|would|will) (?:i|you|we|u) (?:know|tell)\b.{0,40}\b(?:blocked|blockage|problem|damaged|cracked|collapsed|broken|wrong)\b|\b(?:way|ways) (?:of|to) (?:tell|telling|know|knowing|spot|spotting)\b.{0,40}\b(?:block\w*|problem|wrong)\b|\bis (?:that|this|it) (?:the start of something|the beginning of something|something building(?: up)?|something going on|something serious)\b|\b(?:warning )?signs? (?:of|that)\b.{0,30}\b(?:drain|blockage|blocked|problem)|\bsigns? (?:of )?(?:something|anything)(?:'?s| is)? (?:wrong|up|amiss)\b|\bis (?:that|this|it) a (?:bad |warning |worrying )?sign\b|\b(?:is|are)\b.{0,60}\ba (?:bad |warning |early )?sign (?:of|that|there'?s|theres|there is)\b/.test(t) ||
      // "gurgling from the plughole, is that a bad sign": a symptom asked about, not reported for a visit.
      // "the loo bubbles n glugs after the bath's let out, wot does it mean": what a symptom tells, asked in any words.
      (SYMPTOM_TOLD.test(t) && SYMPTOM_MEANING.test(t)) ||
      // "how can u tell a drain is on its way to blocking", "wot r the tell tale signs": telling a failing drain, asked.
      /\btell[- ]?tale signs?\b|\bhow (?:do|can|would|will|could) (?:i|you|we|u|one|they) (?:know|tell|spot)\b.{0,20}\b(?:if|when|whether|that)?\b.{0,40}\b(?:on (?:its|it'?s|the) way (?:out|to)|starting to|about to|beginning to|going to block|u-?bend or|further down)/.test(t) ||
      (/\b(?:gurgl\w*|glug\w*|bubbl\w*|slow|smell\w*|noises?)\b/.test(t) && /\b(?:is (?:that|it|this) (?:a )?(?:bad|warning|good|worrying) sign|is (?:that|it|this) (?:bad|a bad thing|worrying|a worry|a problem|something serious)\b|should i (?:be )?worr(?:y|ied)|is (?:that|it|this) (?:normal|serious)|something to worry about|worth worrying about)\b/.test(t)),
    answer: () => {
      const signs = articles.flatMap((a) => a.warningSigns ?? []);
      return `The usual warning signs, from earliest to most urgent: ${signs.map((s) => s.title.toLowerCase()).join("; ")}. Sewage coming up is an emergency; the earlier signs are worth a visit before it gets there.`;
    },
  },
  {
    topic: "cleaning-interval",
    offer: true,
    // "how often should drains be jetted": the site's advice on regular cleaning, not a day.
    test: (t) => /\bhow (?:often|regularly)\b.{0,30}\b(?:jet\w*|clean\w*|servic\w*|check\w*|maintain\w*|descal\w*|inspect\w*|done)\b/.test(t) && /\b(?:drains?|pipes?|gull(?:y|ies)|jet\w*|drainage)\b/.test(t) && !/\b(?:gutters?|guttering|septic|soakaways?|treatment plants?)\b/.test(t),
    answer: () => {
      const article = articles.find((a) => a.body.some((s) => s.bullets?.some((b) => /\bannual clean\b/i.test(b))));
      const tip = article?.body.flatMap((s) => s.bullets ?? []).find((b) => /\bannual clean\b/i.test(b));
      return `${tip ?? "Consider an annual clean and camera check for older houses or drains that have blocked before."} Otherwise a drain needs clearing only when it shows the warning signs: slow draining, gurgling or smells.${article ? ` More at /blog/${article.slug}.` : ""}`;
    },
  },
  {
    topic: "worth-a-survey",
    offer: true,
    // "is it worth getting a camera down to see why": whether a survey is worth having.
    test: (t) => /\b(?:is it|would it be|worth)\b.{0,15}\b(?:getting|having|doing|worth)\b.{0,15}\b(?:a |the )?(?:camera|cctv|survey)\b|\bshould (?:i|we) (?:get|have) (?:a |the )?(?:camera|cctv|survey)\b/.test(t),
    answer: (business) => `${siteSentence(/^We recommend one if you are buying a property/, business).replace(/^We recommend one/, "We recommend a CCTV drain survey")} ${siteSentence(/^It shows cracks, root ingress/, business).replace(/^It shows/, "The camera shows")}`,
  },
  {
    topic: "photos",
    // "can ur engineer take before n after photos so we can show her": what we show of the work.
    test: (t) => /\bbefore (?:and|n|&) after\b|\b(?:take|send|get|have|show)\b.{0,15}\b(?:photos?|photographs?|pictures?|pics)\b|\b(?:photos?|photographs?|pictures?|pics)\b.{0,20}\b(?:of (?:the|your) work|after(?:wards)?|when (?:it'?s|its) done|to show)\b/.test(t) && !/\b(?:send (?:you|u)|(?:my|our) (?:photos?|pictures?|pics))\b/.test(t),
    answer: (business) => `Yes: gutter work comes ${siteSentence(/^Before-and-after camera photographs$/, business).toLowerCase().replace(/^before-and-after camera photographs/, "with before-and-after photographs")}, and for drain work ${siteSentence(/We also show you before-and-after camera footage/, business).replace(/^We also show you/, "we show you")}`,
  },
  {
    topic: "waste-removal",
    // "will u take the broken pipe n the spoil away or leave it for us": what happens to the waste.
    // "wot do u do with all the gunk u pull out, it has to be disposed of properly": the same, asked of what comes out.
    test: (t) =>
      !/\bwash\w* (?:\w+ )?down\b/.test(t) &&
      !/\b(?:licen[cs]\w*|registered|carrier)\b/.test(t) &&
      (/\bwhat (?:do|does|will|would) (?:you|u|ya|they|he|the engineers?) do with\b.{0,30}\b(?:gunk|muck|waste|sludge|fat|grease|debris|stuff|rubbish|silt|spoil)\b|\bdispos(?:ed|al) (?:of )?(?:properly|correctly|legally)\b/.test(t) ||
        (/\b(?:take|taking|cart|remove|removing|clear|clearing|get rid of|dispose of)\b.{0,40}\b(?:spoil|waste|rubbish|debris|broken pipe|old pipe|muck|soil|leaves|sludge)\b|\b(?:spoil|waste|rubbish|debris|muck|soil|sludge|broken pipe|old pipe)\b.{0,30}\b(?:away|removed|taken|leave it|left)\b/.test(t) && /\b(?:will|would|do|does|can|could|are|is|or)\b/.test(t))),
    answer: (business) => `Yes, we take it away: ${siteSentence(/^All waste bagged and removed$/, business).toLowerCase()}, and we're registered with the Environment Agency as a waste carrier.`,
  },
  {
    topic: "community",
    // "we're a little charity, do u do anything for community groups": what we do for clubs and charities.
    test: (t) =>
      /\b(?:charit(?:y|ies)|volunteers?|not[- ]for[- ]profit|non[- ]profit)\b/.test(t) ||
      (/\b(?:community (?:groups?|centres?|halls?|buildings?)|village halls?|scouts|guides|sports clubs?|youth (?:clubs?|teams?))\b/.test(t) && /\b(?:anything for|discount\w*|deal|cheaper|at cost|rate|rates|price|prices|help (?:out|with))\b/.test(t)),
    answer: (business) => `Yes: ${siteSentence(/help out community groups and village halls with their drains at cost/, business).replace(/^We sponsor local youth sports teams, /, "we sponsor local youth sports teams, ")}`,
  },
  {
    topic: "emergency-line",
    // "does an actual person pick up at 3am", "is there a separate night number": the emergency line asked about.
    test: (t) =>
      // "i want to stick ur emergency number on his fridge, which one is it": the number itself, asked for.
      (/\b(?:your|ur|the) (?:emergency|24 ?7|out of hours|night) (?:number|line|phone number)\b/.test(t) && /\b(?:which|what|whats|give|send|need|want|stick|write|put|save|keep)\b/.test(t)) ||
      // "whats the number to ring in the middle of the night": the number for the night, asked for.
      (/\b(?:what'?s|whats|wots|which|what is|give me|need) (?:the |your |ur )?(?:best )?(?:number|phone number|line)\b/.test(t) && /\b(?:night|nights|3am|2am|4am|middle of the night|out of hours|after hours|overnight|small hours|emergenc\w*)\b/.test(t) && !/\b(?:price|cost|charge|how much|fee|rate|£)\b/.test(t)) ||
      /\b(?:emergenc\w*|night|nights|3am|2am|4am|middle of the night|out of hours|after hours|overnight|small hours)\b/.test(t) && /\b(?:number|line|pick(?:s)? up|answer(?:s|ed|ing)?|voicemail|answerphone|answering machine|whom|who (?:do|should|would)|ring|telephone|phone)\b/.test(t) && /\b(?:separate|different|another|usual|same|actual|real|voicemail|answerphone|answering machine|pick(?:s)? up|answer(?:s|ed)?|whom|who)\b/.test(t) && !/\b(?:price|cost|charge|how much|fee|rate|£)\b/.test(t),
    answer: (business) => `Our emergency line is answered 24/7, including weekends and bank holidays, on the same number as the office: ${business.phone}. Call it and we'll give you a realistic arrival time on the phone.`,
  },
  {
    topic: "tracing",
    offer: true,
    // "can you mark on the ground where the pipe runs and how deep it is": where a drain runs, found from above.
    test: (t) =>
      (/\b(?:mark|marking|trace|tracing|locate|locating|pinpoint\w*|map|mapping|plot|plotting|find|show)\b.{0,40}\b(?:where|route|runs?|line|depth|deep)\b/.test(t) && /\b(?:pipe|pipes|drain|drains|sewer|run|runs)\b/.test(t)) ||
      /\bhow deep\b.{0,30}\b(?:pipe|drain|sewer|it)\b|\b(?:drain|pipe) (?:layout|plan|map|route)\b|\b(?:know|find|find out|tell (?:me|us)|show (?:me|us)|trace|see) where (?:my|our|the|his|her|their) (?:drains?|pipes?|sewer) (?:runs?|goes?|go)\b/.test(t),
    answer: (business) => `Yes. ${siteSentence(/sonde transmitter to mark its exact position and depth/, business)} ${siteSentence(/drawing of the drain layout/, business)}`,
  },
  {
    topic: "gutter-guards",
    offer: true,
    // "a massive birch next to the house, is there anything u can put on so it doesnt clog every autumn": guards, asked.
    test: (t) =>
      (/\b(?:leaf|gutter|hopper) (?:guards?|covers?|mesh|brush(?:es)?)\b/.test(t) && /\b(?:fit|put|do|supply|install|worth|any|can|could|would|will)\b/.test(t)) ||
      // "do you fit those guards that keep the leaves out": guards named by what they keep out.
      (/\b(?:guards?|covers?|mesh|brush(?:es)?)\b/.test(t) && /\b(?:leaves|leaf|moss|gutters?|guttering|hoppers?)\b/.test(t) && /\b(?:fit|put|do|supply|install|worth|any|can|could|would|will)\b/.test(t) && !/\b(?:drains?|manholes?|gull(?:y|ies)|insurance|insured)\b/.test(t)) ||
      (/\banything (?:you|u|we) (?:can|could) (?:put|fit|stick)\b|\b(?:put|fit) (?:something|anything)\b/.test(t) && /\b(?:gutters?|guttering|clog\w*|block\w*|leaves|birch|trees?|autumn|moss)\b/.test(t) && !/\b(?:drains?|sinks?|loo|toilet|shower|gull(?:y|ies))\b/.test(t)),
    answer: (business) => `Yes: ${siteSentence(/^Fitting leaf guards and hopper covers$/, business).toLowerCase()} is part of our gutter service, so the engineer can fit them when the gutters are cleared, to keep leaves and moss out.`,
  },
  {
    topic: "soakaways",
    offer: true,
    // "wud u test it first to see if it can be saved", "can a silted soakaway be cleaned out": what we do for a soakaway, asked.
    test: (t) =>
      (/\b(?:test\w*|check\w*|saved?|sav(?:e|ing) it|clean\w* (?:it|them|out)|jet\w*|rebuil\w*|replac\w*|dig\w*|new one)\b/.test(t) && /\b(?:will|would|wud|do|does|can|cud|could|should|is it|is there|what)\b/.test(t) && SOAKAWAY_ASKED.test(t)) ||
      // "runs into a soakaway n when it pours the water bubbles back up out of the lawn": a soakaway failing, told.
      (/\bsoak ?aways?\b/.test(t) && /\b(?:bubbl\w*|back(?:s|ing)? up|not draining|stopped draining|packed up|sits|pools?|pooling|standing)\b/.test(t)),
    answer: (business) => {
      // The site offers both: "soakaway tests" and "jetting of gullies, soakaways and surface-water drains".
      siteSentence(/soakaway tests/, business);
      siteSentence(/jetting of gullies, soakaways/, business);
      return `Yes: we test soakaways and jet out the silt and leaves that stop them draining. ${siteSentence(/^A soakaway that used to clear in an hour/, business)} Whether one can be brought back or needs rebuilding is for the engineer to say once it has been tested.`;
    },
  },
  {
    topic: "site-paperwork",
    // "we'll need a risk assessment and method statement first": the paperwork commercial sites ask for.
    test: (t) => /\b(?:risk assessments?|method statements?|rams|permits? to work|site inductions?|contractor inductions?)\b/.test(t),
    answer: (business) => `Yes. ${siteSentence(/^Risk assessments and method statements are provided/, business)} We work for schools, care homes, offices, shops, restaurants and other commercial sites, with out-of-hours and weekend working so you can keep running.`,
  },
  {
    topic: "gutter-materials",
    offer: true,
    // "can u repair cast iron or is it plastic only these days": the gutters we repair and fit, by material.
    test: (t) => (/\b(?:cast[- ]?iron|upvc|pvc|plastic|aluminium|aluminum|heritage|ogee|half[- ]round|square line)\b/.test(t) || /\bmetal\b.{0,40}\b(?:or|only)\b/.test(t)) && !/\b(?:liners?|lining|clay|pitch[- ]?fibre|resin)\b/.test(t) && /\b(?:repair\w*|fix\w*|mend\w*|replac\w*|fit\w*|do|work on|deal with|handle|only|or)\b/.test(t) && !/\b(?:drains?|sewers?|soil (?:pipe|stack)|manholes?|pipes? under|underground|bath|bins?)\b/.test(t),
    answer: (business) => `Yes, we do ${siteSentence(/^Cast-iron gutter repairs/, business).replace(/^Cast-iron/, "cast-iron").replace(/\.$/, "")}, and we fit ${siteSentence(/^New guttering and downpipes in uPVC/, business).replace(/^New/, "new")}`,
  },
  {
    topic: "fascias",
    offer: true,
    // "while he's up there could he look at the fascia boards, they're soft": fascias and soffits, asked.
    test: (t) => /\b(?:fascias?|soffits?|barge ?boards?)\b/.test(t) && /\b(?:could|can|cud|would|will|do|does|look at|check|replace\w*|repair\w*|fix\w*|rotten|soft|rot)\b/.test(t) && !/\b(?:pull\w* (?:away )?from|away from) (?:the )?fascias?\b/.test(t),
    answer: (business) => `Yes: ${siteSentence(/^Fascia and soffit replacement$/, business).toLowerCase().replace(/^fascia/, "fascia")} is part of our gutter work, so the engineer can look at soft or rotten boards while he's there and tell you what they need.`,
  },
  {
    topic: "gutter-access",
    offer: true,
    // "do u need scaffolding for gutters", "how high can you reach", "3 storey house": how we get at them.
    test: (t) =>
      (/\b(?:gutter\w*|downpipes?|roof ?line|fascias?)\b/.test(t) && /\b(?:ladders?|scaffold\w*|cherry ?pickers?|towers?|how high|height|heights|high up|reach|storeys?|story|stories|floors?|tall|get up (?:to|there|on)|up there|access)\b/.test(t)) ||
      // "could your man do it from the ground, i'd rather not have a ladder against the conservatory": how it is reached.
      (/\b(?:from the ground|ladders?|scaffold\w*|cherry ?pickers?)\b/.test(t) && !/\b(?:drains?|manholes?|sewers?|pipes? under)\b/.test(t)),
    answer: (business) => `${siteSentence(/from the ground with vacuum poles/, business)} ${siteSentence(/high-reach vacuum system/, business).replace(/^Gutters emptied\b/, "Gutters are emptied")}`,
  },
  {
    topic: "free-quote",
    offer: true,
    // "is the quote free", "can i get a written quote first": whether a quote costs anything, asked.
    test: (t) => !/\b(?:form)\b/.test(t) && (/\b(?:free|charge\w*|cost\w*|pay|paying)\b.{0,25}\b(?:quotes?|quotations?|estimates?)\b|\b(?:quotes?|quotations?|estimates?)\b.{0,25}\b(?:free|for nothing|charge\w*|cost (?:anything|money|extra)|written|in writing|first|beforehand|up ?front)\b|\bwritten (?:quotes?|quotations?|estimates?)\b/.test(t)),
    answer: (business) => `Yes, quotes are free: use the free quote form on our home page or call ${business.phone}. ${replyPromise} We always confirm the price before we start, so there are no hidden costs.`,
  },
  {
    topic: "job-length",
    offer: true,
    // "how long does unblocking usually take", "how long will the job take": the time on site, asked.
    test: (t) => /\bhow long\b/.test(t) && /\b(?:unblock\w*|blockages?|clear(?:ing)? (?:it|a|the)|jet\w*|job|visit|engineer (?:be|take)|(?:you|u|he|they) (?:be|take)|take (?:you|u|him|them))\b/.test(t) && !/\b(?:been|trading|guarantee\w*|warrant\w*|surveys?|cctv|camera|reports?|lin(?:ing|er)|patch\w*|resin|gutter\w*|get (?:here|there|to|out|over|round)|come (?:out|over|round)|turn up|out to|reach|arrive|emergenc\w*|till|until|wait)\b/.test(t),
    answer: (business) => `${siteSentence(/^Most standard blockages are resolved within an hour/, business)} Complex jobs, with tree roots, heavily compacted debris, very long runs or difficult access, take longer, and the engineer who arrives can normally finish the job in one visit.`,
  },
  {
    topic: "tidy",
    // "will you leave a mess", "do your lads clean up after": how the engineers leave a home.
    test: (t) => /\b(?:mess|messy|muck|tidy|dust sheets?|(?:shoe|boot|overshoe) covers?|covers? (?:on|over) (?:his|their|your|ur|the) (?:boots|shoes|feet)|overshoes|(?:protect|mind|ruin|mark|muddy) (?:the |my |our |a )?(?:new )?(?:carpets?|floors?)|floor protection|clean up after|clear up after|leave (?:it|the place|everything) (?:clean|tidy|as you found)|wash\w* (?:\w+ )?down|hose (?:\w+ )?down|disinfect\w*)\b/.test(t) && /\b(?:will|would|do|does|are|r|can|how)\b/.test(t) && !/\b(?:sewage|flood\w*)\b/.test(t),
    answer: (business) => `We leave it clean: our engineers protect your home, and ${siteSentence(/^Before we leave, we wash down the chambers/, business).replace(/^Before/, "before")}`,
  },
  {
    topic: "rodding",
    offer: true,
    // "do you rod drains", "jetting or rodding, which is better": how we clear a drain.
    test: (t) => /\b(?:rod|rods|rodding|rodded|drain rods?)\b/.test(t) && !/\b(?:buy|sell|sells|stock|stocks|supply|borrow|hire|rodding (?:points?|eyes?))\b/.test(t),
    answer: (business) => `We clear blockages with high-pressure water jetting, using rods and root cutters where they're needed. ${siteSentence(/rods simply push further down the line/, business)}`,
  },
  {
    topic: "no-fix",
    // "do i still pay if u cant fix it", "no fix no fee?": what is charged when a job can't be finished, asked.
    test: (t) => NO_FIX.test(t),
    answer: (business) => `We always confirm the price before we start, so there are no hidden costs, and our unblocking and repair work carries a 12-month workmanship guarantee. What's charged if a job can't be finished isn't on our website, so please ask the office on ${business.phone} before you book.`,
  },
  {
    topic: "smells",
    offer: true,
    test: (t) => /\b(smells?|smelly|smelling|stinks?|stinky|stinking|whiff|odou?rs?|pong|niff)\b/.test(t) && !/\b(septic|cesspits?|cesspools?|soakaways?|treatment plants?|grease traps?|interceptors?)\b/.test(t),
    answer: () =>
      "Smells from a drain usually mean a dry trap, a broken seal or standing waste, or grease and silt lining the pipe. We trace a persistent smell to its source and deal with it properly rather than masking it, often with a CCTV survey and a jet clean.",
  },
];

/** How a dug-out repair is done: the new pipe's material, the ground put back, a digger's access, a patio lifted. */
const DIG_ASKED = /\b(?:new (?:bit|pipe|section|length|piece)|replacement (?:pipe|bit|section))\b.{0,30}\b(?:plastic|clay|pvc|same)\b|\b(?:plastic|clay)\b.{0,25}\bor\b.{0,20}\b(?:plastic|clay)\b|\b(?:put|putting|make|making|sort|sorting|leave|leaving)\b.{0,25}\b(?:lawn|garden|grass|patio|drive|driveway|path|turf|tarmac|block paving|slabs?|yard)\b.{0,15}\b(?:back|good|tidy|as it was|as you found it)\b|\breinstat\w*|\bmak(?:e|ing) good\b|\b(?:digger|excavator)s?\b.{0,40}\b(?:gate|fit|access|through|thru|narrow|get in)\b|\b(?:bring|need|use|have)\b.{0,10}\b(?:a |the )?(?:mini[- ]?)?(?:digger|excavator)\b|\b(?:lift|take up|dig up|rip up|pull up|break up)\b.{0,10}\b(?:the |our |my |that )?(?:patio|drive|driveway|slabs|lawn|paving|path)\b/;

/** A symptom of a drain on the way to blocking: noises, water that drops or bobs back, a smell that comes and goes. */
const SYMPTOM_TOLD = /\b(?:gurgl\w*|glug\w*|bubbl\w*|burp\w*|sucking|slurp\w*|wobbl\w*|bobs? (?:back )?up|(?:water|level)\b.{0,25}\b(?:drops?|dropping|goes down|low)|slow\w*|smell\w*|whiff\w*|pong\w*|damp patch|greener)\b/;
/** What a symptom means, asked: "wot does that mean", "wots that telling me", "wot cud it be", "is something about to go wrong". */
const SYMPTOM_MEANING = /\b(?:what|wot|wat)(?:'?s| is| does| do)? (?:that|it|this|they)\b.{0,12}\b(?:mean|means|telling|tell|saying)\b|\b(?:what|wot|wat) (?:cud|could|would|wud|might|can) (?:it|that|this) be\b|\b(?:anything|something) to worry about\b|\bis (?:something|anything) (?:about to|going to|gonna) go wrong\b|\bon (?:its|it'?s|their) way out\b|\b(?:start|beginning) of (?:a |the )?(?:blockage|block|problem)\b|\bdoes (?:that|it|this) mean\b/;

/** The site's fact a question asks about in words of its own, or null. */
export function factFor(text: string): FactTopic | null {
  const t = SPOKEN(CLEAN(text));
  return FACTS.find((f) => f.test(t))?.topic ?? null;
}

export function factAnswer(topic: FactTopic, business: ChatBusiness) {
  return FACTS.find((f) => f.topic === topic)!.answer(business);
}

/** Whether the answer to a fact goes on to offer a booking. */
export function factOffers(topic: FactTopic) {
  return Boolean(FACTS.find((f) => f.topic === topic)?.offer);
}

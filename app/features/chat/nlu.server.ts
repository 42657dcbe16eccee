/**
 * Understanding a visitor's message: the intent (an NLP.js neural classifier trained on the
 * sentences of intents.server.ts) and the named things in it (places and services, NLP.js enum
 * entities with fuzzy matching, so "Newbery" is still Newbury).
 *
 * The model is trained in memory on first use (about a quarter of a second) and kept for the life
 * of the process; `warmUpNlu()` starts that early.
 */
import { containerBootstrap } from "@nlpjs/core";
import { LangEn } from "@nlpjs/lang-en-min";
import { Nlp, type NlpjsNlp } from "@nlpjs/nlp";
import { places, siteWords, warmUpKnowledge, type Place } from "./knowledge.server";
import { isEnglishWord, normalise, setVocabulary } from "./normalise.server";
import { TRAINING, type Intent } from "./intents.server";
import { log } from "~/lib/log.server";

/** What a visitor can ask to have done; gutter work is booked as drainage maintenance. */
export const CHAT_SERVICES = [
  "drain_unblocking",
  "cctv_survey",
  "drain_repairs",
  "drain_cleaning",
  "drainage_maintenance",
  "gutter_services",
  "emergency_callout",
] as const;
export type ChatService = (typeof CHAT_SERVICES)[number];

export const CHAT_SERVICE_LABELS: Record<ChatService, string> = {
  drain_unblocking: "Drain unblocking",
  cctv_survey: "CCTV drain survey",
  drain_repairs: "Drain repairs",
  drain_cleaning: "Drain cleaning",
  drainage_maintenance: "Drainage maintenance",
  gutter_services: "Gutter services",
  emergency_callout: "Emergency callout",
};

/** A service's name inside a sentence: "drain unblocking", "CCTV drain survey". */
export const serviceLabel = (service: ChatService) => CHAT_SERVICE_LABELS[service].toLowerCase().replace("cctv", "CCTV");

const SERVICE_TEXTS: Record<ChatService, string[]> = {
  drain_unblocking: ["unblock", "unblocking", "blocked drain", "blockage", "blocked toilet", "blocked sink", "blocked", "clogged", "drain unblocking"],
  cctv_survey: ["cctv", "cctv survey", "camera survey", "drain survey", "camera inspection", "drain inspection", "survey"],
  drain_repairs: ["drain repair", "drain repairs", "repair", "patch lining", "relining", "no dig repair", "collapsed drain", "cracked pipe", "broken drain"],
  drain_cleaning: ["drain cleaning", "jetting", "jet wash", "descaling", "clean my drains", "drain clean"],
  drainage_maintenance: ["maintenance", "maintenance contract", "planned maintenance", "drainage maintenance"],
  gutter_services: ["gutter", "gutters", "gutter cleaning", "guttering", "downpipe", "downpipes", "gutter repair"],
  emergency_callout: ["emergency callout", "emergency call out", "emergency visit"],
};

/** How long a fitting takes to empty ("takes ages to drain", "takes 20 mins to empty"): a slow drain, told in words. */
export const TAKES_AGES_TO_EMPTY = String.raw`(?:takes?|taking) (?:ages|forever|for ever|an age|a while|(?:a good |about |over |nearly |almost )?(?:\d+|half an?|an?) (?:mins?|minutes|hours?)) to (?:go down|drain|empty|clear)`;

/** A service named or implied by words about the problem (used when no service entity is found). */
const SERVICE_HINTS: Array<[RegExp, ChatService]> = [
  // "a planned drain clean n camera check once a year", "set up something regular": work on a schedule is maintenance.
  [/\b(?:planned|annual|yearly) (?:\w+ ){0,2}(?:clean\w*|jet\w*|checks?|surveys?|visits?|servic\w*|maintenance)\b|\b(?:once|twice) a year\b|\bsomething regular\b|\bon a (?:schedule|rota|regular basis|rolling basis)\b|\b(?:plans?|contracts?|schemes?|agreements?|packages?)\b.{0,30}\b(?:come back|every|regular\w*|jet\w*|check\w*|servic\w*|keep on top)\b|\bregular (?:visits?|clean\w*|servic\w*|jet\w*|checks?|maintenance|arrangement|basis|thing|booking|job|slot)\b|\bmaintenance (?:plan|contract|agreement|visits?)\b|\b(?:come (?:back|round|out)|visit\w*|jet\w*|clean\w*|check\w*|servic\w*)\b.{0,20}\bevery (?:few |couple of |two |2 |three |3 |four |4 |six |6 |twelve |12 )?months?\b|\b(?:come (?:back|round|out)|visit\w*|jet\w*|clean\w*|clear\w*|check\w*|servic\w*|done|doing)\b(?: \w+){0,2} (?:every|each) (?:spring|summer|autumn|winter|season|quarter)(?: (?:and|n|&) (?:spring|summer|autumn|winter))?\b|\btwice (?:yearly|annually)\b/i, "drainage_maintenance"],
  // "clogged with fat again, can u jet it": the work asked for names the service before the problem told.
  // "need a jet", "could do with a good jetting": the jetting asked for by name.
  [/\b(?:jet|jetting|jet-?wash|descale|descaling)\s+(?:it|them|the|out|my|our|through)\b|\b(?:need|needs|want|wants|book|get|have|do with|after)\s+(?:a|an|the)\s+(?:good |proper |quick |full )?(?:jet|jetting|jet-?wash|descale|descaling|high[- ]pressure (?:clean|jet\w*))\b|\bgive (?:it|them|(?:all )?(?:the|my|our) \w+) a (?:good |proper |quick |full |thorough )?(?:jet|jetting|jet-?wash|clean|clean out|descale|high[- ]pressure (?:clean|jet\w*))\b/i, "drain_cleaning"],
  // "the camera showed it, do u replace sections": the work asked for names the service before the words around it.
  // "can u patch line it", "can they be sealed from inside", "dig that bit out n put new in": so does a repair asked for.
  [/\b(?:replace|replacing|repair|repairing|mend|mending|reline|relining|patch[- ]?line|patch[- ]?lining|patch|seal|sealing|sleeve|sleeving|rebuild|rebuilding|re-?build|reconstruct)\s+(?:\w+\s+){0,2}(?:sections?|pipes?|drains?|joints?|lengths?|cracks?|chambers?|manholes?|walls?|it|them)\b|\b(?:want|need|like)s?(?:ed)? (?:it|them|the (?:\w+ )?(?:pipe|drain|joint|bit|section|length)s?) (?:relin\w*|repair\w*|replac\w*|mended|lined|patched|sleeved)\b|\b(?:be|get|got|have|having) (?:it |them |that |those |the (?:pipe|drain|joint)s? )?(?:sealed|relined|lined|patched|repaired|replaced|mended|sleeved|fixed)\b|\bdig (?:\w+ ){0,3}out (?:and|n|&|then) (?:put|lay|fit) (?:\w+ )?new\b|\b(?:needs?|wants?|requires?) (?:it |them |that |this )?(?:digging|dug|taking) (?:out|up) (?:and|n|&) (?:relay\w*|re-?lay\w*|relaid|replac\w*|renew\w*|relin\w*)\b|\b(?:be|get|have|having|want|need)\s+(?:\w+\s+)?patch[- ]?lined\b|\bdig(?:ging|s)? (?:\w+ ){0,2}(?:up|out)\b.{0,30}\bnew (?:bit|section|length|pipe|run|piece|stretch)\b|\bnew (?:bit|section|length|pipe|piece|stretch) (?:of pipe )?(?:putting|put|laid|fitted|going) in\b|\b(?:be|get|have|having) (?:it |them |that |the (?:chamber|manhole|walls?) )?(?:rebuilt|re-?built|repointed|re-?bricked)\b|\b(?:recommend\w*|advis\w*|suggest\w*)\s+(?:\w+\s+){0,5}(?:patch[- ]?lin\w*|relin\w*|repair\w*|replac\w*|excavat\w*)\b|\bneeds? (?:a |an |some |to be )?(?:(?:dig\w*|taking|cutting) (?:out|up) (?:and|n|&) |re-?round\w* (?:and|n|&) )?(?:relin\w*|re-?lin\w*|patch[- ]?lin\w*|repair(?:ing|ed|s)?|replac\w*|sleev\w*|lin(?:ing|ed))\b/i, "drain_repairs"],
  // "id like the drains at the flat filmed with a camera", "can u put a camera down", "we want it properly looked at with
  // a camera": the survey asked for by what it does.
  [/\b(?:want|wants|like|need|needs|get|have|having)\b(?: \w+){1,5} (?:filmed|surveyed|camera'?d|cctv'?d|inspected with a camera)\b|\b(?:put|send|run|get) (?:a|the|your) camera (?:down|through|thru|in|into|up)\b|\b(?:looked at|look at|checked|check|inspected|investigated|seen to) (?:properly |thoroughly )?with (?:a|the|your) camera\b/i, "cctv_survey"],
  // "so we need that unblocked instead": the unblocking asked for by name.
  [/\b(?:need|needs|want|wants|get|have)\s+(?:it|that|them|this|the \w+)\s+(?:unblocked|rodded)\b|\bunblock (?:it|that|them|the)\b/i, "drain_unblocking"],
  [/\b(gutter\w*|downpipe\w*|fascia|soffit|rainwater pipe|leaf guards?|hopper covers?|hoppers?)\b/i, "gutter_services"],
  // "the inspection chamber lid cracked": a chamber is a part of the drain, not a survey.
  [/\b(cctv|camera|survey\w*|inspection(?! (?:chambers?|covers?|lids?|pits?))|homebuyer|film(?:ed|ing)?|video(?:ed)?|look inside)\b/i, "cctv_survey"],
  // "crack on" and "cracking" are a yes and praise, not a cracked pipe.
  [/\b(pitch[- ]?fibre|gone oval|oval|flattened|belly|bellied|sagging pipe|dip in the pipe|deformed|squashed|crushed|crack(?:ed|s)?(?! on\b)|smash\w*|collaps\w*|sunk|sinking|subsid\w*|hole (?:is )?(?:opening|appeared|forming)|snapped|fractur\w*|caved in|cave in|new pipe|replace (?:the |a )?pipe|(?:new|replacement) (?:manhole |drain |inspection chamber )?(?:cover|lid|frame|gully pot|gully grid)s?|rusted (?:thru|through)|re-?lay\w*|re-?round\w*|broken|damaged|roots?|patch|relin\w*|repair\w*|subsid\w*)\b/i, "drain_repairs"],
  [/\b(maintenance|contracts?|regular|annual|planned|quarterly|every (?:quarter|3 months|three months|6 months|six months|year)|routine|schedule[ds]?)\b/i, "drainage_maintenance"],
  // "the shower takes ages to drain n theres a smell": a fitting draining slowly is a blockage, whatever it smells
  // of, unless a clean or a jetting is asked for.
  [new RegExp(String.raw`^(?!.*\b(?:jet\w*|clean\w*|descal\w*|grease|fat)\b).*\b(?:slow(?:ly)? (?:to )?(?:drain\w*|empty\w*|go(?:ing)? down)|(?:drain\w*|empt\w*|going down|goes down) (?:dead |really |very )?slow(?:ly)?|${TAKES_AGES_TO_EMPTY}|not draining|won'?t drain)\b`, "i"), "drain_unblocking"],
  // "the sink and the bath are both backing up and there's a smell": a blockage told outranks the smell beside it,
  // unless a clean or a jetting is asked for or grease is the trouble ("i clean my other flat" asks for none).
  [/^(?!.*\b(?:jet\w*|descal\w*|grease|fat|(?:a|good|deep|proper|thorough|full) clean\w*|clean(?:ed|ing)? (?:out|it|them|the (?:drains?|pipes?|gull\w*)))\b).*\b(?:block(?:ed|age|ages|ing)|back(?:s|ing|ed)? up|overflow\w*|(?:won'?t|wont|isn'?t|isnt|not|doesn'?t|doesnt) (?:drain\w*|flush\w*|go(?:ing)? down|empty\w*)|standing water)\b/i, "drain_unblocking"],
  [/\b(jet\w*|clean\w*|descal\w*|smell\w*|odour|grease|fat)\b/i, "drain_cleaning"],
  [new RegExp(String.raw`\b(block\w*|clog\w*|overflow\w*|stopped (?:up|solid)|full to the (?:brim|top)|brim ?full|standing water|slow|gurgl\w*|won'?t (?:drain|flush|go down)|not (?:draining|going down)|${TAKES_AGES_TO_EMPTY}|back(?:s|ing|ed)? up|toilet|sink|basin|loo|bath|shower|unblock\w*)\b`, "i"), "drain_unblocking"],
];

/** The service a verb asks for ("can u jet it", "want it relining"), which outranks the problem's words; the first hints. */
const ASKED_FOR = 5;
// "fascias have gone rotten, can u replace them with new guttering": a repair of the roofline is gutter work.
const ROOFLINE = /\b(?:fascias?|soffits?|guttering|gutters?|downpipes?)\b/i;
const DRAINS = /\b(?:drains?|sewers?|pipes? (?:under|in the ground)|manholes?|gull(?:y|ies)|soil (?:pipe|stack))\b/i;
/** "a proper jet clean not a camera", "rather than a survey": a kind of work ruled out names no service. */
const RULED_OUT = /\b(?:not|rather than|instead of)\s+(?:a|an|the)\s+(?:camera|cctv|survey|jet|jetting|clean|repair|lining|reline|unblock)\w*(?:\s+(?:survey|job|one|check|clean))?\b/gi;

/** The services a message rules out ("not a camera" rules out the survey). */
export function servicesRuledOut(text: string): ChatService[] {
  return [...text.matchAll(RULED_OUT)].flatMap((m) => SERVICE_HINTS.find(([re]) => re.test(m[0]))?.[1] ?? []);
}

export function serviceAskedFor(text: string): ChatService | undefined {
  const t = text.replace(RULED_OUT, " ");
  return roofline(t, SERVICE_HINTS.slice(0, ASKED_FOR).find(([re]) => re.test(t))?.[1]);
}

/** "the camera survey found a displaced joint", "the surveyor's report says": a survey told as done, not asked for. */
const SURVEY_DONE = /\b(?:cctv |camera |drain |homebuyers?'? |home ?buyers?'? |surveyor'?s )?(?:survey|surveyor|camera|cctv|report|inspection)(?: (?:we|they|i|he|she) (?:had|got)(?: done)?(?: (?:last|this|in) \w+| \w+ ago)?)?\s+(?:has |have |had )?(?:found|showed|shows|shown|picked up|revealed|spotted|says|said|flagged|confirmed)\b/gi;

/** The work a survey already done leads to ("the survey found a crack, a patch liner will sort it" is a repair), or undefined. */
function afterASurvey(text: string): ChatService | undefined {
  const rest = text.replace(SURVEY_DONE, " ");
  if (rest === text) return undefined;
  const service = roofline(rest, SERVICE_HINTS.find(([re]) => re.test(rest))?.[1]);
  return service === "cctv_survey" ? undefined : service;
}

export function serviceFromWords(text: string): ChatService | undefined {
  const t = text.replace(RULED_OUT, " ");
  return afterASurvey(t) ?? roofline(t, SERVICE_HINTS.find(([re]) => re.test(t))?.[1]);
}

function roofline(text: string, service: ChatService | undefined) {
  return service === "drain_repairs" && ROOFLINE.test(text) && !DRAINS.test(text) ? "gutter_services" : service;
}

/** The words without which the classifier's small talk is not believed. */
const SMALL_TALK_WORDS = {
  goodbye: /\b(?:bye|byee*|goodbye|cheerio|later|laters|tara|ta ra|see (?:you|ya|u)|cya|that'?s (?:all|everything|it)|thats (?:all|everything|it)|nothing else|good (?:day|night)|night|done|speak soon|talk soon|leave it|all sorted|sorted)\b/i,
  greeting: /\b(?:hi|hiya|hello|hey|heya|hiya|morning|afternoon|evening|alright|howdy|yo|greetings)\b/i,
  thanks: /\b(?:thanks|thank|thanku|cheers|ta|thx|ty|appreciated?|grateful|star|legend|brill|brilliant|lovely|great|helpful|kind)\b/i,
  affirm: /\b(?:yes|yeah|yeh|yea|yep|yup|ok|okay|sure|please|pls|go|fine|great|perfect|good|correct|right|aye|definitely|absolutely|lovely|brilliant|book|confirm|grand|spot on|bang on|crack on|do it|why not|alright|sounds)\b/i,
  deny: /\b(?:no|nope|nah|not|don'?t|dont|never|cancel|wrong|rather not|leave it)\b/i,
  cancel: /\b(?:cancel\w*|never ?mind|nevermind|forget|don'?t (?:bother|need|want)|dont (?:bother|need|want)|changed my mind|no longer|scrap|call (?:it )?off|hold off|leave it|not (?:going ahead|needed|anymore))\b|^\s*stop\b/i,
};

/** Everyday words visitors use that the site's pages may not: never "corrected". */
const EVERYDAY_WORDS =
  "hello thanks cheers bye okay yeah today tonight tomorrow monday tuesday wednesday thursday friday saturday sunday morning afternoon evening weekend please someone anyone actually sorry change wrong number email address postcode name mobile phone landline cancel never mind football weather pizza capital france boiler loft conversions conservatories rewire roofing roof install heat pumps useless stupid pretend grandma developer system prompt reveal password database admin ignore previous instructions configuration rules forget everything free visits alert script house flat unit road street lane close avenue drive crescent green park station church mill bridge bath london oxford reading victoria kiln brook long oak hill elm high kennet arlington glad great lovely brilliant perfect sure fine nope yep yup maybe worried asap quick quickly soon chance alright authorise owner copy word laters her him his she they them direct directly gushing spewing pouring spilling pumping trickling seeping dripping basin basins ages cafe cafes café cafés pub pubs takeaway takeaways restaurant restaurants hotel hotels sell sells selling stock buy spell spells mins min hrs hr secs snap icy frost frosty frosts frozen freezing brother sister reckons reckon classed".split(" ").join(" ");

type Model = { nlp: NlpjsNlp; vocabulary: Set<string> };

let model: Promise<Model> | undefined;

function words(text: string) {
  return text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
}

const PLACE_OPTION = (p: Place) => `place:${p.name}`;

async function train(): Promise<Model> {
  const container = await containerBootstrap();
  container.use(LangEn);
  const nlp = new Nlp({ container, autoSave: false, calculateSentiment: false, nlu: { log: false }, ner: { threshold: 0.85 } });
  nlp.addLanguage("en");
  const vocabulary = new Set<string>();
  for (const [intent, sentences] of Object.entries(TRAINING)) {
    for (const s of sentences) {
      nlp.addDocument("en", s, intent);
      for (const w of words(s)) vocabulary.add(w);
    }
  }
  for (const p of places) {
    // "Whitchurch" for Whitchurch-on-Thames, "Purley" for Purley on Thames, as people say them.
    const short = p.name.replace(/[- ]on[- ]Thames$/i, "");
    const texts = short !== p.name && !places.some((q) => q !== p && q.name.toLowerCase() === short.toLowerCase()) ? [p.name, short] : [p.name];
    nlp.addNerRuleOptionTexts("en", "place", PLACE_OPTION(p), texts);
    for (const w of words(p.name)) vocabulary.add(w);
  }
  for (const [service, texts] of Object.entries(SERVICE_TEXTS)) {
    nlp.addNerRuleOptionTexts("en", "service", service, texts);
    for (const t of texts) for (const w of words(t)) vocabulary.add(w);
  }
  await nlp.train();
  warmUpKnowledge();
  setVocabulary(
    [...Object.values(TRAINING).flat(), ...Object.values(SERVICE_TEXTS).flat(), ...places.map((p) => p.name), ...siteWords(), EVERYDAY_WORDS],
    places.map((p) => p.name),
  );
  return { nlp, vocabulary };
}

function getModel() {
  model ??= train().catch((err) => {
    model = undefined;
    throw err;
  });
  return model;
}

/** Train the classifier now, so the first visitor does not wait for it. */
export function warmUpNlu() {
  void getModel().catch((err) => log.error({ err }, "chat classifier failed to train"));
}

/** The forms a word may have come from: "gurgles" → "gurgle", "gurgl"; "earliest" → "early"; "flushes" → "flush". */
function stems(w: string): string[] {
  const out: string[] = [];
  for (const [suffix, repl] of [["ies", "y"], ["iest", "y"], ["ier", "y"], ["ied", "y"], ["es", ""], ["s", ""], ["ed", ""], ["ed", "e"], ["ing", ""], ["ing", "e"], ["ly", ""], ["er", ""], ["est", ""]] as const) {
    if (w.length > suffix.length + 2 && w.endsWith(suffix)) out.push(w.slice(0, -suffix.length) + repl);
  }
  return out;
}

export type PlaceMention = { place: Place; text: string; index: number };

export type Understanding = {
  /** The message with text-speak written out (capitals kept): for names, addresses and days. */
  expanded: string;
  /** The message also spell-corrected: for intents, services, places and the search index. */
  normalised: string;
  intent: Intent | "none";
  score: number;
  places: PlaceMention[];
  services: ChatService[];
  /** A capitalised place name the assistant does not know, in "do you cover X?" wording. */
  unknownPlace?: string;
  /** Words of four letters or more the classifier never saw in training. */
  unseen: string[];
  /** Share of the message's words that the classifier has seen in training. */
  known: number;
};

const MIN_SCORE = 0.6;
/** Words that carry no topic of their own: a message of only these and unseen words has no intent. */
const LOOSE_WORDS = new Set(
  "a an the i me my you your is it it's its to do does did done of in on at by and or for with please can could would should will what whats what's how are be there we our us they them this that these those tell like get got want need know make have has had give let look see say think just really very also ok okay so then well about some any much many more one"
    .split(" "),
);
/** A name made like a place's: a word and a word places end with ("woolton hill", "charter alley"). */
const PLACE_SUFFIXED = /^[a-z]+ (?:hill|green|common|heath|end|bottom|wood|cross|row|marsh|park|street|village|bridge|alley|lane|corner|batch|hatch)$/;

/** Words a place's name begins with: "Little", "Upper", "East", "Kings". */
const PLACE_PREFIX = /^(?:little|great|upper|lower|north|south|east|west|old|new|long|high|nether|kings?|bishops?|steeple|chipping|market|castle)$/;

const PLACE_CONTEXT = /\b(live on|living on|we'?re on|i'?m on|im on|edge of|outskirts of|out of|outside of|miles? (?:from|past)|(?:down|up) the road from|towards?|between|side of|end of|bit of|part of|do|about|in|at|to|near|from|around|outside|just outside|past|just past|beyond|next to|close to|nr|cover|covers|covered|serve|serves|reach|visit|live|based|travel|go|come|come out|come over|as far as|(?:ok|okay|alright|all right|right|good|use) for|chance of)\s+(?:the\s+)?$/i;

const PLACE_AFTER = /^\s*(?:(?:common|way|direction|end|village|area)\b\s*)?(?:[-–—:,]\s*)?(?:\?|any good|any use|any chance|ok\b|okay|covered|(?:in|on) your (?:area|patch|list|map|radar)|one of your (?:areas|patches|places)|included|area\b|too far|(?:do|can|could|would|will) you(?: lot| guys)? (?:cover|do|come|go|get|reach|travel)|is (?:that|it) (?:ok|okay|covered|in))/i;

/** Whether we cover a place, asked in any words: "do you cover", "in your area", "one of your areas", "too far". */
const COVERAGE_WORDS = /\b(?:cover|covered|covering|in your (?:area|patch)|(?:one of )?your (?:areas|patch|patches|area)|on your (?:list|patch|map)|too far|that far|out that way)\b/i;
/** The part of a town a visitor adds to its name: "Caversham Heights", "Thatcham town centre". */
const PLACE_PART = "(?:heights|common|green|park|village|end|way|estate|side|town|town centre|centre|center|north|south|east|west|area)";

/** Places whose names are also everyday words: read as places only with a capital or a place's context. */
const EVERYDAY_PLACE_NAMES = /^(?:reading|bath|fleet|hook|shaw|hermitage|goring|newtown|overton|compton|welford|wickham|speen|whitley|coley|london)$/i;

/** A place is meant when it is written with a capital or follows "in", "to", "cover"…; not "the bath is slow". */
function isPlaceMention(text: string, start: number, end: number) {
  const written = text.slice(start, end + 1);
  if (/^[A-Z]/.test(written)) return true;
  // A message that is only the place's name: "wokingham?".
  if (text.replace(/[^a-z ]/gi, "").trim().toLowerCase() === written.toLowerCase()) return true;
  if (PLACE_CONTEXT.test(text.slice(Math.max(0, start - 24), start))) return true;
  // "ok n stratfield saye", "what about woodcote": a follow-up naming only the next place.
  if (/^(?:(?:ok|okay|right|cheers|thanks)[,!.]?\s+)?(?:and|n|&|what about|how about|wot about|what abt)\s+$/i.test(text.slice(0, start))) return true;
  // "wallingford any good?", "compton covered?": a place followed by a coverage question.
  if (PLACE_AFTER.test(text.slice(end + 1, end + 30))) return true;
  // "hungerfords a trek, still do it?", "oxford - yes or no": a place's name opening the message is the
  // place, unless the name is also an everyday word ("reading the reviews", "bath's blocked").
  if (start <= 1 && !EVERYDAY_PLACE_NAMES.test(written)) return true;
  // "compton, up on the downs - you cover?": a place that opens a message asking about coverage.
  if (start <= 1 && COVERAGE_WORDS.test(text)) return true;
  // "woodley - do your engineers get over there", "camberley, any joy?": a place that opens a message,
  // set off by a dash or a comma, then a question about getting there.
  // "caversham heights - is that one of your areas": the part of the place ("heights", "common") may come before the dash.
  return start <= 1 && new RegExp(`^(?:\\s+${PLACE_PART})?\\s*[-–—:,]`, "i").test(text.slice(end + 1)) && (/\?\s*$/.test(text) || /\b(?:there|that way|that far|your way|out to us|to us)\b/i.test(text));
}

/** Counties as visitors write them after a town: "Whitchurch in Hampshire", "Whitchurch, Hants". */
const COUNTIES: Array<[RegExp, string]> = [
  [/^(?:hampshire|hants)$/i, "Hampshire"],
  [/^(?:wiltshire|wilts)$/i, "Wiltshire"],
  [/^(?:oxfordshire|oxon)$/i, "Oxfordshire"],
  [/^(?:berkshire|berks)$/i, "Berkshire"],
  [/^(?:buckinghamshire|bucks)$/i, "Buckinghamshire"],
  [/^surrey$/i, "Surrey"],
];

/** A town named with its county is the place of that name in that county, when the gazetteer tells two apart. */
function withCounty(text: string) {
  return text.replace(/\b([a-z][a-z-]+)(?:\s+in|\s*,|\s*\()\s+?(hampshire|hants|wiltshire|wilts|oxfordshire|oxon|berkshire|berks|buckinghamshire|bucks|surrey)\b\)?/gi, (all, town: string, county: string) => {
    const name = COUNTIES.find(([re]) => re.test(county))?.[1];
    const place = name && places.find((p) => p.name.toLowerCase() === `${town} ${name}`.toLowerCase());
    return place ? place.name : all;
  });
}

export async function understand(text: string): Promise<Understanding> {
  const { nlp, vocabulary } = await getModel();
  const { expanded, normalised: spelt } = normalise(text.slice(0, 500));
  const normalised = withCounty(spelt);
  const input = normalised;
  text = normalised;
  const [result, extracted] = await Promise.all([nlp.process("en", input), nlp.extractEntities("en", input)]);
  // "loo's blocked": a possessive or "is" ending is not a new word.
  const tokens = words(text)
    .map((w) => w.replace(/'s$/, ""))
    .filter((w) => !LOOSE_WORDS.has(w));
  const knownCount = tokens.filter((w) => vocabulary.has(w)).length;
  const known = tokens.length ? knownCount / tokens.length : 0;

  let intent: Intent | "none" = result.intent === "None" || result.score < MIN_SCORE ? "none" : (result.intent as Intent);
  // A sentence made of words never seen in training is not one of the intents, however it scores.
  if (tokens.length && knownCount === 0 && intent !== "none") intent = "none";
  // Mostly unseen words ("recommend a good pizza place") is not a question about drains either.
  if (tokens.length && known < 0.4 && !["greeting", "thanks", "goodbye", "affirm", "deny"].includes(intent)) intent = "none";
  // Small talk needs its own words: "can u repair cast iron or is it plastic only these days" is no goodbye.
  const own = SMALL_TALK_WORDS[intent as keyof typeof SMALL_TALK_WORDS];
  if (own && !own.test(text) && (intent === "goodbye" || intent === "greeting" || intent === "thanks" || intent === "cancel" || tokens.length > 6)) intent = "none";

  const placeMentions: PlaceMention[] = [];
  const services = new Set<ChatService>();
  for (const e of extracted.entities ?? []) {
    if (e.entity === "place" && e.option?.startsWith("place:")) {
      const name = e.option.slice("place:".length);
      const place = places.find((p) => p.name === name);
      if (place && isPlaceMention(text, e.start, e.end) && !placeMentions.some((m) => m.place === place)) {
        placeMentions.push({ place, text: text.slice(e.start, e.end + 1), index: e.start });
      }
    } else if (e.entity === "service" && e.option) {
      // "its getting worse" is not "jetting": a near match that changes the first letter is another word.
      const said = String(e.utteranceText ?? "").toLowerCase();
      const meant = String(e.sourceText ?? "").toLowerCase();
      if (said && meant && said !== meant && said.charAt(0) !== meant.charAt(0)) continue;
      services.add(e.option as ChatService);
    }
  }
  // "the camera survey found a displaced joint, a patch liner will sort it": the survey done names no service of the visit.
  const next = afterASurvey(text);
  if (next && services.has("cctv_survey")) {
    services.delete("cctv_survey");
    services.add(next);
  }
  // "not the one by Pangbourne": a place ruled out is not the place asked about.
  placeMentions.splice(0, placeMentions.length, ...placeMentions.filter((m) => !/\bnot\b(?:\s+(?:the one|the|one))?(?:\s+(?:by|near|in|at|next to))?\s+$/i.test(text.slice(Math.max(0, m.index - 30), m.index))));
  // "Bradfield Southend" is one place, not Bradfield: a mention inside a longer one is dropped.
  const inside = (m: PlaceMention, n: PlaceMention) => m !== n && m.index >= n.index && m.index + m.text.length <= n.index + n.text.length && m.text.length < n.text.length;
  placeMentions.splice(0, placeMentions.length, ...placeMentions.filter((m) => !placeMentions.some((n) => inside(m, n))));
  placeMentions.sort((a, b) => a.index - b.index);
  // "hannington" is not "Donnington": a place the speller made from a word whose first letter it changed is no mention.
  const writtenWords = words(expanded);
  const spokenWords = words(text);
  const asWritten = (m: PlaceMention) => {
    const at = words(text.slice(0, m.index)).length;
    const was = writtenWords.length === spokenWords.length ? writtenWords[at] : undefined;
    return !was || was.charAt(0) === m.text.charAt(0).toLowerCase();
  };
  placeMentions.splice(0, placeMentions.length, ...placeMentions.filter(asWritten));
  // "a house on Oxford Road in Tilehurst": a place's name before a street word names the street, not the place.
  const street = (m: PlaceMention) => /^\s+(?:road|rd|street|st|lane|ln|avenue|ave|drive|close|crescent|terrace|gardens)\b/i.test(text.slice(m.index + m.text.length));
  placeMentions.splice(0, placeMentions.length, ...placeMentions.filter((m) => !street(m)));

  let unknownPlace: string | undefined;
  // "hannington, up on the downs past kingsclere - do u reach": a name we don't know opening the message,
  // with the places we know only as landmarks beside it, is the place asked about.
  const opener = /^([a-z][a-z-]{3,}(?: [a-z][a-z-]+)?)\s*[,-]/.exec(expanded.toLowerCase().trim());
  const landmarks = placeMentions.length > 0 && placeMentions.every((m) => /\b(?:past|near|nr|by|between|outside|off|towards?|beyond|from|close to|next to|side of|edge of|outskirts of|and|&)\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, m.index - 30), m.index)));
  // "crux easton": a name whose first or last word is no English word.
  const namelike = opener && (!isEnglishWord(opener[1].split(" ")[0]) || PLACE_SUFFIXED.test(opener[1]) || (opener[1].includes(" ") && !isEnglishWord(opener[1].split(" ").at(-1)!)));
  // "near andover, any use?": the place we know, named with where the visitor is, is no unknown name.
  const knownInside = opener && placeMentions.some((m) => m.index < opener[0].length);
  if (opener && landmarks && namelike && !knownInside && !places.some((p) => p.name.toLowerCase() === opener[1])) {
    unknownPlace = opener[1].replace(/\b[a-z]/g, (c) => c.toUpperCase());
    placeMentions.length = 0;
  }
  if (!placeMentions.length && !unknownPlace) {
    const m = /\b(?:cover|covers|serve|come to|go to|work in|travel to|reach|come out to|as far as|get to|operate in|in|near)\s+((?:[A-Z][a-z]+)(?:[\s-](?:on|upon|under|[A-Z][a-z]+))*(?:[\s-][A-Z][a-z]+)?)/.exec(text);
    if (m && !/^(?:The|My|Our|Your|Newbury|Reading)$/.test(m[1])) unknownPlace = m[1];
    // "do u cover froxfield": a name in lower case after a verb of covering, that is no English word, is a place we don't know.
    // Read from the words as written: the speller would make an unknown name into a word ("ashford" → "afford").
    const written = expanded.toLowerCase();
    const lower = unknownPlace ? null : /\b(?:cover|covers|serve|come to|go to|work in|travel to|come out to|as far as|get (?:out )?to|operate in|go out to)\s+([a-z][a-z-]{3,})\s*\??$/.exec(written);
    if (lower && !isEnglishWord(lower[1])) unknownPlace = lower[1].charAt(0).toUpperCase() + lower[1].slice(1);
    // "woolton hill, do u reach us", "shalbourne, any good": a name in lower case opening a coverage question, not English.
    const opening = unknownPlace ? null : /^([a-z][a-z-]+(?: (?!up\b|down\b|out\b|over\b|near\b|nr\b|by\b|in\b|just\b|off\b|past\b|beside\b|towards?\b)[a-z][a-z-]+){0,2})(?: (?:up|down|out|over|near|nr|by|in|just|off|past|beside|towards?) [^,-]*)?\s*[,-]\s*(?:.*\b(?:you|u)\b.*\b(?:reach|cover|come|get|go|travel|work)\b|.*\b(?:reach|cover|come out|get out|travel)\b.*\b(?:you|u)\b|.*\b(?:your|ur) (?:vans?|lads|engineers?|men|team)\b.*\b(?:reach|cover|come|get|go|travel)\b|.*\b(?:is (?:that|it) )?(?:one|1) of (?:yours|urs)\b|\s*(?:any (?:good|chance|joy|luck|use)|covered)\b|.*\b(?:in (?:your|ur) (?:area|patch)|too far|that way)\b)/.exec(written);
    // The name's first word is no English word, or follows a word places begin with ("little hungerfordshire");
    // "kitchen sink backin up" is a problem told, not a place.
    const [first, second] = opening ? opening[1].split(" ") : [];
    const unknownWord = (w?: string) => Boolean(w && w.length >= 4 && !isEnglishWord(w));
    // "monk sherborne - do u go out that way": a name of two or three words whose last is no English word (and no
    // clipped verb such as "backin").
    const words2 = opening ? opening[1].split(" ") : [];
    const lastUnknown = words2.length >= 2 && words2.length <= 3 && unknownWord(words2[words2.length - 1]) && !/(?:in|ing|ed)$/.test(words2[words2.length - 1]);
    if (opening && (unknownWord(first) || (PLACE_PREFIX.test(first) && unknownWord(second)) || PLACE_SUFFIXED.test(opening[1]) || lastUnknown)) unknownPlace = opening[1].replace(/\b[a-z]/g, (c) => c.toUpperCase());
  }
  // A word is seen when its stem is ("gurgles", "packs", "earliest" as "gurgle", "pack", "early").
  const seen = (w: string) => vocabulary.has(w) || stems(w).some((x) => vocabulary.has(x));
  const unseen = [...new Set(tokens.filter((w) => w.length >= 4 && !seen(w) && !/\d/.test(w)))];
  return { unseen, expanded, normalised, intent, score: result.score, places: placeMentions, services: [...services], unknownPlace, known };
}

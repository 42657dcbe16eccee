/**
 * The facts a visitor gives in free text: telephone numbers (libphonenumber-js), e-mail addresses,
 * postcodes (postcode), names, addresses
 * and the description of the problem (days and times are when.server.ts); and the short answers of a dialogue (yes, no, cancel).
 */
import { distance } from "fastest-levenshtein";
import { match as matchPostcodes, validOutcode } from "postcode";
import { z } from "zod";
import { normaliseUkPhone, normaliseUkPostcode } from "~/lib/uk-contact";
import { escapeRegExp } from "~/lib/regexp";
import { serviceFromWords, serviceLabel, TAKES_AGES_TO_EMPTY, type ChatService } from "./nlu.server";

// ---------------------------------------------------------------------------------------------
// Telephone numbers and e-mail addresses
// ---------------------------------------------------------------------------------------------

export type PhoneFinding = { value: string; raw: string } | { invalid: string; raw: string };

export const PHONE_CANDIDATE = /(?:\+\s?44|\b0|\(0)[\d\s().-]{5,18}\d/g;

/**
 * A telephone number in the text: a valid UK one in its national form, or the raw text of
 * something that looks like a number but is not a valid UK one. `expecting` relaxes the check
 * for a short run of digits when the assistant has just asked for the number.
 */
export function findPhone(text: string, expecting = false): PhoneFinding | null {
  // "07700 900888. 9 Bath Road": a number ends at a full stop or comma followed by a space.
  const candidates = [...text.matchAll(PHONE_CANDIDATE)].flatMap((m) => {
    const raw = m[0].trim();
    const first = raw.split(/[.,]\s+/)[0].trim();
    const list = first !== raw && first.replace(/\D/g, "").length >= 9 ? [first, raw] : [raw];
    // "07700 900215 2 the close": a house number after the phone number is not part of it.
    const groups = first.split(/\s+/);
    for (let n = groups.length - 1; n >= 2; n--) {
      const shorter = groups.slice(0, n).join(" ");
      if (shorter.replace(/\D/g, "").length >= 10) list.push(shorter);
    }
    return list;
  });
  for (const raw of candidates) {
    const value = normaliseUkPhone(raw.replace(/[.]/g, " "));
    if (value) return { value, raw };
  }
  for (const raw of candidates) {
    const digits = raw.replace(/\D/g, "");
    if (digits.length >= 9 || expecting) return { invalid: raw, raw };
  }
  if (expecting) {
    const digits = /\+?\d[\d\s-]{3,}\d/.exec(text);
    if (digits) return { invalid: digits[0], raw: digits[0] };
  }
  // A number written with words around it, e.g. "my number is 12345".
  const said = /\b(?:number|phone|mobile|tel(?:ephone)?)\b[^\d+]{0,20}(\+?\d[\d\s-]{2,}\d)/i.exec(text);
  if (said) return { invalid: said[1], raw: said[1] };
  return null;
}

const emailSchema = z.email();

export function findEmail(text: string): string | null {
  const m = /[A-Z0-9._%+'-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i.exec(text);
  if (!m) return null;
  const value = m[0].toLowerCase();
  return emailSchema.safeParse(value).success && value.length <= 254 ? value : null;
}

// ---------------------------------------------------------------------------------------------
// Postcodes
// ---------------------------------------------------------------------------------------------

/** The 121 UK postcode areas, to tell an outward code ("RG14") from any letters-and-digits word. */
const POSTCODE_AREAS = new Set(
  "AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX FK FY G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE".split(
    " ",
  ),
);

export type PostcodeFinding = { postcode: string; full: true; index: number; raw: string } | { postcode: string; full: false; index: number; raw: string };

/** Full postcodes first ("RG14 5NG"), else an outward code on its own ("RG14"). */
export function findPostcode(text: string): PostcodeFinding | null {
  for (const raw of matchPostcodes(text)) {
    const postcode = normaliseUkPostcode(raw);
    if (postcode) return { postcode, full: true, index: text.indexOf(raw), raw };
  }
  for (const m of text.matchAll(/\b([A-Za-z]{1,2})(\d[A-Za-z\d]?)\b/g)) {
    const area = m[1].toUpperCase();
    const code = `${area}${m[2].toUpperCase()}`;
    if (!POSTCODE_AREAS.has(area) || !validOutcode(code)) continue;
    // "a1", "m4", "b12" in running text are rarely postcodes; written in capitals they are.
    if (area.length === 1 && m[0] !== m[0].toUpperCase()) continue;
    return { postcode: code, full: false, index: m.index ?? 0, raw: m[0] };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Names, addresses and problems
// ---------------------------------------------------------------------------------------------

const NAME_WORD = "[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*";
const NOT_NAMES = new Set(
  "yes yeah yep no nope ok okay sure thanks thank hi hello hey please help urgent emergency blocked flooding the a an my in at on from for looking interested worried afraid not just calling after sorry here trying having based living new moving still also good fine great what how when where why who which can could do does is are will would should tell price prices cost her his their our your its and but so or nor then pls that's thats that this it's it is typo oops actually right correct number mobile phone landline".split(
    " ",
  ),
);

/** Words of a sentence that no one's name is made of: pronouns, verbs of being and having, the contact details. */
const SENTENCE_WORDS = new Set(
  "he she they we you it he's she's they're we're you're it's his her their our your him them doesnt doesn't dont don't didnt didn't does did is isn't isnt was wasn't are aren't were have has had haven't hasn't got gets use uses email e-mail emails phone mobile landline number cant can't won't wont never nothing".split(" "),
);

function isSentence(words: string) {
  return words.split(/\s+/).some((w) => SENTENCE_WORDS.has(w.toLowerCase().replace(/[’]/g, "'").replace(/[^a-z']/g, "")));
}

const IN_PASSING = /^(?:yes|yeah|yep|no|nope|ok|okay|sure|thanks|thank|hi|hello|hey|please|help|urgent|here|sorry|just|also|not|the|a|an|my|in|at|on|from)$/i;

function titleCaseName(name: string) {
  return name
    .split(/\s+/)
    .map((w) => (w === w.toLowerCase() || w === w.toUpperCase() ? w.charAt(0).toUpperCase() + w.slice(1).toLowerCase() : w))
    .join(" ");
}

function cleanName(raw: string): string | null {
  const words = raw.trim().split(/\s+/).slice(0, 4);
  // "Jo thanks" is Jo, but "Helen Price" keeps her surname: a capitalised word after a capitalised
  // first name is dropped only when it is a word said in passing.
  const surname = (w: string) => words.length > 1 && /^[A-Z][a-zà-ÿ'’-]+$/.test(w) && /^[A-Z]/.test(words[0]) && !IN_PASSING.test(w);
  while (words.length && NOT_NAMES.has(words[words.length - 1].toLowerCase()) && !surname(words[words.length - 1])) words.pop();
  // "Will Tanner": a first name that is also a word, written with a capital before a capitalised surname.
  const givenName = words.length > 1 && /^(?:Will|Bill|Mark|Pat|Grace|Hope|Joy|Faith|Rose|May|Don|Sue)$/.test(words[0]) && /^[A-Z][a-zà-ÿ'’-]+$/.test(words[1]);
  if (!words.length || (NOT_NAMES.has(words[0].toLowerCase()) && !givenName)) return null;
  // "its running again": a word of doing, in lower case, is no name.
  if (/^[a-z]+ing$/.test(words[0]) && words[0] === words[0].toLowerCase()) return null;
  const name = titleCaseName(words.join(" "));
  return name.length >= 2 && name.length <= 80 ? name : null;
}

/** Words that begin a clause, not a name: "shes the one dealing with it", "as it's her house", "not mine", "with her mobile". */
const CLAUSE_LEAD = /^(?:she|he|they|we|i|who|as|cos|coz|because|since|so|that|which|it|and|but|n|plus|though|although|for|not|with|please|pls)(?:'?s|'re|'ll|'d|'m)?\b/i;

/**
 * A name the visitor gives: "my name is Jo Bloggs", "name: Jo", "I'm Jo Bloggs" or "this is Jo"
 * (these two only with capitals, since "I'm worried" is not a name). When the assistant has just
 * asked for a name, a short reply of name-like words is taken as the name.
 */
/** "put the name down as", "change my name to": the words that give the name for the booking. */
const NAME_GIVEN_AS = String.raw`(?:put|stick|write|pop|have|change|make) (?:the|my|his|her) name (?:down )?(?:as|to)`;
/** "my maiden name", "my proper name": which of a visitor's names it is. */
const NAME_KIND = "(?:maiden|married|proper|full|real|correct|actual)";
const NAMES_THE_NAME = new RegExp(String.raw`\b(?:my name(?:'s| is)|name(?:'s| is)|call me|i'?m called|${NAME_KIND} name|${NAME_GIVEN_AS}|(?:in|under) (?:his|her|their|(?:(?:my|our) )?[a-z]+'s|(?:my|our) [a-z]+s) name)\b`, "i");

/** Whether a message tells the name for the booking in words: "my name's", "in her name", "put the name down as". */
export function namesTheName(text: string) {
  return NAMES_THE_NAME.test(text);
}

export function findName(input: string, expecting = false): string | null {
  const text = input.replace(/\b(my name(?:'s| is))\s+(?:actually|really|in fact)\s+/i, "$1 ").replace(CORRECTION_LEAD, "");
  if (expecting && /\b(make it|change|instead|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|morning|afternoon|evening|\d)\b/i.test(text) && !/\bname\b/i.test(text)) expecting = false;
  // "its for her, Maureen Kelly": whom the booking is for, then the name.
  const forWhom = new RegExp(`\\b(?:it'?s|its|it is|this is|booking(?:'?s| is)?|the booking is) for (?:her|him|them|my [a-z]+|our [a-z]+)[,:;-]?\\s+(${NAME_WORD}(?:\\s+${NAME_WORD}){0,3})`, "i").exec(text);
  if (forWhom) {
    const name = cleanName(forWhom[1].split(/\s*,|\s+(?:and|she|he|they|her|his|on|at|phone|number|mobile)\b/i)[0]);
    if (name) return name;
  }
  // "Derek n Sheila Vaughan - put it under Derek": the one named for the booking, with the couple's surname.
  const under = new RegExp(`\\b(?:put|book|have|stick) (?:it|the booking|this|that|us|me|them) (?:in |under )(?:the name (?:of )?)?(${NAME_WORD})\\b`, "i").exec(text);
  if (under && !NOT_NAMES.has(under[1].toLowerCase()) && /^[A-Z]/.test(under[1])) {
    const first = under[1];
    const couple = new RegExp(`\\b(?:${first} (?:n|and|&) [A-Z][a-zà-ÿ'’-]+|[A-Z][a-zà-ÿ'’-]+ (?:n|and|&) ${first}) ([A-Z][a-zà-ÿ'’-]+)\\b`).exec(text);
    const name = cleanName(couple ? `${first} ${couple[1]}` : first);
    if (name) return name;
  }
  // "can u put Rebecca on it, thats my proper name": the name to put on the booking.
  // "can u put the name down as Alexander, not Sandy": the name to put down, told after the words for it.
  const putOn = new RegExp(`\\b${NAME_GIVEN_AS} (${NAME_WORD}(?: ${NAME_WORD})?)\\b|\\b(?:put|stick|have|write|pop) (${NAME_WORD}(?: ${NAME_WORD})?) (?:on it|on the booking|down|as the name|on there|instead)\\b`, "i").exec(text);
  const toPut = putOn ? (putOn[2] ?? putOn[1]) : "";
  if (toPut && /^[A-Z]/.test(toPut) && !NOT_NAMES.has(toPut.split(" ")[0].toLowerCase())) {
    const name = cleanName(toPut);
    if (name) return name;
  }
  // "put it in his name, Ron Bishop", "under my mum's name: Joan Pike", "under the name of Hale".
  const explicit = new RegExp(`\\b(?:my name is|my name's|name is|name's|name:|call me|(?:use |put )?my (?:proper|full|real|correct|actual) name,?|it's|its|(?:in|under) (?:his|her|their|(?:(?:my|our) )?[a-z]+'s|(?:my|our) [a-z]+s) name(?: is|:|,)?|under the name(?: of)?|book (?:me|us|it) in\\s*[:–-]|on (?:his|her|their|(?:my|our) [a-z]+'?s) behalf\\s*[:,–-]?)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD}){0,3})`, "i").exec(text);
  const intro = new RegExp(`\\b(?:I'm|I am|Im|[Tt]his is)\\s+((?:[A-Z][a-zà-ÿ'’-]+)(?:\\s+[A-Z][a-zà-ÿ'’-]+){0,2})`).exec(text);
  // "its Suds Launderette, 212 School Road": a premises' name is no person's.
  // "I'm Adaeze Okonkwo. It's best to ring the office": a name introduced before an "it's" is the name.
  const itsLead = Boolean(explicit?.[0].toLowerCase().startsWith("it"));
  // "in my partners name, shes the one dealing with the solicitors - Amara Nwosu": a reason told after "name," is no
  // name; the name is the capitalised one given after it.
  if (explicit && !itsLead && CLAUSE_LEAD.test(explicit[1])) {
    // "in mum's name not mine it's her house Maureen Stickley": the full name given later, set off or not.
    const rest = text.slice(explicit.index + explicit[0].length);
    const later = /(?:[,:;–-]|\bit'?s|\bits)\s+((?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?([A-Z][a-zà-ÿ'’-]+(?:\s+[A-Z][a-zà-ÿ'’-]+){1,2})\b/.exec(rest) ?? /(?:^|\s)((?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?([A-Z][a-zà-ÿ'’-]+\s+[A-Z][a-zà-ÿ'’-]+)\b/.exec(rest);
    // "My deputy, Blessing Adeyinka, will meet your man, so please put the booking in her name with her mobile": the
    // full name set off before it.
    const before = later ? null : [...text.slice(0, explicit.index).matchAll(/(?:[,:–-]\s*|\b(?:my|our|the) [a-z]+,?\s+)([A-Z][a-zà-ÿ'’-]+\s+[A-Z][a-zà-ÿ'’-]+)\b/g)].pop();
    const name = later ? cleanName(later[2]) : before ? cleanName(before[1]) : null;
    if (name) return name;
  }
  // "Ormerod's my maiden name … its Bridget Fairhurst now": a name told after "it's" beside words about the name.
  const aboutTheName = new RegExp(String.raw`\b(?:${NAME_KIND}|new) name\b|\bname'?s changed\b|\bchanged my name\b`, "i").test(text);
  if (explicit && (itsLead ? (expecting || aboutTheName) && !(intro && intro.index < explicit.index) : true) && !PREMISES.test(explicit[1]) && !CLAUSE_LEAD.test(explicit[1])) {
    const name = cleanName(explicit[1].split(/\s+(?:and|my|from|at|on|in|but|not|now|then|please|pls|thanks|phone|number|mobile|address|email|e-mail)\b/i)[0]);
    if (name) return name;
  }
  if (intro) {
    const name = cleanName(intro[1]);
    if (name && !/^(Mr|Mrs|Ms|Dr)$/i.test(name)) return name;
  }
  if (expecting) {
    const reply = text.trim().replace(/[.!]+$/, "");
    // "he doesnt do email", "she's not on email": a sentence, not a name, whatever it was asked for.
    if (!isSentence(reply) && new RegExp(`^(?:(?:Mr|Mrs|Ms|Miss|Dr)\\.?\\s+)?${NAME_WORD}(?:\\s+${NAME_WORD}){0,3}$`).test(reply)) {
      return cleanName(reply);
    }
    // "Margaret Dyer, im the church warden": the name written first, then who they are.
    const first = reply.split(/\s*[,.;-]\s+/)[0];
    if (first !== reply && !PREMISES.test(first) && !STREET_WORD.test(reply) && !/\b[A-Z]{1,2}\d/.test(reply) && new RegExp(`^(?:(?:Mr|Mrs|Ms|Miss|Dr)\\.?\\s+)?[A-Z][a-zà-ÿ'’-]+(?:\\s+[A-Z][a-zà-ÿ'’-]+){1,3}$`).test(first)) return cleanName(first);
  }
  return null;
}

/**
 * The address around a postcode: "12 High Street, Newbury RG14 5NG", "address is …", "I live at …".
 * When the assistant has just asked for the address, the whole reply (up to and including the
 * postcode) is the address.
 */
/** Words that make a name a premises' name ("The Corner Cafe", "Hill Farm"), not a person's. */
const PREMISES = /\b(?:Cafe|Café|Farm|House|Cottage|Barn|Stables|Lodge|Inn|Arms|Pub|Hotel|School|Surgery|Church|Hall|Manor|Mill|Garage|Works|Unit|Yard|Shop|Stores?|Centre|Restaurant|Bakery|Nursery|Practice|Offices?|Kitchen|Tavern|Bar|Club|Salon|Studio|Kennels|Cattery|Takeaway|Home|Bistro|Brasserie|Deli|Diner|Grill|Kitchen|Chippy|Pizzeria|Tearooms?|Livery|Court|Chambers|Clinic|Dental|Vets?|Pharmacy|Chapel|Lodge|Grange|Rectory|Vicarage|Estate|Stud|Kennel|Gym|Academy|College|Hostel|Guesthouse|B&B|Motors|Autos|Services|Launderette|Laundrette|Laundry|Cleaners|Fishery|Fisheries|Tyres|Opticians?|Florists?|Barbers|Hairdressers|Spa|Nails|Beauty|Supplies|Hardware|Ltd|Limited|Co|& Sons|Bros|Brothers|Partners|Associates|Daughters)\b/i;

/** Words that tell when or how often a problem happens ("since about 8 last night", "most winters"). */
const TOLD_WHEN = /\b(?:since|ago|last night|yesterday|been like (?:it|this|that)|happens|every (?:time|winter|week|month|year)|most (?:winters|days|weeks|nights|mornings)|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|ish|o'?clock))\b/i;
const STREET_WORD = /\b(?:road|rd|street|st|lane|ln|avenue|ave|close|drive|way|crescent|court|place|gardens|grove|hill|park|terrace|row|mews|green|walk|square|farm|cottage|house|flat|unit)\b/i;

/** "it's been like it since about 8 last night, happens most winters": when or how often the problem happens, told. */
export function tellsWhenItHappens(text: string) {
  return TOLD_WHEN.test(text) && !/\?\s*$/.test(text.trim());
}

/** "dont have email", "no e-mail address sorry", "haven't got an email": the e-mail question answered with none. */
export function declinesEmail(text: string) {
  if (/\b(?:don'?t|dont|do not|no need to) bother (?:with|about) (?:the |an? )?e-?mail|\bskip (?:the )?e-?mail|\bno need for (?:an? )?e-?mail/i.test(text)) return true;
  // "neither of us has ever bothered with e-mail", "we've never used email": none, told in a sentence.
  if (/\b(?:never|neither of us|none of us|nor)\b.{0,30}\b(?:bother(?:ed)? with|used?|had|got|has|have)\s+(?:an? |any )?e-?mails?\b/i.test(text)) return true;
  return /\b(?:no|without|skip the|not giving an?|(?:do not|don'?t|dont|does not|doesn'?t|doesnt|is not|isn'?t|isnt|are not|aren'?t|arent|has not|hasn'?t|hasnt|have not|haven'?t|havent|not|never)(?: on| got| have| got an?| have an?| do| use| check| bother with| really (?:do|use))?(?: an?| any)?)\s+e-?mails?\b/i.test(text);
}

/** Words that say where the work is: "the job's at", "that's my home address", "the clubhouse:". */
const PLACE_TOLD = /\b(?:address|(?:job|work)(?:'?s| is) at|it'?s at|is at|the (?:clubhouse|site|property|premises|shop|pub|farm|office|unit|building|hall))\b/i;
/** The last part of a message, after a colon, a dash or a sentence's end, that starts with a capital: "…: Kennet Vale RFC, Lower Way, Thatcham". */
const LAST_PART = /(?:[:.!?;]\s+|\s[-–—]\s+)([A-Z][^:.!?;–—]*)$/;

export function findAddress(text: string, postcode: PostcodeFinding | null, expecting = false): string | null {
  const end = postcode && postcode.full ? postcode.index + postcode.raw.length : text.length;
  const before = text.slice(0, end);
  const lead = /\b(?:address is|address:|address's|live at|living at|i'm at|im at|property is at|house is at|come to|it's at|located at)\s*/i.exec(before);
  let start = -1;
  let lastPart = "";
  if (lead) {
    start = lead.index + lead[0].length;
    // "it's at my dad's, 8 High Street": whose place it is, written before the number, is not part of the address.
    const whose = /^(?:my|our|his|her|their|the)\s+[a-z][a-z'’ -]{0,30}?,\s*(?=(?:(?:flat|unit|plot|suite|apartment|apt)\s+)?\d)/i.exec(text.slice(start));
    if (whose && !/[A-Z]/.test(whose[0].slice(1))) start += whose[0].length;
  } else {
    const house = /\b(?:(?:flat|apartment|apt)\s+\d+[a-z]?,?\s+)?(?:(?:unit|plot|suite|flat|apartment|apt)\s+)?\d{1,4}[a-z]?,?\s+[A-Za-z][A-Za-z'’-]+(?:\s+[A-Za-z'’-]+){0,3}\s+(?:road|rd|street|st|lane|ln|avenue|ave|close|cl|drive|dr|way|crescent|court|ct|place|gardens|grove|hill|park|terrace|row|mews|green|walk|square|view|rise)\b/i.exec(
      before,
    );
    if (house) {
      start = house.index;
      // "The Corner Cafe, 1 High Street": a premises' name written just before the street is part of the address.
      // A premises' name is one with a word such as "House" or "Farm", or one that starts with "The" ("The Plough").
      // "Flat 3, Wharf House, 18 West Street": a flat's number may come before the building's name.
      const premises = /(?:^|[.:;!?]\s*|\s[-–]\s*|\b(?:is|at|it'?s|its|are|we'?re)\s+|\b(?:[Ff]lat|[Aa]partment|[Aa]pt|[Uu]nit|[Ss]uite|[Rr]oom)\s+\d+[a-z]?,\s*)((?:(?:[A-Z][\w'’&-]*|&|and)\s+){0,4}[A-Z][\w'’&-]*,\s*)$/.exec(before.slice(0, house.index));
      // So is any capitalised name that opens the answer to the address question ("Novak's Bistro, 31 …").
      const opens = expecting && premises?.index === 0 && /['’]s\b/.test(premises[1]);
      if (premises && (PREMISES.test(premises[1]) || /^The\s+[A-Z]/.test(premises[1]) || /\s&\s/.test(premises[1]) || opens) && !/^(?:Hi|Hello|Hey|Sorry|Thanks|Cheers|Yes|No|Ok|Okay|It'?s|Its|I'?m|Im|My|Our|Name)\b/.test(premises[1])) start = house.index - premises[1].length;
      const flat = /\b(?:flat|apartment|apt|unit|suite|room)\s+\d+[a-z]?,\s*$/i.exec(before.slice(0, start));
      if (flat && start < house.index) start = flat.index;
    } else if (postcode?.full && /^[A-Z]/.test(before.trim()) && STREET_WORD.test(before) && !/[.?!]\s/.test(before)) {
      // "St Mary's Church Hall, Love Lane, Shaw RG14 2DG": a named building on a street, with no number.
      start = before.length - before.trimStart().length;
    } else if (postcode?.full && PLACE_TOLD.test(before) && STREET_WORD.test((lastPart = LAST_PART.exec(before)?.[1] ?? ""))) {
      // "that's my home address. The job's at the clubhouse: Kennet Vale RFC, Lower Way, Thatcham RG19 3TL": after
      // words saying where the work is, the named place with a street, set off by a colon or a full stop.
      start = before.length - lastPart.length;
    } else if (expecting) {
      // "it's been like it since about 8 last night": when the problem began, with a time, is no address.
      if (TOLD_WHEN.test(before) && !STREET_WORD.test(before)) return null;
      start = 0;
      // "sorry that's my house, the yard is Hill Farm, Ashampstead": the address starts after the last "… is", "it's at".
      const said = [...before.matchAll(/\b(?:is|are|it'?s|its)\s+(?:at\s+|in\s+)?(?=[A-Z0-9])/g)].pop();
      if (said?.index !== undefined && !/\d/.test(before.slice(0, said.index))) start = said.index + said[0].length;
      // "its the bungalow we're buying - Wayside, 9 Greenmore": what the place is, told before a dash, is no address.
      const told = /^(?:(?:it'?s|its|it is)\s+)?(?:the|my|our|a|an)\s+[a-z' ]{2,40}\s[-–—:]\s+(?=[A-Z0-9])/.exec(before.slice(start));
      if (told) start += told[0].length;
    }
  }
  if (start < 0 || (!postcode?.full && !expecting && !lead)) return null;
  let address = text.slice(start, end);
  if (postcode?.full) address = address.slice(0, address.length - postcode.raw.length);
  address = address
    .replace(/^(?:it's|its|it is|at|the address is)\s+/i, "")
    // "postcode's RG7 5BL" in its own message: the words that lead to the postcode are no address.
    .replace(/^(?:(?:and|oh|ah|sorry|oops|ok|okay|right)[,!.]?\s+)*(?:(?:the|my|our|its|it's)\s+)?post ?code(?:'s|s| is| =|:)?\s*(?:is\s+)?$/i, "")
    // "12 Inkpen Road, Kintbury, and the postcode is RG17 9TU": the words that lead to the postcode are not the address.
    .replace(/[\s,]+(?:and|&)?\s*(?:the|my|our|its|it's)?\s*post ?code(?:'s| is| =|:)?\s*$/i, "")
    .replace(/[\s,.;:-]+$/, "")
    .replace(/\s+/g, " ")
    .trim();
  if (postcode?.full) address = address ? `${address}, ${postcode.postcode}` : "";
  if (!address || address.length < 5 || !/[A-Za-z]{3}/.test(address)) return null;
  return address.slice(0, 300);
}

/** Words that say something is wrong with a drain or gutter. */
const PROBLEM_WORDS =
  new RegExp(String.raw`\b(block(?:ed|age|ages|s|ing)?|unblock\w*|clog\w*|slow|slowly|slower|slowing|sluggish|caved in|cave in|gurgl\w*|smell\w*|stink\w*|stunk|stank|odour|overflow\w*|flood\w*|backing up|backs? up|back(?:ed)? up|stopped (?:up|solid)|sewage|leak\w*|crack\w*|collaps\w*|broken|damaged|roots?|won'?t (?:drain|flush|go down|empty|clear)|(?:not|isn'?t|isnt|doesn'?t|doesnt) (?:draining|flushing|going down|go down|emptying)|treacle|${TAKES_AGES_TO_EMPTY}|rust(?:ed|ing|y)? (?:thru|through|out|away)|rotten|sprays?|spraying|pours? (?:out|over|down)|hoppers?|standing water|rats?|survey\w*|inspection|camera|cctv|gutters?|downpipes?|jetting|clean\w*|maintenance|toilet|sink|loo|manhole|soakaway|septic|grease|fat|puddles?|pooling|soggy)\b`, "i");

export function mentionsProblem(text: string) {
  return PROBLEM_WORDS.test(text);
}

/** The part of a message that describes the problem: its clauses that mention one. */
export function findDescription(text: string, expecting = false): string | null {
  if (expecting) {
    const whole = text.replace(/\s+/g, " ").trim();
    return whole.length >= 3 ? whole.slice(0, 500) : null;
  }
  const clauses = text.split(/[\n.;!?]+|,\s*/).map((c) => c.trim());
  const wanted = clauses.filter((c) => PROBLEM_WORDS.test(c) && !/@/.test(c) && !PHONE_CANDIDATE.test(c));
  PHONE_CANDIDATE.lastIndex = 0;
  if (!wanted.length) return null;
  return wanted.join("; ").slice(0, 500);
}

// ---------------------------------------------------------------------------------------------
// Short answers
// ---------------------------------------------------------------------------------------------

const YES =
  /^(?:(?:that|it|everything|this|all)(?: all| there| here| above| of (?:it|that))? (?:sounds|seems|looks|is|are) (?:all )?(?:right|correct|fine|good|great|perfect|lovely|spot on|bang on)|yes|yes please|yeah|yep|yup|ya|aye|sure|ok|okay|ok then|correct|(?:that'?s|thats|that is|it'?s|its)(?: all| all of it| the lot| everything)? (?:right|correct|fine|perfect|great|spot on|bang on|the one|it|good|lovely|ok|okay|all right|alright)|(?:yes |yeah |yep )?(?:that'?s|thats) (?:the one|it)|(?:that'?s|thats|that is) (?:the lot|everything|all)|right|all correct|all (?:right|fine|ok|okay)|(?:all |that |it |everything )?looks? (?:right|good|fine|correct|spot on)(?: to me)?|all good|looks (?:good|right|fine)|go ahead|go for it|please do|do it|confirm(?:ed)?|book it|please book(?: it)?|sounds (?:good|great|fine|perfect|lovely|spot on)|go on(?: then)?|crack on|get it booked|why not|absolutely|definitely|defo|deffo|spot on|bang on|cool|ace|nice one|cracking|that'?ll do|that works|works for me|perfect|great|lovely|brilliant|fine|y)\b/i;
const NEGATION = /\b(no|not|don'?t|doesn'?t|isn'?t|wrong|incorrect|change|wait|hang on|but|cancel|never ?mind)\b/i;

/** An explicit yes, with nothing that takes it back ("yes but…", "yes, not Tuesday"). */
export function isExplicitYes(text: string) {
  const t = text.trim().toLowerCase().replace(/[!.,]+/g, " ").replace(/\s+/g, " ").trim();
  if (t.length > 60) return false;
  const rest = t.replace(YES, "").trim();
  return YES.test(t) && !NEGATION.test(rest) && !/^(?:no|not)\b/.test(t);
}

export function isNo(text: string) {
  return /^(?:no|nope|nah|no thanks|no thank you|not really|negative|n|none|i don'?t have one|don'?t have one|skip|no email|no e-mail|rather not|i'?d rather not)\b/i.test(text.trim());
}

/**
 * Someone else will do the work: "my brother in law reckons he can do it", "we'll sort it ourselves",
 * "the landlord says he'll get his own man in".
 */
const SOMEONE_ELSE =
  /\b(?:reckons?|thinks?|says?) (?:he|she|they) (?:can|could|will|'ll)\s+(?:do|sort|fix|clear|unblock|have a go at)\s+(?:it|them|that)\b|\b(?:he|she|they|hubby|husband|wife|partner|dad|son)(?:'ll| will| is going to|'s going to|'s gonna| is gonna) (?:have a go|give it a go|have a crack|try (?:it|first)|sort it|do it|fix it|deal with it)\b|^(?:ah |oh |ok |right |nah )?leave it(?=\s*[,.!]|\s+(?:for now|then|there|mate|thanks|ta)\b|\s*$)|\b(?:he|she|they|we|i)(?:'ll| will| can| could| is going to| are going to|'s going to|'m going to)\s+(?:do|sort|fix|clear|unblock)\s+(?:it|them|that)\s+(?:himself|herself|themselves|myself|ourselves)\b|\b(?:get|getting) (?:his|her|their|my|our) own (?:man|bloke|plumber|guy|person) in\b/i;

export function isCancel(text: string) {
  return (
    /\b(never ?mind|nevermind|forget (?:it|about it|that)|cancel(?: (?:it|that|the booking|my booking|the request))?$|^cancel\b|(?<!\b(?:i|we|they|he|she) )don'?t bother(?! (?:with|about) (?:the |an? )?e-?mail)|don'?t (?:book|want (?:to book|a booking|it))|no longer need|changed my mind|stop (?:the )?booking|scrap that|not anymore|call it off|hold off|hold fire|leave it(?: for now| there| for the moment)?$|leave it for now|give it a miss|(?:i'?ll|ill|we'?ll|i will|we will|gonna|going to) (?:find|get|try|look for|ring) (?:someone|somebody|some1|sum1|a local|another|one)|(?:i'?ll|ill|we'?ll|i will|we will|gonna|going to) (?:wait|hold off|hang fire|leave it|give it a miss|think about it|have a think)|put (?:it|that|the booking) on hold|not go(?:ing)? ahead|won'?t (?:be )?need(?:ing)? (?:you|it|anyone|the visit))\b/i.test(text.trim()) ||
    SOMEONE_ELSE.test(text)
  );
}

// ---------------------------------------------------------------------------------------------
// Details written without cue words
// ---------------------------------------------------------------------------------------------

/** Words that are never part of a name written beside a number: days, times, services, fillers. */
const NOT_NAME_WORDS =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|morning|afternoon|evening|any|time|am|pm|asap|no|yes|email|e-mail|phone|number|mobile|call|ring|text|me|on|at|the|and|or|please|thanks|cheers|its|it's|i'm|im|this|is|name|my|details|contact|here|book|booking|drain|drains|gutter|gutters|survey|cctv|blocked|toilet|sink|road|rd|street|st|lane|close|way|avenue|drive|flat|unit|house|hi|hello|hey|dear|ok|okay|use|mine|ours|hers|his|theirs|yours|instead|try|personal|one|one's|ones|other|new|old|right|correct|proper|that|work)$/i;

/** Leading words before a name: "its Dan", "this is Jo", "I'm Sam". */
const NAME_LEAD = /^(?:(?:it'?s|its|this is|i'?m|im|i am|name'?s?|name is|my name is|from)\s+)/i;

function nameFromRun(run: string): string | null {
  const cleaned = run.replace(/^[\s,.;:()-]+|[\s,.;:()-]+$/g, "").replace(NAME_LEAD, "").trim();
  if (!cleaned) return null;
  const words = cleaned.split(/\s+/);
  if (words.length > 3) return null;
  if (!words.every((w) => /^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*$/.test(w) && !NOT_NAME_WORDS.test(w))) return null;
  return cleanName(cleaned);
}

/**
 * A name written right beside a phone number or an e-mail address, with no "my name is":
 * "Jo Smith 0118 496 0123", "07700 900123 Sam Patel", "Ann Lee, ann@example.com", "0118 496 0456 - Liz".
 */
/** What someone is rather than who: "owner", "deputy manager", "the church warden". */
const ROLE = /^(?:i'?m |im |i am )?(?:the )?(?:[a-z]+ ){0,2}(?:owner|co-?owner|manager|director|landlord|landlady|tenant|warden|caretaker|secretary|administrator|admin|bursar|headteacher|head teacher|head|deputy(?: \w+)?|proprietor|partner|chef|clerk|treasurer|chair(?:man|woman|person)?|agent|receptionist|brewer|farmer|foreman|supervisor|co-?ordinator|officer|keeper|steward|vicar|rector|surveyor)$/i;

/** What a number is: "farm office", "my mobile", "work landline", "the shop number's". */
const PHONE_LABEL = /^(?:(?:the|my|our|his|her|their)\s+)?(?:[a-z]+\s+)?(?:office|landline|land line|mobile|mob|work|home|house|shop|reception|tel|telephone|phone|number|no|direct line|daytime|cell)(?:\s+(?:number|no|phone|line|is))?(?:'s|s)?$/i;

export function findNameNearContact(text: string): string | null {
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(PHONE_CANDIDATE)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  for (const m of text.matchAll(/[A-Z0-9._%+'-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  spans.sort((a, b) => a[0] - b[0]);
  for (const [start, end] of spans) {
    // Before: back to the previous separator (a full stop, comma, question mark, line, or another detail).
    const before = text.slice(0, start).replace(/\($/, "");
    const lead = /(?:^|[.,;:!?\n]|\d\s|[A-Z0-9]{2,4}\s[0-9][A-Z]{2}\s)\s*([^.,;:!?\n\d@]*?)[\s,-]*$/i.exec(before);
    // "he'll let ur man in - Kofi Mensah, 07700…": a dash sets the name off from the words before it.
    let candidateBefore = lead ? (lead[1].split(/\s[-–—]\s/).pop() ?? "") : "";
    // "Kerry Osei, owner, 07700…": a role written between the name and the number is passed over.
    // "Mark Tull, farm office 01632…": what the number is ("farm office", "landline") is passed over too.
    // "Geraint Pugh, farm manager, farm office 01632…": every role and label before the number is passed over.
    if (ROLE.test(candidateBefore.trim()) || PHONE_LABEL.test(candidateBefore.trim())) {
      const segments = (/(?:^|[.;:!?\n])([^.;:!?\n]*)$/.exec(before)?.[1] ?? "").split(/,|\s[-–—]\s/).map((x) => x.trim());
      while (segments.length && (!segments[segments.length - 1] || ROLE.test(segments[segments.length - 1]) || PHONE_LABEL.test(segments[segments.length - 1]))) segments.pop();
      candidateBefore = segments.length && !/[\d@]/.test(segments[segments.length - 1]) ? segments[segments.length - 1] : "";
    }
    const name = candidateBefore && /^[A-Z]|^(?:its|it's|this is|i'?m)\s/i.test(candidateBefore.trim()) ? nameFromRun(candidateBefore) : null;
    if (name) return name;
    // "Tom Reed. 07700 900888": a name as a sentence of its own, every word capitalised, just before the number.
    // "Rhys Llewellyn. farm office is 01632…": so is one followed by what the number is.
    const sentence = /(?:^|[.,;:!?\n]\s)\s*([A-Z][a-zÀ-ÿ'’-]+(?:\s+[A-Z][a-zÀ-ÿ'’-]+){0,2})\.\s*([^.]{0,40})$/.exec(before);
    const label = sentence?.[2].trim().replace(/\s*(?:\bis\b|:|-|on)$/i, "").trim() ?? "";
    const named = sentence && (!label || PHONE_LABEL.test(label)) ? nameFromRun(sentence[1]) : null;
    if (named) return named;
    const after = /^[\s,;:-]*([A-Za-zÀ-ÿ][^.,;:!?\n\d@]*)/.exec(text.slice(end));
    if (after && /^[A-Z]/.test(after[1])) {
      const n = nameFromRun(after[1]);
      if (n) return n;
    }
  }
  return null;
}

/**
 * The address with its house number put right, when the message says which ("sorry its number 29 not
 * 27", "not 27, 29", "should be 29 not 27"), or null. The old number must be the address's.
 */
export function renumbered(addressLine: string, text: string): string | null {
  const [now, was] = putRight(text, "(\\d{1,4}[a-z]?)");
  if (!now || !was || now.toLowerCase() === was.toLowerCase()) return numberOnStreet(addressLine, text);
  const at = new RegExp(`(^|[\\s,])${was}(?=[\\s,])`, "i");
  return at.test(addressLine) ? addressLine.replace(at, `$1${now}`) : null;
}

/** Words that say a detail was given wrongly: "not", "I've put", "sorry", "forgive me", "backwards". */
const CORRECTED = /\b(?:not|written|wrote|put|typed|sorry|forgive|wrong|mistake|oops|backwards)\b/i;

/** "sorry, the number was backwards, its 17 Cranbourne Gardens": the house number put right, named with its street. */
function numberOnStreet(addressLine: string, text: string): string | null {
  const house = /(^|,\s*)(\d{1,4}[a-z]?)\s+([A-Za-z][\w'’-]+(?:\s+[A-Za-z][\w'’-]+){0,3}?)(?=,|$)/i.exec(addressLine);
  if (!house || !CORRECTED.test(text)) return null;
  const said = new RegExp(`\\b(\\d{1,4}[a-z]?)\\s+${escapeRegExp(house[3])}\\b`, "i").exec(text);
  return said && said[1].toLowerCase() !== house[2].toLowerCase() ? addressLine.replace(`${house[2]} ${house[3]}`, `${said[1]} ${house[3]}`) : null;
}

/**
 * The address with a part put right after it was given: "I have written Lower Green. It is Upper Green" (the street's
 * first word), "its the ground floor one, Flat 1" (a flat's number added); null when the message puts nothing right.
 */

export function readdressed(addressLine: string, text: string): string | null {
  // "the voice typing has put Edgar, it's Elgar Road", "it's Battery End not Battery and": a street's name put right,
  // said in full with a word in common with the one written.
  const renamed = CORRECTED.test(text) ? /\b(?:[Ii]t'?s|[Ii]ts|[Ii]t is|[Ss]hould (?:be|say|read)|[Mm]eant to be)\s+([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){1,2})/.exec(text) : null;
  if (renamed) {
    const said = renamed[1].split(/\s+/);
    const parts = addressLine.split(/,\s*/);
    const at = parts.findIndex((p) => {
      const words = p.replace(/^\d+[a-z]?\s+/i, "").split(/\s+/);
      return words.length === said.length && words.join(" ").toLowerCase() !== said.join(" ").toLowerCase() && words.some((w, i) => w.toLowerCase() === said[i].toLowerCase());
    });
    if (at >= 0) return addressLine.replace(parts[at], parts[at].replace(/^(\d+[a-z]?\s+)?.*$/i, (_all, n: string | undefined) => `${n ?? ""}${renamed[1]}`));
  }
  const flat = /\b(flat|apartment|apt|unit)\s+(\d{1,4}[a-z]?)\b/i.exec(text);
  if (flat && !/\b(?:flat|apartment|apt|unit)\b/i.test(addressLine) && !/\d{2,}\s+\w+\s+(?:road|street|lane|avenue|close|drive|way)\b/i.test(text.replace(flat[0], " "))) {
    return `${flat[1].charAt(0).toUpperCase()}${flat[1].slice(1).toLowerCase()} ${flat[2]}, ${addressLine}`;
  }
  // "Sorry, Unit 7 is our warehouse. The still room is Unit 9": a unit's or a flat's number put right.
  const unit = /\b(unit|flat|apartment|apt|suite|plot)\s+(\d{1,4}[a-z]?)\b/i.exec(addressLine);
  const renumberedUnit = unit ? [...text.matchAll(new RegExp(`\\b${unit[1]}\\s+(\\d{1,4}[a-z]?)\\b`, "gi"))].map((m) => m[1]).find((n) => n.toLowerCase() !== unit[2].toLowerCase()) : undefined;
  if (unit && renumberedUnit && CORRECTED.test(text)) return addressLine.replace(unit[0], `${unit[1]} ${renumberedUnit}`);
  // "the house has a name as well, its Tanglewood": a house's name added before the rest.
  const named = /\b(?:house|cottage|bungalow|property|place|it)\b.{0,25}\bname\b.{0,25}\b(?:it'?s|its|it is|is|called)\s+([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2})/i.exec(text);
  if (named && /^[A-Z]/.test(named[1]) && !addressLine.toLowerCase().includes(named[1].toLowerCase())) return `${named[1]}, ${addressLine}`;
  // "I have written Rose Cottage, which is our neighbour's. Ours is Rosemary Cottage": a house's name put right.
  const house = /\b(?:[Oo]urs(?: is|'?s)|[Ii]t'?s|[Ii]ts|[Ii]t is|[Ss]hould (?:be|say|read)|[Mm]eant to be|[Aa]ctually|is called)\s+((?:[A-Z][\w'’-]*\s+){1,2}([A-Z][\w'’-]*))/.exec(text);
  if (house && PREMISES.test(house[2]) && CORRECTED.test(text)) {
    const old = new RegExp(`\\b(?:[A-Z][\\w'’-]*\\s+){1,2}${house[2]}\\b`).exec(addressLine);
    if (old && old[0] !== house[1]) return addressLine.replace(old[0], house[1]);
  }
  const street = new RegExp(`\\b(?:it'?s|its|it is|should (?:be|say|read)|meant to be|actually)\\s+(?!(?:the|a|an|my|our|your|this|that|on|in|at)\\s)([A-Z][a-z'’-]+)\\s+(road|street|lane|avenue|close|drive|way|crescent|court|place|gardens|grove|hill|park|terrace|row|mews|green|walk|square|rise|view|end|common)\\b`, "i").exec(text);
  if (!street || !CORRECTED.test(text)) return null;
  const old = new RegExp(`\\b([A-Z][a-z'’-]+)\\s+${street[2]}\\b`, "i").exec(addressLine);
  if (!old || old[1].toLowerCase() === street[1].toLowerCase()) return null;
  return addressLine.replace(old[0], `${street[1].charAt(0).toUpperCase()}${street[1].slice(1)} ${old[0].slice(old[1].length + 1)}`);
}

/** The new and the old of "29 not 27", "not 27, its 29", "should be 29 not 27", "ive put 27 but its 29": what a message puts right. */
function putRight(text: string, num: string): string[] {
  const newFirst = new RegExp(`\\b${num}\\s*,?\\s*not\\s+(?:number\\s+|no\\.?\\s*)?${num}\\b`, "i").exec(text);
  const oldFirst = newFirst ? null : new RegExp(`\\bnot\\s+(?:number\\s+|no\\.?\\s*)?${num}\\s*[,;-]?\\s*(?:(?:it'?s|its|it is|but|should be)\\s+)?(?:number\\s+|no\\.?\\s*)?${num}\\b`, "i").exec(text);
  if (newFirst) return [newFirst[1], newFirst[2]];
  if (oldFirst) return [oldFirst[2], oldFirst[1]];
  // "ive put 82 but its 28", "the voice typing has put 18 for the house number, it should be 80": the one typed, then the one meant.
  const typed = new RegExp(`\\b(?:put|typed|written|wrote|said|given|gave|got)\\s+(?:down\\s+)?(?:number\\s+)?${num}\\b[^.?!\\d]{0,40}?\\b(?:it'?s|its|it is|it should be|should be|it was meant to be|meant to be|should (?:say|read))\\s+(?:number\\s+)?${num}\\b`, "i").exec(text);
  return typed ? [typed[2], typed[1]] : [];
}

/** The phone number with some of its digits put right ("the last bit's wrong, its 960873 not 960837"), or null. */
export function rephoned(phone: string, text: string): string | null {
  const [now, was] = putRight(text, "(\\d{3,7})");
  return now && was && now !== was && now.length === was.length && phone.includes(was) ? phone.replace(was, now) : null;
}

/**
 * An explicit correction: "sorry I meant Thursday", "actually make it the afternoon", "wrong number,
 * it's …", "can we do Friday instead". Words that merely mention a detail are not one.
 */
export function isClearCorrection(text: string): boolean {
  return (
    /^(?:(?:no|nope|sorry|oops|actually|wait|hang on|hold on|i meant|i mean|oh|ah|erm|um)\b[\s,.!-]*)+\S/i.test(text.trim()) ||
    /\b(?:scratch that|forget (?:that|what i said)|on second thoughts?|on reflection|rather than (?:the |a |that )?(?:morning|afternoon|evening|\w+day)|(?:would|wud|'d) (?:suit|be|work) better|(?:suits?|works?) (?:me |us )?better|better for (?:me|us)|(?:i|we)(?:'d| would) (?:rather|prefer)|make it|make that|change (?:it|that|the \w+)|instead|i meant|meant to say|wrong (?:number|address|day|date|time|postcode|name)|should (?:be|have been|have said)|(?:can|could) (?:we|you|u) (?:do|make|move) it|rather have|switch (?:it|to))\b/i.test(text)
  );
}

/** Words that open a correction: "actually", "sorry", "no,", "oops", "I meant". */
export const CORRECTION_LEAD = /^(?:(?:no|nope|sorry|oops|actually|wait|hang on|i meant|i mean|oh)\b[\s,.!-]*)+/i;

/**
 * The name with one of its words put right, when the message says which ("Katrina not Katrine",
 * "not Smith, Smyth", "Katrine should be Katrina", "it's spelt Smyth"), or null.
 */
export function respelling(name: string, text: string): string | null {
  const parts = name.split(/\s+/);
  // "surname's Kelleher", "my last name is actually Reid", "first name's Siobhan": the part named is replaced.
  const part = /\b(?:(sur|last |family |second )|(first |christian |fore))name(?:'s|s| is| should be| as| down as| to)\s+(?:actually |really |spelt |spelled )?([A-Z][A-Za-z'’-]+|[a-z][a-z'’-]+(?=\s*[.!]?\s*$))/i.exec(text);
  // "Bronwen", then "surname's Tudge": a surname given after a first name alone is added to it.
  if (part && part[1] && parts.length === 1 && !NOT_NAMES.has(part[3].toLowerCase())) return `${name} ${part[3].charAt(0).toUpperCase()}${part[3].slice(1)}`;
  if (part && parts.length > 1 && !NOT_NAMES.has(part[3].toLowerCase())) {
    const next = [...parts];
    next[part[1] ? next.length - 1 : 0] = part[3].charAt(0).toUpperCase() + part[3].slice(1);
    if (next.join(" ") !== name) return next.join(" ");
  }
  const word = "([A-Za-z][A-Za-z'’-]+)";
  for (const [i, part] of parts.entries()) {
    const old = escapeRegExp(part);
    const m =
      new RegExp(`\\b${word}\\s*,?\\s+not\\s+${old}\\b`, "i").exec(text) ??
      new RegExp(`\\bnot\\s+${old}\\s*[,-]?\\s*(?:it'?s\\s+|its\\s+|but\\s+)?${word}\\b`, "i").exec(text) ??
      new RegExp(`\\b${old}\\s+(?:should (?:be|have been)|is (?:spelt|spelled|meant to be))\\s+${word}\\b`, "i").exec(text) ??
      // "sorry autocorrect, its McAlister with one l", "typo - it's Reid": a correction that names the word alone.
      (/\b(?:sorry|typo|forgive|autocorrect\w*|auto ?correct\w*|predictive|spell\w*|spelt|misspel\w*|oops|changed my (?:sur|first )?name|with (?:one|two|a double|double|an?) [a-z]\b)/i.test(text)
        ? // "spelt my own surname wrong there, its Okonkwo": of the words so named, the one nearest the part it puts right.
          ([...text.matchAll(new RegExp(`\\b(?:(?:it'?s|its|it is)(?:\\s+(?:spelt|spelled|actually|really))?|should be|spelt|spelled)\\s+${word}\\b`, "gi"))].sort((a, b) => distance(a[1].toLowerCase(), part.toLowerCase()) - distance(b[1].toLowerCase(), part.toLowerCase()))[0] ?? null)
        : null);
    const fresh = m?.[1];
    if (!fresh || fresh.toLowerCase() === part.toLowerCase() || /^(?:it'?s|its|is|and|but|the|a|me|that|this|sorry|typo|spelt|spelled)$/i.test(fresh)) continue;
    // Close to the word it replaces: a spelling put right, not a new word ("not Monday"); a name "spelt" out after
    // autocorrect ("Shivon" → "Siobhan") may differ more, but begins with the same letter.
    const spelt = /\b(?:spelt|spelled|autocorrect\w*|auto ?correct\w*)\b/i.test(text) && fresh.charAt(0).toLowerCase() === part.charAt(0).toLowerCase() && /^[A-Z]/.test(fresh);
    if (!spelt && distance(fresh.toLowerCase(), part.toLowerCase()) > Math.max(2, Math.floor(part.length / 2))) continue;
    const next = [...parts];
    next[i] = fresh.charAt(0).toUpperCase() + fresh.slice(1);
    return next.join(" ");
  }
  return null;
}

const DRAINS_OR_GUTTERS = /\b(?:drains?|pipes?|gull(?:y|ies)|gutters?|guttering|downpipes?|soakaways?|manholes?|sewers?|toilets?|loos?|sinks?|septic|interceptors?|camera|cctv|survey)\b/i;

/** "gutters overflowing and the soakaway backing up too": the other work named is noted for the engineer, not dropped. */
export function alsoNamed(text: string, service: ChatService) {
  // Only a part of the message about drains or gutters names work ("we run a car repair garage" does not).
  // Nor does work told as done ("our CCTV survey found roots", "the report recommends lining").
  const parts = text.split(/[,;.!?]|\band\b|\bn\b|\bplus\b|\balso\b|\btoo\b/i).filter((c) => DRAINS_OR_GUTTERS.test(c) && !/\b(?:found|showed|shows|revealed|said|says|recommend\w*|had|did|done|was|were|last (?:year|month|week)|ago)\b/i.test(c));
  const named = parts.map((c) => serviceFromWords(c));
  const drainWork = (s: ChatService) => s === "drain_unblocking" || s === "drain_cleaning";
  const others = [...new Set(named)].filter((s): s is ChatService => Boolean(s) && s !== service && s !== "emergency_callout" && !(drainWork(service) && drainWork(s!)));
  return others.length ? `, and I've noted the ${others.map(serviceLabel).join(" and ")} for the engineer` : "";
}

/** The message without people's full names ("Gareth Price", "Amy Hall"), for readers a surname could fool. */
export function withoutFullNames(text: string) {
  return text.replace(/\b[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)+\b/g, " ");
}

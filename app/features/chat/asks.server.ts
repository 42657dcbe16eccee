/**
 * Whether a visitor's words ask something, read in the few ways the assistant needs, side by side so that a
 * change to one is made knowing the others:
 * - WH_QUESTION: the message or clause opens with a question word ("what…", "is it…", "can you…");
 * - ASKS_ANYWHERE: a question word anywhere ("…, is that your sort of work");
 * - ASKS_ANY: that, or "wondering", "any chance", "need to know" — a problem told with none of these is only told;
 * - PART_ASKS: one part of a split message put as a question ("does she get the discount");
 * - asksInAClause: a clause asks something the site answers rather than asking for the work ("can you…" asks
 *   for the work, "would rodding clear it" asks about it);
 * - asksSomething: a message in a booking asks something beside the booking, in any of the ways visitors do.
 */
import type { Understanding } from "./nlu.server";

/** A message or clause that opens with a question word: "what…", "is it…", "can you…". */
export const WH_QUESTION = /^(?:what|what's|how|why|which|when|where|who|is|are|do|does|can|could|should|will|would)\b/i;

/** A question anywhere in a message: "…, is that your sort of work". */
export const ASKS_ANYWHERE = /\b(?:is (?:that|it|this|there)|do (?:you|u|ya|i|we)|does|can (?:you|u|i|we)|could|would|will (?:you|u)|are (?:you|u)|what|whats|what's|how|hows|how's|why|which|when|where|who)\b/i;

/** Words that ask something, wherever they sit: "how", "do you", "can i", "is it". */
export const ASKS_ANY = /^\s*(?:can|could|do|does|is|are|will|would|should|has|have|may|might)\b|\b(?:how|what|wot|wat|whats|when|why|which|who|where|do (?:you|u|ya)|does|did|can (?:you|u|i|we|someone)|could|would|will|should|is (?:it|there|that|this)|are (?:you|u|there|they)|any (?:way|chance|idea)|wondering|need to know)\b/i;

/** A part of a message put as a question: "does she get the discount", "are you insured". */
export const PART_ASKS = /^(?:does|do|is|are|will|would|have you|has|what|whats|what's|how|where|who|can i|can we|could i|could we|r u|r you)\b/i;

/**
 * Whether some clause of the message asks something the site answers, not a visit ("… - how soon is the
 * report", "…, pls tell me u dont have to dig it all up"): a question word opening a clause (not "can
 * you", "could someone", which ask for the work), or "tell me", "is it possible".
 */
export function asksInAClause(text: string) {
  return text.split(/[,.;!?]|\s[-–—]\s/).some((part) => {
    // "once ur done what can we do…": a clause of time before the question is passed over.
    const c = part.trim().replace(/^(?:(?:and|n|but|so|also|then)\s+)*(?:once|after|when)\s+(?:\w+\s+){0,3}?(?:done|finished|been|gone|sorted|cleared|fixed)\s+/i, "");
    if (/^(?:(?:pls|please) )?(?:tell me|is it possible|wondering|do you know)\b/i.test(c)) return true;
    // "before they lift the slabs i want to know ur insured": a question put as wanting to know.
    if (/\b(?:want|wanna|need|'d like|would like) to (?:know|check|be sure|make sure)\b(?! (?:when|what time|how soon)\b)/i.test(c)) return true;
    // "after the sunday roast where am i meant to put the fat": a question after a phrase of time.
    if (/^(?:after|before|once|since|with)\b[^,]{0,30}?\b(?:where|what|how|why|which)\s+(?:am|are|is|do|does|should|can|could|would)\b|^(?:after|before|once)\b[^,]{0,30}?\b(?:how long|how soon|when (?:will|would|do|does|is|are|can|should))\b/i.test(c)) return true;
    // "if it does find a crack will the report say wot needs doing", "if ur man surveyed on a tuesday wud we have the
    // write up by the friday": what a report will say or when it comes, asked after an "if".
    if (/^if\b.{0,60}?\b(?:will|would|wud|does|do|should|could|can)\s+(?:(?:we|i|you|u)\s+(?:have|get|see|receive)\s+)?(?:the|your|ur|a)\s+(?:report|survey|write ?up|footage)\b/i.test(c)) return true;
    // "pound shop sachets, worth a go before i pay u": whether something is worth it, asked.
    if (/^(?:(?:is it|are they|would it be) )?worth (?:a go|a try|trying|it|buying|getting)\b/i.test(c)) return true;
    // "can you…", "could someone…" ask for the work; "would rodding clear it", "does it need jetting" ask about it.
    return (WH_QUESTION.test(c) || /^(?:whos|whose|who'?s|hows|whats|wots|wats|wot|wat)\b/i.test(c)) && (!/^(?:can|could|would|will|do|does)\b/i.test(c) || /^(?:would|will|does) (?:rodding|jetting|a (?:jet|rod|plunger)|rods|it need|that need|it just need)\b|^(?:do|does) (?:you|u)(?: lot| guys)? (?:have|offer|provide|do) (?:an? |any )?(?:contracts?|plans?|schemes?|agreements?|packages?|discounts?)\b/i.test(c));
  });
}

/** "will ur report be good enough", "I ought to ask whether", "she'll get the rate wont she": a question in a booking. */
const SIDE_ASKED = /\b(?:i understand|i hear|i'?ve heard|i was told|i'?m told|apparently|i believe|i gather|someone said|i read) (?:that )?(?:you|u|your firm|your company)(?: lot)? (?:give|offer|do|have|take|provide)\b|\b(?:do|does|can|cn|could|cud|will|would|wud|is|isn'?t|isnt|are|aren'?t|r|should|shouldn'?t|won'?t|doesn'?t) (?:you|u|ya|ur|your|i|we|she|he|they|it|there|that|this|the (?:price|cost|bill|charge|report|engineer|job|invoice|footage))\b|\b(?:ask|wondering|wonder|know) (?:whether|if)\b|\bwants? to (?:know|check|see|be sure)\b|\b(?:won'?t|wont|will|can'?t|cant|doesn'?t|isn'?t|aren'?t|didn'?t) (?:she|he|they|it|you|we|i)\s*[?.!]*$/i;

/** "whatever u use it cant be chemicals": a condition on how the work is done is answered as if asked. */
const NO_CHEMICALS = /\b(?:can'?t|cant|cannot|mustn'?t|must not|no|not|don'?t|dont|without|never)\b(?:\s+\w+){0,3}\s+(?:chemicals?|caustic|bleach)\b/i;

/** "and what's…", "before i pay how…": a clause that opens with what or how. */
const WHAT_OR_HOW_CLAUSE = /^(?:(?:and|n|so|but|also|oh|ok|roughly|approx\w*|just|any idea|before i [\w ]{1,25}?)\s+)*(?:what'?s|whats|how'?s|hows|what|how)\b/i;

/** "once the liners r in how long till we can use the loo": a question after a clause of time or condition. */
const LEAD_THEN_ASKS = /^(?:once|when|after|before|if|as soon as)\b.{0,40}?\b(?:how (?:long|soon|quick|much)|what|wot|when will|will (?:i|we|it|you)|can (?:i|we)|could (?:i|we)|do (?:i|we))\b/i;

/**
 * "oh n u come out to goring dont u? the last lot said…", "so u definitely wont have to lift the patio? its only 2 yrs
 * old": a question ended by its mark, with more told after it.
 */
const ASKED_THEN_TOLD = /(?:^|[.!?,]\s*)(?:[^.!?]*\s)?(?:(?:do|does|don'?t|dont|can|could|will|would|is|isn'?t|are|aren'?t|r|have|did) (?:you|u|ya|it|they|we|i|he|she|there)\b|(?:you|u|ya)(?: \w+)? (?:won'?t|wont|will|don'?t|dont|can'?t|cant|need|have|'ll|ll)\b)[^.!?]*\?\s*\S/i;

/** Whether a message in a booking asks something, in any of the ways visitors do. */
export function asksSomething(text: string, u: Understanding) {
  return [text, u.normalised].some((t) => {
    const clauses = t.split(/[,.;!?]/).map((c) => c.trim());
    return /\?\s*$/.test(t) || ASKED_THEN_TOLD.test(t) || clauses.some((c) => LEAD_THEN_ASKS.test(c)) || NO_CHEMICALS.test(t) || WH_QUESTION.test(t.trim()) || clauses.some((c) => WHAT_OR_HOW_CLAUSE.test(c)) || SIDE_ASKED.test(t);
  });
}

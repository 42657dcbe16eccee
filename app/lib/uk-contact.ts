// UK telephone numbers and postcodes: checked and stored in one normal form.
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { isValid as isValidPostcode, match as matchPostcodes, toNormalised } from "postcode";

/**
 * Ofcom's ranges reserved for drama and examples (01632 960xxx, 07700 900xxx, ...): real UK
 * formats that no line will ever be given. The phone library reports them as unallocated, but
 * the demo data and the business's default number use them.
 */
const FICTION_RANGES = /^(?:1632960\d{3}|7700900\d{3}|8081570\d{3}|9098790\d{3}|3069990\d{3}|(?:113|114|115|116|117|118|121|131|141|151|161)4960\d{3}|1914980\d{3}|2079460\d{3}|2896496\d{3}|2920180\d{3})$/;

/**
 * A UK telephone number in its national written form ("01635 123456", "07911 123456"), or null
 * when `input` is not a UK number. Accepts spaces, brackets, dashes and a +44 prefix.
 */
export function normaliseUkPhone(input: string): string | null {
  const text = input.trim();
  if (!/^[+\d(][\d\s().-]*$/.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, "GB");
  if (!phone || phone.countryCallingCode !== "44") return null;
  if (phone.isValid() || FICTION_RANGES.test(phone.nationalNumber)) return phone.formatNational();
  return null;
}

/** A UK postcode in upper case with one space ("RG14 5NG"), or null when `input` is not one. */
export function normaliseUkPostcode(input: string): string | null {
  const text = input.trim();
  if (!isValidPostcode(text)) return null;
  return toNormalised(text);
}

/** The first UK postcode written in a piece of text ("... at 15 Headley Road, rg145ng"), normalised, or null. */
export function postcodeIn(text: string): string | null {
  for (const found of matchPostcodes(text.slice(0, 5000))) {
    const postcode = normaliseUkPostcode(found);
    if (postcode) return postcode;
  }
  return null;
}

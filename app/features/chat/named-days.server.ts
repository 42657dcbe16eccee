/**
 * Days visitors name by name rather than by date: the bank holidays of England ("the late may bank holiday",
 * "Boxing Day"), the days counted from Easter ("Maundy Thursday"), the Sundays the clocks change and saints' and
 * other named days ("St Patrick's Day"), each found on or after a given day from the holiday calendar.
 */
import Holidays from "date-holidays";
import { isWeekend, shiftDay } from "~/lib/business-day";

/** Whether a day ("2026-12-28") falls Monday to Friday. */
const onWeekday = (day: string) => !isWeekend(day);

/** Named days that fall on the same date every year, by the name the rules below look for. */
const FIXED_DAYS: Record<string, string> = {
  "Christmas Eve": "12-24",
  "New Year's Eve": "12-31",
  "St Patrick's Day": "03-17",
  "St George's Day": "04-23",
  "St David's Day": "03-01",
  "St Andrew's Day": "11-30",
  "St Swithin's Day": "07-15",
  "Valentine's Day": "02-14",
  "Bonfire Night": "11-05",
  "Halloween": "10-31",
  "April Fools' Day": "04-01",
  "Burns Night": "01-25",
  "VE Day": "05-08",
  "Armistice Day": "11-11",
  "Midsummer's Day": "06-24",
  "Midsummer Eve": "06-23",
  "Twelfth Night": "01-05",
  "Lady Day": "03-25",
  "Michaelmas": "09-29",
  // The solstices, as people name them: the 21st of June and of December.
  "Longest Day": "06-21",
  "Shortest Day": "12-21",
};

/** The days of Holy Week, from Palm Sunday to the Saturday before Easter. */
const HOLY_WEEK = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** Bank holidays in England and the days around them that visitors name, by name, from the holiday calendar. */
const holidayCalendar = new Holidays("GB", "ENG");
const HOLIDAY_NAMES: Array<[RegExp, (name: string, date: string) => boolean]> = [
  [/\bgood friday\b/i, (n) => n === "Good Friday"],
  [/\beaster sunday\b/i, (n) => n === "Easter Sunday"],
  [/\beaster monday\b|\beaster bank holiday\b/i, (n) => n === "Easter Monday"],
  // "easter saturday" is the day before Easter Sunday; "easter tuesday" the day after Easter Monday.
  [/\beaster saturday\b/i, (n) => n === "saturday of Holy Week"],
  [/\beaster tuesday\b/i, (n) => n === "Easter Tuesday"],
  // "the late may bank holiday", "the last may bank holiday": the second of May's two, not the first.
  [/\bspring bank holiday\b|\bwhitsun\b|\b(?:late|last|second|end of|end-of|later) may (?:day )?bank holiday\b|\bbank holiday at the end of may\b/i, (n) => n === "Spring bank holiday"],
  [/\b(?:early |first )?may (?:day )?bank holiday\b|\bmay day\b/i, (n) => n === "Early May bank holiday"],
  [/\b(?:august|summer) bank holiday\b/i, (n) => n === "Summer bank holiday"],
  // "the boxing day bank holiday, the monday": the day off work, the substitute when the day itself falls at a weekend.
  [/\bboxing day bank holiday\b/i, (n, d) => n.startsWith("Boxing Day") && onWeekday(d)],
  [/\bchristmas(?: day)? bank holiday\b/i, (n, d) => n.startsWith("Christmas Day") && onWeekday(d)],
  [/\bnew year'?s?(?: day)? bank holiday\b/i, (n, d) => n.startsWith("New Year's Day") && onWeekday(d)],
  [/\bchristmas eve\b/i, (n) => n === "Christmas Eve"],
  [/\bchristmas(?: day)?\b(?! eve)/i, (n) => n === "Christmas Day"],
  [/\bboxing day\b/i, (n) => n === "Boxing Day"],
  [/\bnew year's eve\b/i, (n) => n === "New Year's Eve"],
  [/\bnew year's(?: day)?\b(?! eve)/i, (n) => n === "New Year's Day"],
  // Days people name that are no bank holidays: counted from Easter, or the Sundays the clocks change.
  [/\bpalm sunday\b/i, (n) => n === "Palm Sunday"],
  // "the Monday of Holy Week", "holy saturday": a day of the week before Easter.
  ...HOLY_WEEK.map((day): [RegExp, (name: string) => boolean] => [new RegExp(String.raw`\b(?:the )?${day} (?:of|in) holy week\b|\bholy ${day}\b`, "i"), (n) => n === `${day} of Holy Week`]),
  [/\bmaundy thursday\b/i, (n) => n === "Maundy Thursday"],
  [/\blow sunday\b/i, (n) => n === "Low Sunday"],
  [/\bascension (?:day|thursday)\b/i, (n) => n === "Ascension Day"],
  [/\b(?:pentecost|whit sunday)\b/i, (n) => n === "Pentecost"],
  [/\b(?:shrove tuesday|pancake day)\b/i, (n) => n === "Shrove Tuesday"],
  [/\bash wednesday\b/i, (n) => n === "Ash Wednesday"],
  [/\b(?:mothering sunday|mother'?s day)\b/i, (n) => n === "Mothering Sunday"],
  [/\bfather'?s'? day\b/i, (n) => n === "Father's Day"],
  [/\bclocks? (?:go |goes |going |change |changes |changing |spring )?(?:forwards?|on)\b/i, (n) => n === "Clocks forward"],
  [/\bclocks? (?:go |goes |going |change |changes |changing |fall )?back\b/i, (n) => n === "Clocks back"],
  // "when the clocks change": whichever change comes next.
  [/\bclocks? (?:change|changes|changing|go|goes|going)\b(?! (?:forwards?|on|back)\b)/i, (n) => n === "Clocks forward" || n === "Clocks back"],
  [/\bst\.? patrick'?s'? day\b|\bsaint patrick'?s'? day\b|\bpaddy'?s'? day\b/i, (n) => n === "St Patrick's Day"],
  [/\bst\.? george'?s'? day\b|\bsaint george'?s'? day\b/i, (n) => n === "St George's Day"],
  [/\bst\.? david'?s'? day\b|\bsaint david'?s'? day\b/i, (n) => n === "St David's Day"],
  [/\bst\.? andrew'?s'? day\b|\bsaint andrew'?s'? day\b/i, (n) => n === "St Andrew's Day"],
  [/\bst\.? swithin'?s'? day\b/i, (n) => n === "St Swithin's Day"],
  [/\bvalentine'?s'?(?: day)?\b/i, (n) => n === "Valentine's Day"],
  [/\b(?:bonfire night|guy fawkes(?: night)?)\b/i, (n) => n === "Bonfire Night"],
  [/\bhallowe'?en\b/i, (n) => n === "Halloween"],
  [/\bapril fool'?s'?(?: day)?\b/i, (n) => n === "April Fools' Day"],
  [/\bburns night\b/i, (n) => n === "Burns Night"],
  [/\bv\.?e\.? day\b/i, (n) => n === "VE Day"],
  [/\b(?:armistice day|remembrance day)\b/i, (n) => n === "Armistice Day"],
  [/\bremembrance sunday\b/i, (n) => n === "Remembrance Sunday"],
  [/\bmidsummer'?s?(?: night)? eve\b/i, (n) => n === "Midsummer Eve"],
  [/\bmidsummer'?s?(?: day)?\b(?!'?s? eve\b| night)/i, (n) => n === "Midsummer's Day"],
  [/\btwelfth night\b/i, (n) => n === "Twelfth Night"],
  [/\blady day\b/i, (n) => n === "Lady Day"],
  [/\bmichaelmas(?: day)?\b/i, (n) => n === "Michaelmas"],
  [/\blongest day\b|\bsummer solstice\b/i, (n) => n === "Longest Day"],
  [/\bshortest day\b|\bwinter solstice\b/i, (n) => n === "Shortest Day"],
];

/** The named days of year `y` beyond the bank holidays: those counted from Easter, the Sundays the clocks change and the fixed ones. */
function namedDays(y: number) {
  const easter = holidayCalendar.getHolidays(y).find((h) => h.name === "Easter Sunday")?.date.slice(0, 10);
  const fromEaster = (name: string, days: number) => (easter ? [{ name, date: shiftDay(easter, days) }] : []);
  const lastSunday = (month: number) => {
    const end = new Date(Date.UTC(y, month + 1, 0, 12));
    return new Date(end.getTime() - end.getUTCDay() * 86_400_000).toISOString().slice(0, 10);
  };
  return [
    ...fromEaster("Palm Sunday", -7),
    ...HOLY_WEEK.flatMap((day, i) => fromEaster(`${day} of Holy Week`, i - 7)),
    ...fromEaster("Maundy Thursday", -3),
    ...fromEaster("Easter Tuesday", 2),
    // Low Sunday: the Sunday after Easter.
    ...fromEaster("Low Sunday", 7),
    ...fromEaster("Ascension Day", 39),
    ...fromEaster("Pentecost", 49),
    ...fromEaster("Shrove Tuesday", -47),
    ...fromEaster("Ash Wednesday", -46),
    ...fromEaster("Mothering Sunday", -21),
    // Father's Day: the third Sunday in June.
    { name: "Father's Day", date: new Date(Date.UTC(y, 5, 1 + ((7 - new Date(Date.UTC(y, 5, 1)).getUTCDay()) % 7) + 14, 12)).toISOString().slice(0, 10) },
    // Remembrance Sunday: the second Sunday in November.
    { name: "Remembrance Sunday", date: new Date(Date.UTC(y, 10, 1 + ((7 - new Date(Date.UTC(y, 10, 1)).getUTCDay()) % 7) + 7, 12)).toISOString().slice(0, 10) },
    { name: "Clocks forward", date: lastSunday(2) },
    { name: "Clocks back", date: lastSunday(9) },
    ...Object.entries(FIXED_DAYS).map(([name, md]) => ({ name, date: `${y}-${md}` })),
  ];
}

/** Whether a day ("2026-05-04") is a bank holiday in England, when no planned work is done. */
export function isBankHoliday(day: string) {
  const hit = holidayCalendar.isHoliday(new Date(`${day}T12:00:00Z`));
  return Array.isArray(hit) && hit.some((h) => h.type === "public");
}

/** A working day: Monday to Friday and no bank holiday. */
export function isWorkingDay(day: string) {
  return onWeekday(day) && !isBankHoliday(day);
}

/** The working day `n` working days after `day` (before it when `n` is negative): "2 working days later", "the next working day". */
export function shiftWorkingDays(day: string, n: number) {
  let at = day;
  for (let left = Math.abs(n); left > 0; ) if (isWorkingDay((at = shiftDay(at, Math.sign(n))))) left--;
  return at;
}

/** The next day on or after `today` that a named holiday ("Easter Monday", "Boxing Day") falls on. */
export function holidayDate(text: string, today: string): string | undefined {
  const rule = HOLIDAY_NAMES.find(([re]) => re.test(text));
  if (!rule) return undefined;
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const days = [...holidayCalendar.getHolidays(y).map((h) => ({ name: h.name, date: h.date.slice(0, 10) })), ...namedDays(y)];
    const hit = days.filter((h) => rule[1](h.name, h.date) && h.date >= today).sort((a, b) => a.date.localeCompare(b.date))[0];
    if (hit) return hit.date;
  }
  return undefined;
}

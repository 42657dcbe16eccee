import { mscc5Code, type Mscc5Code } from "./mscc5-codes";

// A run's grades from its observations (docs/decisions/0094): each coded observation has a grade
// 1–5 in its group (the code's grade, raised by its percentage where the table says so); the run's
// structural grade and its service grade are the highest of its observations in that group (1 when
// there is none); the run's serviceability is the Drain Repair Book's letter: A serviceable (every
// grade 1–2), B serviceable but to watch (a grade 3), C unserviceable, needs repair (a grade 4 or 5).

export type Serviceability = "A" | "B" | "C";

export type GradedObservation = { code: string; percentage?: number | null };

export type RunGrades = { structural: number; service: number; serviceability: Serviceability };

/** An observation's grade in its group, or null for a construction or miscellaneous code (or a code outside the table). */
export function observationGrade(observation: GradedObservation): number | null {
  const entry = mscc5Code(observation.code);
  if (!entry || entry.grade === null) return null;
  return gradeOf(entry, observation.percentage ?? null);
}

function gradeOf(entry: Mscc5Code, percentage: number | null): number {
  let grade = entry.grade ?? 1;
  if (percentage !== null && entry.gradeByPercent) {
    const step = entry.gradeByPercent.find((s) => percentage >= s.atLeast);
    if (step) grade = Math.max(grade, step.grade);
  }
  return Math.min(5, Math.max(1, grade));
}

/** The serviceability letter for a grade: 1–2 A, 3 B, 4–5 C. */
export function serviceabilityOf(grade: number): Serviceability {
  if (grade >= 4) return "C";
  if (grade === 3) return "B";
  return "A";
}

export function gradeRun(observations: readonly GradedObservation[]): RunGrades {
  let structural = 1;
  let service = 1;
  for (const o of observations) {
    const entry = mscc5Code(o.code);
    if (!entry || entry.grade === null) continue;
    const g = gradeOf(entry, o.percentage ?? null);
    if (entry.group === "structural") structural = Math.max(structural, g);
    else if (entry.group === "service") service = Math.max(service, g);
  }
  return { structural, service, serviceability: serviceabilityOf(Math.max(structural, service)) };
}

export const SERVICEABILITY_WORDS: Record<Serviceability, string> = {
  A: "Grade A: serviceable",
  B: "Grade B: serviceable, to be watched",
  C: "Grade C: not serviceable, needs repair",
};

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

function countWords(n: number, one: string, many: string): string {
  const word = n < NUMBER_WORDS.length ? NUMBER_WORDS[n] : String(n);
  return `${word} ${n === 1 ? one : many}`;
}

/**
 * The survey's finding in one or two plain sentences for a home owner or buyer: how many defects need
 * repair (grade 4–5), how many to watch (grade 3), and whether the rest is serviceable.
 */
export function plainSummary(observations: readonly GradedObservation[], runsAbandoned = 0): string {
  let repair = 0;
  let watch = 0;
  for (const o of observations) {
    const g = observationGrade(o);
    if (g === null) continue;
    if (g >= 4) repair += 1;
    else if (g === 3) watch += 1;
  }
  const parts: string[] = [];
  if (repair === 0 && watch === 0) parts.push("No defect needs repair; the drains surveyed are serviceable.");
  else {
    const first = repair > 0 ? `${countWords(repair, "defect needs", "defects need")} repair` : "";
    const second = watch > 0 ? `${countWords(watch, "defect is", "defects are")} worth watching` : "";
    const joined = [first, second].filter(Boolean).join(" and ");
    parts.push(`${joined[0].toUpperCase()}${joined.slice(1)}; the rest is serviceable.`);
  }
  if (runsAbandoned > 0) parts.push(`${countWords(runsAbandoned, "run", "runs").replace(/^./, (s) => s.toUpperCase())} could not be surveyed to the end.`);
  return parts.join(" ");
}

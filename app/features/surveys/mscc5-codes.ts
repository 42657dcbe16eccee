// The observation codes a drain survey may use: the domestic subset of the WRc Manual of Sewer
// Condition Classification (MSCC5), as data. Each code has its group, the attributes the code needs
// (clock positions, a percentage, a size in mm, a continuous start and finish) and the indicative
// grade used for the run's grade (docs/decisions/0094). The meanings are our own plain words for a
// home owner or buyer, not the manual's text.
//
// Grades: `grade` is the code's grade on the 1–5 scale (1 = minor, 5 = needs attention now) in its
// group (structural or service); `gradeByPercent` raises it by the recorded percentage (a 40 %
// deformation is worse than a 5 % one). Construction and miscellaneous codes carry no grade.

export type CodeGroup = "structural" | "service" | "construction" | "miscellaneous";

/** Which clock positions a code needs: none, one (`at`), or two (`from` and `to`, a band round the pipe). */
export type ClockNeed = "none" | "one" | "two";

export type Mscc5Code = {
  code: string;
  /** The short name as a surveyor says it. */
  name: string;
  /** What it means for the owner of the drain, in plain words. */
  meaning: string;
  group: CodeGroup;
  clock: ClockNeed;
  /** A percentage is required (of the bore lost, the area, the cross-section…). */
  percentage: boolean;
  /** A size in millimetres is required (a gap, a connection's diameter, a step). */
  dimensionMm: boolean;
  /** May run along the pipe: recorded with a start and a finish distance. */
  continuous: boolean;
  /** Structural or service grade 1–5 before the percentage; null for construction and miscellaneous. */
  grade: number | null;
  /** Percentage thresholds raising the grade: the first whose `atLeast` the percentage reaches, from the top. */
  gradeByPercent?: { atLeast: number; grade: number }[];
};

const c = (
  code: string,
  name: string,
  group: CodeGroup,
  grade: number | null,
  meaning: string,
  needs: Partial<Pick<Mscc5Code, "clock" | "percentage" | "dimensionMm" | "continuous" | "gradeByPercent">> = {},
): Mscc5Code => ({
  code,
  name,
  meaning,
  group,
  clock: needs.clock ?? "none",
  percentage: needs.percentage ?? false,
  dimensionMm: needs.dimensionMm ?? false,
  continuous: needs.continuous ?? false,
  grade,
  ...(needs.gradeByPercent ? { gradeByPercent: needs.gradeByPercent } : {}),
});

const BY_LOSS = [
  { atLeast: 50, grade: 5 },
  { atLeast: 20, grade: 4 },
  { atLeast: 10, grade: 3 },
];

export const MSCC5_CODES: readonly Mscc5Code[] = [
  // Structural: the pipe itself is damaged
  c("CC", "Crack, circumferential", "structural", 1, "A hairline crack around the pipe. The pipe is still in one piece; watch it.", { clock: "two", continuous: true }),
  c("CL", "Crack, longitudinal", "structural", 2, "A hairline crack along the pipe. The pipe still holds its shape, but it may let water in or out.", { clock: "one", continuous: true }),
  c("CM", "Crack, multiple", "structural", 3, "Several cracks close together. The pipe is weakening and may break up in time.", { clock: "two", continuous: true }),
  c("FC", "Fracture, circumferential", "structural", 3, "A visible break around the pipe, open enough to leak and to let soil or roots in.", { clock: "two", continuous: true }),
  c("FL", "Fracture, longitudinal", "structural", 3, "A visible break along the pipe, open enough to leak; the pipe may start to lose its shape.", { clock: "one", continuous: true }),
  c("FM", "Fracture, multiple", "structural", 4, "Several breaks in one place. The pipe is badly damaged and needs repair.", { clock: "two", continuous: true }),
  c("B", "Broken", "structural", 4, "Pieces of the pipe wall are out of place. Soil can fall in and the drain can block or collapse.", { clock: "two", continuous: true }),
  c("H", "Hole", "structural", 4, "A hole in the pipe wall. Water leaks out and soil or roots can get in.", { clock: "two", percentage: true }),
  c("D", "Deformed", "structural", 2, "The pipe has been squashed out of round. Mild deformation of a plastic pipe is common; a large one needs repair.", {
    clock: "none",
    percentage: true,
    continuous: true,
    gradeByPercent: [
      { atLeast: 10, grade: 5 },
      { atLeast: 5, grade: 4 },
      { atLeast: 3, grade: 3 },
    ],
  }),
  c("X", "Collapsed", "structural", 5, "The pipe has collapsed. The drain cannot work here and must be replaced.", { percentage: true }),
  c("JDS", "Joint displaced, small", "structural", 1, "Two pipe lengths are slightly out of line at a joint. Usually harmless.", { dimensionMm: false }),
  c("JDM", "Joint displaced, medium", "structural", 2, "Two pipe lengths are out of line at a joint. It can catch paper and waste and may leak.", {}),
  c("JDL", "Joint displaced, large", "structural", 4, "Two pipe lengths are badly out of line at a joint. It catches waste, leaks and lets roots in; it needs repair.", {}),
  c("OJS", "Open joint, small", "structural", 1, "A small gap at a joint between two pipe lengths.", { dimensionMm: true }),
  c("OJM", "Open joint, medium", "structural", 2, "A gap at a joint between two pipe lengths; water can escape and roots can get in.", { dimensionMm: true }),
  c("OJL", "Open joint, large", "structural", 4, "A wide gap at a joint: the soil around the pipe can be seen. It needs repair.", { dimensionMm: true }),
  c("SW", "Surface wear", "structural", 2, "The inside surface of the pipe is worn. Watch it; it is not failing yet.", { clock: "two", continuous: true }),
  c("LX", "Lining defect", "structural", 3, "A lining fitted earlier inside the pipe is damaged, wrinkled or detached.", { clock: "two", continuous: true }),
  // Service: something in the pipe stops the flow
  c("RF", "Roots, fine", "service", 2, "Fine roots have come in through a joint or crack. They catch waste and grow; cutting them is advised.", { clock: "two", percentage: true, continuous: true, gradeByPercent: BY_LOSS }),
  c("RT", "Roots, tap", "service", 3, "A single thick root has come into the pipe. It blocks waste and will grow; cut it and repair the entry point.", { clock: "one", percentage: true, gradeByPercent: BY_LOSS }),
  c("RM", "Roots, mass", "service", 4, "A mass of roots fills part of the pipe. The drain will block; the roots must be cut out and the entry repaired.", {
    clock: "two",
    percentage: true,
    continuous: true,
    gradeByPercent: BY_LOSS,
  }),
  c("DEG", "Deposits, grease", "service", 2, "Fat and grease have built up on the pipe wall and narrow it. Jetting removes it.", { clock: "two", percentage: true, continuous: true, gradeByPercent: BY_LOSS }),
  c("DER", "Deposits, coarse", "service", 2, "Stones, gravel or rubble lie in the pipe and narrow it. Jetting removes them.", { percentage: true, continuous: true, gradeByPercent: BY_LOSS }),
  c("DES", "Deposits, fine (silt)", "service", 2, "Silt has settled in the pipe and narrows it. Jetting removes it.", { percentage: true, continuous: true, gradeByPercent: BY_LOSS }),
  c("ENC", "Encrustation", "service", 2, "Hard scale has formed on the pipe wall where water seeps in. It narrows the pipe and can be cut away.", {
    clock: "two",
    percentage: true,
    continuous: true,
    gradeByPercent: BY_LOSS,
  }),
  c("ENF", "Fouling", "service", 1, "Soft dirt and debris cling to the pipe wall. Jetting cleans it.", { clock: "two", percentage: true, continuous: true }),
  c("OB", "Obstruction", "service", 3, "Something that should not be there blocks part of the pipe (a brick, a tool, a wipe build-up).", { clock: "two", percentage: true, gradeByPercent: BY_LOSS }),
  c("WL", "Water level", "service", 1, "Water stands in the pipe: a sign of a dip or a blockage further along.", { percentage: true, continuous: true, gradeByPercent: [{ atLeast: 30, grade: 3 }] }),
  c("IS", "Infiltration, seeping", "service", 2, "Groundwater seeps in through the pipe wall or a joint.", { clock: "one" }),
  c("ID", "Infiltration, dripping", "service", 3, "Groundwater drips into the pipe through a defect.", { clock: "one" }),
  c("IR", "Infiltration, running", "service", 4, "Groundwater runs into the pipe through a defect: the defect is open to the ground.", { clock: "one" }),
  c("V", "Vermin", "service", 2, "Rats or other vermin seen in the pipe: a defect nearby may let them in or out.", {}),
  // Construction: how the drain is built (no grade)
  c("JN", "Junction", "construction", null, "Another pipe joins here through a fitted junction.", { clock: "one", dimensionMm: true }),
  c("CN", "Connection", "construction", null, "Another pipe is connected here (not through a fitted junction).", { clock: "one", dimensionMm: true }),
  c("CXD", "Connection defective", "structural", 3, "A side pipe has been broken into the drain or sticks into it; it can catch waste and leak.", { clock: "one", dimensionMm: true }),
  c("LD", "Line deviates down", "construction", null, "The pipe turns downwards here.", {}),
  c("LU", "Line deviates up", "construction", null, "The pipe turns upwards here.", {}),
  c("LL", "Line deviates left", "construction", null, "The pipe turns to the left here.", {}),
  c("LR", "Line deviates right", "construction", null, "The pipe turns to the right here.", {}),
  c("MC", "Material change", "construction", null, "The pipe changes from one material to another here (for example clay to plastic).", {}),
  c("DC", "Dimension change", "construction", null, "The pipe changes size here.", { dimensionMm: true }),
  c("MH", "Manhole or inspection chamber", "construction", null, "An access point (manhole or inspection chamber) on the run.", {}),
  c("GY", "Gully", "construction", null, "A gully: a trapped inlet taking rain or waste water into the drain.", {}),
  c("RE", "Rodding eye", "construction", null, "A rodding eye: a small capped access for clearing the drain.", {}),
  // Miscellaneous: about the survey itself (no grade)
  c("ST", "Start of survey", "miscellaneous", null, "The camera starts recording this run here.", {}),
  c("FH", "Finish of survey", "miscellaneous", null, "The camera finishes this run here.", {}),
  c("SA", "Survey abandoned", "miscellaneous", null, "The survey could not go further here (a blockage, a collapse, a bend the camera cannot pass).", {}),
  c("CU", "Camera underwater", "miscellaneous", null, "The camera was under water here, so the pipe could not be seen.", { continuous: true }),
  c("GP", "General photograph", "miscellaneous", null, "A photograph of the pipe at this point, for the record.", {}),
  c("GO", "General observation", "miscellaneous", null, "A note by the surveyor about this point.", {}),
  c("SC", "Shape change", "miscellaneous", null, "The pipe changes shape here.", {}),
  c("WR", "Water level, reverse gradient", "service", 3, "Water stands because the pipe falls the wrong way here: waste will settle and block it.", { percentage: true, continuous: true }),
];

const BY_CODE = new Map(MSCC5_CODES.map((entry) => [entry.code, entry]));

/** The table's entry for a code, or undefined for a code outside the table. */
export function mscc5Code(code: string): Mscc5Code | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

/** Every code, as the options of a select ("FC — Fracture, circumferential"). */
export const MSCC5_CODE_OPTIONS = MSCC5_CODES.map((entry) => ({ value: entry.code, label: `${entry.code} — ${entry.name}` }));

export const CODE_GROUP_LABELS: Record<CodeGroup, string> = {
  structural: "Structural",
  service: "Service",
  construction: "Construction",
  miscellaneous: "Miscellaneous",
};

import { mscc5Code } from "./mscc5-codes";
import type { ObservationValues } from "./surveys.schema";

// The checks of an observation against the code table and its run, shared by the server (which
// decides) and the engineer's phone (which tells the engineer at once, even offline).

/** The checks of an observation against its code and its run; field messages for each failure. */
export function observationProblems(values: ObservationValues, lengthM: number): Record<string, string> {
  const problems: Record<string, string> = {};
  const entry = mscc5Code(values.code);
  if (!entry) {
    problems.code = `${values.code} is not a code of the survey table: choose one from the list`;
    return problems;
  }
  if (values.distanceM > lengthM) problems.distanceM = `The distance is beyond the ${lengthM} m surveyed on this run`;
  if (entry.clock === "one" && values.clockFrom === null) problems.clockFrom = `${entry.code} needs its clock position (1 to 12)`;
  if (entry.clock === "two") {
    if (values.clockFrom === null) problems.clockFrom = `${entry.code} needs the clock position it starts at (1 to 12)`;
    if (values.clockTo === null) problems.clockTo = `${entry.code} needs the clock position it ends at (1 to 12)`;
  }
  if (entry.percentage && values.percentage === null) problems.percentage = `${entry.code} needs a percentage`;
  if (entry.dimensionMm && values.dimensionMm === null) problems.dimensionMm = `${entry.code} needs a size in mm`;
  if (values.continuousEndM !== null) {
    if (!entry.continuous) problems.continuousEndM = `${entry.code} is recorded at one point: leave the finish empty`;
    else if (values.continuousEndM <= values.distanceM) problems.continuousEndM = "The finish must be further along than the start";
    else if (values.continuousEndM > lengthM) problems.continuousEndM = `The finish is beyond the ${lengthM} m surveyed on this run`;
  }
  return problems;
}

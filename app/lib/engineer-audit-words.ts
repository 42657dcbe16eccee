// The history's sentences for an engineer's actions on a visit (audit actions "engineer_<action>",
// recorded on the visit's job). Browser-safe.

const str = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

const SATISFACTION: Record<string, string> = { very_satisfied: "very satisfied", satisfied: "satisfied", not_satisfied: "not satisfied" };

/** The sentence for an engineer's action, or null when `action` is not one. */
export function engineerActionWords(action: string, changes: Record<string, unknown>): string | null {
  switch (action) {
    case "engineer_on_my_way":
      return "The engineer set off for the visit (the customer was told they are on the way)";
    case "engineer_arrived":
      return "The engineer arrived on site";
    case "engineer_pause":
      return "The engineer paused the visit";
    case "engineer_resume":
      return "The engineer resumed the visit";
    case "engineer_finish":
      return "The engineer finished the visit";
    case "engineer_could_not_attend":
      return `The engineer could not attend${str(changes.reason) ? `: ${str(changes.reason)}` : ""}`;
    case "engineer_save_notes":
      return "The engineer updated the notes of work done";
    case "engineer_tick":
      return `${changes.done === false ? "Unticked" : "Ticked"} “${str(changes.item) ?? "a checklist item"}” on the visit's checklist`;
    case "engineer_add_line":
      return `Added ${str(changes.quantity) ?? ""} × ${str(changes.item) ?? "an item"} to the visit's job sheet`.replace("Added  × ", "Added ");
    case "engineer_remove_line":
      return `Removed ${str(changes.item) ?? "a line"} from the visit's job sheet`;
    case "engineer_add_photo":
      return `Added a ${str(changes.phase) === "other" ? "" : `${str(changes.phase) ?? ""} `}photo to the visit`.replace("a  photo", "a photo");
    case "engineer_follow_up":
      return changes.followUp
        ? `Flagged the visit for a follow-up${str(changes.reason) ? `: ${str(changes.reason)}` : ""}`
        : "Cleared the visit's follow-up flag";
    case "engineer_sign":
      return `Signed by ${str(changes.signedName) ?? "the customer"}${str(changes.satisfaction) ? ` (${SATISFACTION[str(changes.satisfaction)!] ?? str(changes.satisfaction)})` : ""}`;
    case "engineer_take_payment":
      return `Payment of ${str(changes.amount) ?? "money"} taken on site${str(changes.method) ? ` (${str(changes.method)!.replace("_", " ")})` : ""}`;
    default:
      return null;
  }
}

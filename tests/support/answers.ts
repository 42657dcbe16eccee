import { dateToLondonInput } from "~/lib/business-day";

/** What staff record when a customer answers a quote by phone: how, who, and when (now unless given). */
export function toldByPhone(overrides: Record<string, unknown> = {}) {
  return { responseMethod: "phone", respondedName: "Jo Smith", respondedAt: dateToLondonInput(new Date()), ...overrides };
}

// A document's lifecycle as data: which actions each status allows and the status an action leads to.
// The server refuses an action the status does not allow; the pages show only the allowed buttons.

export type ActionRule<S extends string> = { from: readonly S[]; to?: S };

export function defineStatusMachine<S extends string, A extends string>(rules: Record<A, ActionRule<S>>) {
  return {
    rules,
    /** Whether `action` is allowed for a document in `status`. */
    can(action: A, status: S): boolean {
      // An action the machine has no rule for (a core action a kind does not offer) is never allowed.
      return rules[action]?.from.includes(status) ?? false;
    },
    /** Every action allowed in `status`, in the order the rules list them. */
    allowed(status: S): A[] {
      return (Object.keys(rules) as A[]).filter((a) => rules[a].from.includes(status));
    },
    /** The status `action` leads to (undefined for an action that keeps the status). */
    target(action: A): S | undefined {
      return rules[action]?.to;
    },
  };
}

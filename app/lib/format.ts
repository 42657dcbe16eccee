// Display formats: UK English and pounds sterling. The formatter is made once: building an Intl
// formatter costs far more than using one.

const money = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/** 123450 -> "£1,234.50" */
export function formatPence(pence: number) {
  return money.format(pence / 100);
}

/** "in_progress" -> "in progress" (underscores shown as spaces). */
export function humanise(value: string) {
  return value.replaceAll("_", " ");
}

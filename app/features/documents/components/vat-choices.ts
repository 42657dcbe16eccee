// The VAT rates a line or a document is offered: the UK's standard, reduced and zero rates.
export const VAT_CHOICES = [
  { value: "20", label: "20% (standard)" },
  { value: "5", label: "5% (reduced)" },
  { value: "0", label: "0% (zero-rated, exempt or outside the scope)" },
];

/** The choices, with `current` added when it is another rate (a document saved at 17.5%, say). */
export function vatChoicesWith(current: string) {
  return VAT_CHOICES.some((c) => c.value === current) ? VAT_CHOICES : [...VAT_CHOICES, { value: current, label: `${current}%` }];
}

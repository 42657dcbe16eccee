import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { FieldError } from "~/features/documents/components/document-form-parts";

type Fields = { depositKind: FieldMetadata<string | undefined>; depositPercent: FieldMetadata<string | undefined>; depositAmount: FieldMetadata<string | undefined> };

/** The quote form's deposit: none, a percentage of the total or a fixed amount, asked for on acceptance. */
export function DepositFields({ fields }: { fields: Fields }) {
  const kind = fields.depositKind.value ?? "none";
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="space-y-2">
        <Label htmlFor={fields.depositKind.id}>Deposit on acceptance</Label>
        <NativeSelect id={fields.depositKind.id} name={fields.depositKind.name} defaultValue={fields.depositKind.initialValue ?? "none"} key={fields.depositKind.key}>
          <option value="none">No deposit</option>
          <option value="percent">A percentage of the total</option>
          <option value="amount">A fixed amount</option>
        </NativeSelect>
        <FieldError field={fields.depositKind} />
      </div>
      {kind === "percent" ? (
        <div className="space-y-2">
          <Label htmlFor={fields.depositPercent.id}>Deposit (% of the total with VAT)</Label>
          <Input {...getInputProps(fields.depositPercent, { type: "text" })} inputMode="decimal" placeholder="25" />
          <FieldError field={fields.depositPercent} />
        </div>
      ) : null}
      {kind === "amount" ? (
        <div className="space-y-2">
          <Label htmlFor={fields.depositAmount.id}>Deposit amount (£)</Label>
          <Input {...getInputProps(fields.depositAmount, { type: "text" })} inputMode="decimal" placeholder="500.00" />
          <FieldError field={fields.depositAmount} />
        </div>
      ) : null}
    </div>
  );
}

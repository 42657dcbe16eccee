import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { PLACEHOLDERS, REMINDER_STAGES, STAGE_KEYS, type ReminderStage, type StageDefinition, type StageSetting } from "../reminder-stages";

export type SettingsFormState = {
  /** The values posted, by field name ("invoice_due.subject"), shown again after a refusal. */
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
};

function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

function StageCard({ stage, setting, state }: { stage: ReminderStage; setting: StageSetting; state: SettingsFormState }) {
  const def: StageDefinition = REMINDER_STAGES[stage];
  const name = (field: string) => `${stage}.${field}`;
  const posted = state.values;
  const value = (field: "days" | "subject" | "body", saved: string) => (posted ? (posted[name(field)] ?? "") : saved);
  const enabled = posted ? posted[name("enabled")] === "on" : setting.enabled;
  const error = (field: string) => state.fieldErrors?.[name(field)];
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{def.label}</h2>
        </CardTitle>
        <CardDescription>Placeholders: {PLACEHOLDERS[def.subject].map((p) => `{${p}}`).join(" ")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center gap-3">
          <Switch id={name("enabled")} name={name("enabled")} value="on" defaultChecked={enabled} />
          <Label htmlFor={name("enabled")}>Send this reminder</Label>
        </div>
        {def.days ? (
          <div className="space-y-1">
            <Label htmlFor={name("days")}>Days</Label>
            <div className="flex flex-wrap items-center gap-2">
              <Input
                id={name("days")}
                name={name("days")}
                type="number"
                inputMode="numeric"
                min={def.days.min}
                max={def.days.max}
                step={1}
                className="w-24"
                defaultValue={value("days", String(setting.days ?? def.days.default))}
                aria-invalid={error("days") ? true : undefined}
                aria-describedby={error("days") ? `${name("days")}-error` : undefined}
              />
              <span className="text-sm text-muted-foreground">{def.days.reads}</span>
            </div>
            <FieldMessage id={`${name("days")}-error`} message={error("days")} />
          </div>
        ) : null}
        <div className="space-y-1">
          <Label htmlFor={name("subject")}>Subject</Label>
          <Input
            id={name("subject")}
            name={name("subject")}
            maxLength={200}
            defaultValue={value("subject", setting.subject)}
            aria-invalid={error("subject") ? true : undefined}
            aria-describedby={error("subject") ? `${name("subject")}-error` : undefined}
          />
          <FieldMessage id={`${name("subject")}-error`} message={error("subject")} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={name("body")}>Message</Label>
          <Textarea
            id={name("body")}
            name={name("body")}
            rows={4}
            maxLength={2000}
            defaultValue={value("body", setting.body)}
            aria-invalid={error("body") ? true : undefined}
            aria-describedby={error("body") ? `${name("body")}-error` : undefined}
          />
          <FieldMessage id={`${name("body")}-error`} message={error("body")} />
        </div>
      </CardContent>
    </Card>
  );
}

/** The whole schedule and wording, one card per stage, saved together. */
export function ReminderSettingsForm({ settings, state }: { settings: Record<ReminderStage, StageSetting>; state: SettingsFormState }) {
  return (
    <Form method="post" className="space-y-6" noValidate>
      {STAGE_KEYS.map((stage) => (
        <StageCard key={stage} stage={stage} setting={settings[stage]} state={state} />
      ))}
      <div className="flex justify-end">
        <Button type="submit">Save reminder settings</Button>
      </div>
    </Form>
  );
}

import { Printer, Send } from "lucide-react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { ConfirmAction } from "~/components/confirm-action";
import { Button, buttonVariants } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { MARK_SENT_CHANNELS, SEND_CHANNEL_LABELS, SEND_MESSAGE_MAX } from "../document-delivery";

// How staff issue a quote or invoice: Send opens a preview of the e-mail (recipients, subject, the
// text, the attachment) with a message of their own to add, and only its confirm sends; Mark as sent
// records one handed over, posted or read out by phone; Print opens the PDF to print.

/** What the record page's loader gives for `?send`: the e-mail Send would send, or why it cannot. */
export type SendPreview =
  | { ok: true; to: string; subject: string; text: string; attachment: string; resend: boolean }
  | { ok: false; refusal: string; reason: string | null };

/** Send (or Send again): a link that opens the preview on this page. */
export function SendButton({ again }: { again: boolean }) {
  return (
    <Button asChild variant={again ? "outline" : "default"}>
      <Link to="?send" preventScrollReset>
        <Send className="size-4" aria-hidden="true" />
        {again ? "Send Again" : "Send to Customer"}
      </Link>
    </Button>
  );
}

/**
 * The e-mail that Send will send, for staff to read, with a message of their own to add above the
 * usual text; confirming posts `intent=send` and the message. When it cannot be sent (nobody to
 * e-mail, a quote past its date), it says why and what to do instead.
 */
export function SendPreviewDialog({ preview, noun }: { preview: SendPreview | null; noun: string }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  const close = () => navigate(".", { replace: true, preventScrollReset: true });
  return (
    <Dialog open={preview !== null} onOpenChange={(open) => (open ? null : close())}>
      {preview ? (
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{preview.ok ? `Send this ${noun}?` : `This ${noun} cannot be e-mailed`}</DialogTitle>
            <DialogDescription>{preview.ok ? "This is the e-mail that will go. Nothing is sent until you confirm." : preview.refusal}</DialogDescription>
          </DialogHeader>
          {preview.ok ? (
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="send" />
              <dl className="grid gap-1 text-sm">
                <dt className="text-muted-foreground">To</dt>
                <dd className="break-words" data-testid="send-preview-to">{preview.to}</dd>
                <dt className="text-muted-foreground">Subject</dt>
                <dd className="break-words">{preview.subject}</dd>
                <dt className="text-muted-foreground">Attachment</dt>
                <dd>{preview.attachment}</dd>
              </dl>
              <div className="space-y-1">
                <Label htmlFor="send-message">Your message (optional, goes above the text below)</Label>
                <Textarea id="send-message" name="message" maxLength={SEND_MESSAGE_MAX} rows={4} />
              </div>
              <pre className="max-h-48 overflow-y-auto whitespace-pre-wrap rounded-md border bg-muted/40 p-3 text-xs">{preview.text}</pre>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={close}>
                  Keep it
                </Button>
                <button type="submit" className={buttonVariants({ variant: "default" })} disabled={busy}>
                  {busy ? "Sending..." : preview.resend ? "Send again" : "Send e-mail"}
                </button>
              </DialogFooter>
            </Form>
          ) : (
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                Close
              </Button>
            </DialogFooter>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** Mark as sent: staff choose how the document reached the customer; nothing is e-mailed. */
export function MarkSentAction({ number, noun }: { number: string; noun: string }) {
  return (
    <ConfirmAction
      intent="markSent"
      label="Mark as Sent"
      title={`Mark ${number} as sent?`}
      description={`Use this when the ${noun} was given to the customer without e-mail. Its status becomes sent; nothing is e-mailed.`}
      confirmLabel="Mark as sent"
      variant="default"
      triggerVariant="outline"
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">How did it reach the customer?</legend>
        {MARK_SENT_CHANNELS.map((channel, i) => (
          <label key={channel} className="flex items-center gap-2 text-sm">
            <input type="radio" name="sentVia" value={channel} defaultChecked={i === 0} required />
            {SEND_CHANNEL_LABELS[channel]}
          </label>
        ))}
      </fieldset>
    </ConfirmAction>
  );
}

/** Print: the PDF opened in the browser (not downloaded), to print from there. */
export function PrintLink({ href }: { href: string }) {
  return (
    <Button asChild variant="outline">
      <a href={`${href}?inline=1`} target="_blank" rel="noopener">
        <Printer className="size-4" aria-hidden="true" />
        Print
      </a>
    </Button>
  );
}

import { useEffect, useId, useRef, useState } from "react";
import type { MyVisit } from "../engineer-types";
import { pounds } from "../engineer-format";
import type { QueuedAction } from "../offline-queue";
import { SurveySheet } from "./survey-sheet";
import { shrinkPhoto, type useVisit } from "./use-visit";

type Act = ReturnType<typeof useVisit>["act"];

const BIG = "min-h-12 rounded-lg px-4 py-3 text-base font-semibold disabled:opacity-50";
const PRIMARY = `${BIG} bg-primary text-primary-foreground`;
const FIELD = "min-h-12 w-full rounded-md border bg-background px-3 py-2 text-base";
const SATISFACTION = [
  ["very_satisfied", "Very satisfied"],
  ["satisfied", "Satisfied"],
  ["not_satisfied", "Not satisfied"],
] as const;

/** The job sheet: notes, checklist, materials and labour, photos, follow-up, signature, payment. */
export function JobSheet({ visit, act, pending }: { visit: MyVisit; act: Act; pending: QueuedAction[] }) {
  const closed = visit.status === "done" || visit.status === "could_not_attend";
  return (
    <section aria-labelledby="sheet-heading" className="space-y-6">
      <h2 id="sheet-heading" className="text-xl font-bold">
        Job sheet{closed ? " (closed)" : ""}
      </h2>
      <fieldset disabled={closed} className="space-y-6">
        <Notes visit={visit} act={act} />
        <Checklist visit={visit} act={act} />
        <Lines visit={visit} act={act} />
        <Photos visit={visit} act={act} pending={pending} />
      </fieldset>
      <SurveySheet visit={visit} act={act} pending={pending} closed={closed} />
      <fieldset disabled={closed} className="space-y-6">
        <FollowUp visit={visit} act={act} />
        <Signature visit={visit} act={act} />
      </fieldset>
      <Payment visit={visit} act={act} />
    </section>
  );
}

function Box({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="space-y-3 rounded-lg border p-4">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </div>
  );
}

function Notes({ visit, act }: { visit: MyVisit; act: Act }) {
  const [text, setText] = useState(visit.sheet.workDone ?? "");
  return (
    <Box title="Work done">
      <label htmlFor="work-done" className="sr-only">
        Notes of the work done
      </label>
      <textarea id="work-done" rows={5} className={FIELD} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="button" className={PRIMARY} disabled={text === (visit.sheet.workDone ?? "")} onClick={() => void act("save_notes", { workDone: text })}>
        Save notes
      </button>
    </Box>
  );
}

function Checklist({ visit, act }: { visit: MyVisit; act: Act }) {
  if (visit.checklist.length === 0) return null;
  return (
    <Box title="Checklist">
      <ul className="space-y-1">
        {visit.checklist.map((item) => (
          <li key={item.id}>
            <label className="flex min-h-12 cursor-pointer items-center gap-3">
              <input type="checkbox" className="size-6" checked={item.done} onChange={(e) => void act("tick", { itemId: item.id, done: e.target.checked })} />
              <span>{item.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </Box>
  );
}

function Lines({ visit, act }: { visit: MyVisit; act: Act }) {
  const [itemId, setItemId] = useState("");
  const [kind, setKind] = useState<"material" | "labour">("material");
  const [quantity, setQuantity] = useState("1");
  const valid = itemId && Number(quantity) > 0;
  return (
    <Box title="Materials and labour">
      {visit.lines.length > 0 ? (
        <ul className="space-y-1">
          {visit.lines.map((line) => (
            <li key={line.id} className="flex items-center justify-between gap-2">
              <span>
                {Number(line.quantity)} × {line.description} ({line.kind === "labour" ? "labour" : "material"}, {pounds(line.unitPricePence)} each)
              </span>
              <button type="button" className="min-h-12 px-2 underline" onClick={() => void act("remove_line", { lineId: line.id })}>
                Remove<span className="sr-only"> {line.description}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">Nothing added yet.</p>
      )}
      <div className="grid gap-2 sm:grid-cols-3">
        <label className="block sm:col-span-3">
          <span className="block font-medium">Price book item</span>
          <select className={FIELD} value={itemId} onChange={(e) => setItemId(e.target.value)}>
            <option value="">Choose…</option>
            {visit.priceBook.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({pounds(p.unitPricePence)})
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="block font-medium">Kind</span>
          <select className={FIELD} value={kind} onChange={(e) => setKind(e.target.value as "material" | "labour")}>
            <option value="material">Material</option>
            <option value="labour">Labour</option>
          </select>
        </label>
        <label className="block">
          <span className="block font-medium">Quantity</span>
          <input className={FIELD} inputMode="decimal" value={quantity} onChange={(e) => setQuantity(e.target.value)} />
        </label>
        <button
          type="button"
          className={`${PRIMARY} self-end`}
          disabled={!valid}
          onClick={() => {
            void act("add_line", { id: crypto.randomUUID(), priceBookItemId: itemId, kind, quantity: Number(quantity) });
            setItemId("");
            setQuantity("1");
          }}
        >
          Add line
        </button>
      </div>
    </Box>
  );
}

function Photos({ visit, act, pending }: { visit: MyVisit; act: Act; pending: QueuedAction[] }) {
  const [phase, setPhase] = useState<"before" | "after" | "other">("before");
  const [caption, setCaption] = useState("");
  const [busy, setBusy] = useState(false);
  const previews = new Map(pending.filter((p) => p.action === "add_photo").map((p) => [p.key, p.preview]));
  return (
    <Box title="Photos">
      {visit.photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2" aria-label="Photos of this visit">
          {visit.photos.map((photo) => (
            <li key={photo.id} data-testid="visit-photo">
              <img
                src={photo.mediaId ? `/engineer/media/${photo.mediaId}?size=thumb` : (previews.get(photo.id) ?? "")}
                alt={photo.caption ?? `${photo.phase} photo`}
                className="aspect-square w-full rounded object-cover"
              />
              <span className="text-xs">{photo.phase}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <label className="block">
        <span className="block font-medium">Before or after</span>
        <select className={FIELD} value={phase} onChange={(e) => setPhase(e.target.value as typeof phase)}>
          <option value="before">Before</option>
          <option value="after">After</option>
          <option value="other">Other</option>
        </select>
      </label>
      <label className="block">
        <span className="block font-medium">Caption (optional)</span>
        <input className={FIELD} value={caption} onChange={(e) => setCaption(e.target.value)} />
      </label>
      <label className={`${PRIMARY} block cursor-pointer text-center`}>
        {busy ? "Adding…" : "Take or choose a photo"}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (!file) return;
            setBusy(true);
            try {
              const { photo, preview } = await shrinkPhoto(file);
              await act("add_photo", { phase, ...(caption.trim() ? { caption: caption.trim() } : {}) }, { photo, preview });
              setCaption("");
            } finally {
              setBusy(false);
            }
          }}
        />
      </label>
    </Box>
  );
}

function FollowUp({ visit, act }: { visit: MyVisit; act: Act }) {
  const [on, setOn] = useState(visit.sheet.followUp);
  const [reason, setReason] = useState(visit.sheet.followUpReason ?? "");
  return (
    <Box title="Follow-up">
      <label className="flex min-h-12 items-center gap-3">
        <input type="checkbox" className="size-6" checked={on} onChange={(e) => setOn(e.target.checked)} />
        <span>Needs a follow-up visit</span>
      </label>
      {on ? (
        <label className="block">
          <span className="block font-medium">What for</span>
          <input className={FIELD} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
      ) : null}
      <button
        type="button"
        className={PRIMARY}
        disabled={(on && !reason.trim()) || (on === visit.sheet.followUp && (reason || "") === (visit.sheet.followUpReason ?? ""))}
        onClick={() => void act("follow_up", on ? { followUp: true, reason: reason.trim() } : { followUp: false })}
      >
        Save follow-up
      </button>
    </Box>
  );
}

function Signature({ visit, act }: { visit: MyVisit; act: Act }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<{ isEmpty(): boolean; clear(): void; toDataURL(type?: string): string } | null>(null);
  const [name, setName] = useState(visit.sheet.signedName ?? "");
  const [satisfaction, setSatisfaction] = useState<string>(visit.sheet.satisfaction ?? "");
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let live = true;
    // Loaded when the sheet is shown, not with the day's first page.
    void import("signature_pad").then(({ default: SignaturePad }) => {
      if (!live || !canvas.current) return;
      const c = canvas.current;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      c.width = c.offsetWidth * ratio;
      c.height = c.offsetHeight * ratio;
      c.getContext("2d")!.scale(ratio, ratio);
      pad.current = new SignaturePad(c, { backgroundColor: "rgb(255,255,255)" });
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <Box title="Customer's signature">
      {visit.sheet.signed ? (
        <p data-testid="signed">
          Signed by {visit.sheet.signedName}
          {visit.sheet.satisfaction ? ` (${SATISFACTION.find((s) => s[0] === visit.sheet.satisfaction)?.[1].toLowerCase()})` : ""}.
        </p>
      ) : null}
      <canvas ref={canvas} aria-label="Signature pad: sign here" className="h-40 w-full touch-none rounded border bg-white" />
      <button type="button" className="min-h-12 underline" onClick={() => pad.current?.clear()}>
        Clear signature
      </button>
      <label className="block">
        <span className="block font-medium">Name of the person signing</span>
        <input className={FIELD} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </label>
      <fieldset>
        <legend className="font-medium">How satisfied is the customer?</legend>
        {SATISFACTION.map(([value, label]) => (
          <label key={value} className="flex min-h-12 items-center gap-3">
            <input type="radio" name="satisfaction" className="size-6" value={value} checked={satisfaction === value} onChange={() => setSatisfaction(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className={PRIMARY}
        disabled={!name.trim() || !satisfaction}
        onClick={async () => {
          if (!pad.current || pad.current.isEmpty()) {
            setMissing(true);
            return;
          }
          setMissing(false);
          await act("sign", { signedName: name.trim(), satisfaction }, { photo: dataUrlToBlob(pad.current.toDataURL("image/png")) });
          pad.current.clear();
        }}
      >
        Save signature
      </button>
      {missing ? <p role="alert">Ask the customer to sign in the box first.</p> : null}
    </Box>
  );
}

function Payment({ visit, act }: { visit: MyVisit; act: Act }) {
  const [invoiceId, setInvoiceId] = useState(visit.unpaidInvoices[0]?.id ?? "");
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState("card");
  const [done, setDone] = useState(false);
  if (visit.unpaidInvoices.length === 0) return null;
  const invoice = visit.unpaidInvoices.find((i) => i.id === invoiceId);
  return (
    <Box title="Payment on site">
      <label className="block">
        <span className="block font-medium">Invoice</span>
        <select className={FIELD} value={invoiceId} onChange={(e) => setInvoiceId(e.target.value)}>
          {visit.unpaidInvoices.map((i) => (
            <option key={i.id} value={i.id}>
              {i.invoiceNumber}: {pounds(i.balancePence)} to pay
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="block font-medium">Amount (at most {invoice ? pounds(invoice.balancePence) : "the balance"})</span>
        <input className={FIELD} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <label className="block">
        <span className="block font-medium">Method</span>
        <select className={FIELD} value={method} onChange={(e) => setMethod(e.target.value)}>
          <option value="card">Card</option>
          <option value="cash">Cash</option>
          <option value="cheque">Cheque</option>
          <option value="bank_transfer">Bank transfer</option>
        </select>
      </label>
      <button
        type="button"
        className={PRIMARY}
        disabled={!amount.trim() || !invoiceId}
        onClick={() => {
          void act("take_payment", { invoiceId, amount: amount.trim(), method });
          setAmount("");
          setDone(true);
        }}
      >
        Record payment
      </button>
      {done ? <p role="status">Payment recorded; it is sent with your other changes.</p> : null}
    </Box>
  );
}

/** A data: URL's bytes as a Blob (without a fetch, which a phone offline may refuse). */
function dataUrlToBlob(url: string): Blob {
  const [head, data] = url.split(",");
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: /data:([^;]+)/.exec(head)?.[1] ?? "image/png" });
}

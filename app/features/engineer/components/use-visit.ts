import { useCallback, useEffect, useMemo, useState } from "react";
import type { EngineerAction, MyVisit } from "../engineer-types";
import { applyLocally } from "../local-apply";
import { enqueue, onQueue, queued, type QueuedAction } from "../offline-queue";

/**
 * A visit as the phone shows it: the last version the server sent (the page's data, or an action's
 * answer) with the actions still queued for it applied; `act` queues an action against the version
 * the phone knows (the queue rebases it as earlier ones are answered).
 */
export function useVisit(fromServer: MyVisit) {
  const [base, setBase] = useState(fromServer);
  const [pending, setPending] = useState<QueuedAction[]>([]);
  const [conflict, setConflict] = useState<MyVisit | null>(null);
  const [local, setLocal] = useState<QueuedAction[]>([]);
  useEffect(() => setBase((b) => (fromServer.version >= b.version || fromServer.id !== b.id ? fromServer : b)), [fromServer]);
  useEffect(() => {
    let live = true;
    const load = () => void queued().then((list) => live && setPending(list.filter((i) => i.visitId === fromServer.id)));
    load();
    const stop = onQueue((event) => {
      if (event.kind === "sent" && event.item.visitId === fromServer.id) setBase((b) => (event.visit.version >= b.version ? event.visit : b));
      if (event.kind === "conflict" && event.item.visitId === fromServer.id) setConflict(event.visit);
      load();
    });
    return () => {
      live = false;
      stop();
    };
  }, [fromServer.id]);
  const shown = useMemo(() => [...pending.filter((i) => i.state !== "refused"), ...local].reduce(applyLocally, base), [base, pending, local]);
  const act = useCallback(
    async (action: EngineerAction, payload: Record<string, unknown> = {}, extra: { photo?: Blob | null; preview?: string | null } = {}) => {
      // Shown at once; replaced by the stored action once the queue has it.
      const provisional: QueuedAction = {
        key: `local-${crypto.randomUUID()}`,
        visitId: fromServer.id,
        baseVersion: base.version,
        action,
        payload,
        preview: extra.preview ?? null,
        state: "waiting",
        createdAt: Date.now(),
      };
      setLocal((l) => [...l, provisional]);
      try {
        await enqueue({ visitId: fromServer.id, baseVersion: base.version, action, payload, photo: extra.photo ?? null, preview: extra.preview ?? null });
        const list = await queued();
        setPending(list.filter((i) => i.visitId === fromServer.id));
      } finally {
        setLocal((l) => l.filter((i) => i !== provisional));
      }
    },
    [base.version, fromServer.id],
  );
  const held = pending.filter((i) => i.state !== "waiting");
  const latest = conflict ?? (held.length > 0 ? base : null);
  return { visit: shown, base, pending, held, latest, act, setBase, clearConflict: () => setConflict(null) };
}

/** A photo made smaller for sending (at most 1600 px, JPEG) and a thumbnail to show meanwhile. */
export async function shrinkPhoto(file: Blob): Promise<{ photo: Blob; preview: string }> {
  const bitmap = await createImageBitmap(file);
  const draw = (side: number) => {
    const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas;
  };
  const photo = await new Promise<Blob>((resolve, reject) => draw(1600).toBlob((b) => (b ? resolve(b) : reject(new Error("photo"))), "image/jpeg", 0.8));
  const preview = draw(320).toDataURL("image/jpeg", 0.7);
  bitmap.close();
  return { photo, preview };
}

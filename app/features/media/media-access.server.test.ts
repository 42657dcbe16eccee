import { beforeAll, describe, expect, it } from "vitest";
import type { CustomerActor, EngineerActor, StaffActor } from "~/lib/actor";
import { systemActor } from "~/lib/actor";
import { makeContact, makeCustomer, makeJob, makeSite, makeStaff } from "../../../tests/support/factories";
import { makeEngineer, makeVisitWithMedia } from "../../../tests/support/visit-media";
import { customerPhotos, mayViewMedia, mediaForActor } from "./media-access.server";
import { listJobPhotos, setPhotoShareable } from "./visit-photos.server";
import { DomainError } from "~/lib/domain-error";

let staff: StaffActor;
let office: StaffActor;
let sam: EngineerActor;
let leah: EngineerActor;
let customerA: CustomerActor;
let customerB: CustomerActor;
let contactElsewhere: CustomerActor;
let contactHere: CustomerActor;
let jobId: string;
let done: Awaited<ReturnType<typeof makeVisitWithMedia>>;
let open: Awaited<ReturnType<typeof makeVisitWithMedia>>;

beforeAll(async () => {
  staff = await makeStaff();
  office = { ...(await makeStaff()), role: "office" };
  sam = await makeEngineer("Sam Hughes");
  leah = await makeEngineer("Leah Carter");
  const a = await makeCustomer({ name: "Alice Access", email: "alice.access@example.com" });
  const b = await makeCustomer({ name: "Bob Elsewhere" });
  const tenant = await makeContact({ customerId: a.id, name: "Tenant Here" });
  const other = await makeContact({ customerId: a.id, name: "Tenant Elsewhere" });
  const site = await makeSite({ customerId: a.id, address: "4 Lettings Row, Newbury", contactId: tenant.id });
  await makeSite({ customerId: a.id, address: "9 Other Row, Newbury", contactId: other.id });
  customerA = { kind: "customer", id: "acct-a", email: "alice.access@example.com", name: "Alice", customerId: a.id };
  customerB = { kind: "customer", id: "acct-b", email: "bob@example.com", name: "Bob", customerId: b.id };
  contactHere = { ...customerA, id: "acct-tenant", contactId: tenant.id };
  contactElsewhere = { ...customerA, id: "acct-other", contactId: other.id };
  jobId = (await makeJob({ customerId: a.id, siteId: site.id, title: "CCTV survey" })).id;
  done = await makeVisitWithMedia({
    jobId,
    engineerIds: [sam.id],
    photos: [{ phase: "before", caption: "Blocked gully" }, { phase: "other", caption: "Key safe code" }, { phase: "other", caption: "Manhole", shareable: true }],
  });
  open = await makeVisitWithMedia({ jobId, engineerIds: [leah.id], status: "scheduled", signature: false, photos: [{ phase: "before" }, { phase: "other", shareable: true }] });
});

async function visible(actor: Parameters<typeof mayViewMedia>[0]) {
  const ids = {
    before: done.photos[0].mediaId,
    private: done.photos[1].mediaId,
    shared: done.photos[2].mediaId,
    signature: done.signatureId!,
    openBefore: open.photos[0].mediaId,
    openShared: open.photos[1].mediaId,
  };
  const out: Record<string, boolean> = {};
  for (const [name, id] of Object.entries(ids)) out[name] = await mayViewMedia(actor, id);
  return out;
}

describe("who sees a stored image", () => {
  it("office staff see every image", async () => {
    expect(await visible(staff)).toEqual({ before: true, private: true, shared: true, signature: true, openBefore: true, openShared: true });
    expect(await visible(office)).toEqual({ before: true, private: true, shared: true, signature: true, openBefore: true, openShared: true });
  });

  it("an engineer sees only the images of visits they are assigned to", async () => {
    expect(await visible(sam)).toEqual({ before: true, private: true, shared: true, signature: true, openBefore: false, openShared: false });
    expect(await visible(leah)).toEqual({ before: false, private: false, shared: false, signature: false, openBefore: true, openShared: true });
  });

  it("the customer sees shared photos and what their finished visit's report shows, nothing else", async () => {
    expect(await visible(customerA)).toEqual({ before: true, private: false, shared: true, signature: true, openBefore: false, openShared: true });
    expect(await visible(contactHere)).toEqual({ before: true, private: false, shared: true, signature: true, openBefore: false, openShared: true });
  });

  it("another customer, a contact of other sites, the system and unknown ids see nothing", async () => {
    const none = { before: false, private: false, shared: false, signature: false, openBefore: false, openShared: false };
    expect(await visible(customerB)).toEqual(none);
    expect(await visible(contactElsewhere)).toEqual(none);
    expect(await visible(systemActor("test"))).toEqual(none);
    expect(await mayViewMedia(staff, "00000000-0000-4000-8000-000000000000")).toBe(false);
    expect(await mayViewMedia(staff, "not-a-uuid")).toBe(false);
  });

  it("mediaForActor gives the bytes only to those who may see them", async () => {
    const image = await mediaForActor({ actor: customerA, mediaId: done.photos[2].mediaId, variant: "thumb" });
    expect(image?.contentType).toBe("image/jpeg");
    expect(image?.bytes.length).toBeGreaterThan(100);
    expect(await mediaForActor({ actor: customerB, mediaId: done.photos[2].mediaId })).toBeNull();
  });

  it("the portal lists the photos the customer sees on their jobs, and none to anyone else", async () => {
    const ids = async (actor: Parameters<typeof customerPhotos>[0]["actor"]) =>
      (await customerPhotos({ actor, jobIds: [jobId, "not-a-uuid"] })).map((p) => p.mediaId).sort();
    const seen = [done.photos[0].mediaId, done.photos[2].mediaId, open.photos[1].mediaId].sort();
    expect(await ids(customerA)).toEqual(seen);
    expect(await ids(contactHere)).toEqual(seen);
    expect(await ids(customerB)).toEqual([]);
    expect(await ids(contactElsewhere)).toEqual([]);
    expect(await ids(staff)).toEqual([]);
    expect(await ids(sam)).toEqual([]);
    const [first] = await customerPhotos({ actor: customerA, jobIds: [jobId] });
    expect(first).toMatchObject({ jobId, phase: "before", caption: "Blocked gully" });
  });
});

describe("the office shares a photo with the customer", () => {
  it("lists the job's photos and toggles sharing, recorded in the job's history; the customer's view follows", async () => {
    const photos = await listJobPhotos({ actor: staff, jobId });
    expect(photos).toHaveLength(5);
    const keySafe = photos.find((p) => p.caption === "Key safe code")!;
    expect(keySafe.shareable).toBe(false);
    expect(await mayViewMedia(customerA, keySafe.mediaId)).toBe(false);

    await setPhotoShareable({ actor: office, jobId, photoId: keySafe.id, shareable: true });
    expect(await mayViewMedia(customerA, keySafe.mediaId)).toBe(true);
    await setPhotoShareable({ actor: office, jobId, photoId: keySafe.id, shareable: false });
    expect(await mayViewMedia(customerA, keySafe.mediaId)).toBe(false);

    const { listAuditEntries } = await import("~/features/audit/audit.server");
    const history = await listAuditEntries("job", jobId);
    expect(history.map((e) => e.action)).toEqual(expect.arrayContaining(["share_photo", "unshare_photo"]));
  });

  it("refuses engineers, customers and a photo of another job", async () => {
    const [photo] = await listJobPhotos({ actor: staff, jobId });
    await expect(setPhotoShareable({ actor: sam, jobId, photoId: photo.id, shareable: true })).rejects.toBeInstanceOf(DomainError);
    await expect(setPhotoShareable({ actor: customerA, jobId, photoId: photo.id, shareable: true })).rejects.toBeInstanceOf(DomainError);
    const otherJob = await makeJob();
    await expect(setPhotoShareable({ actor: staff, jobId: otherJob.id, photoId: photo.id, shareable: true })).rejects.toMatchObject({ code: "not_found" });
    await expect(listJobPhotos({ actor: customerA, jobId })).rejects.toBeInstanceOf(DomainError);
  });
});

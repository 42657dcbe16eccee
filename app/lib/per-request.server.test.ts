import { describe, expect, it } from "vitest";
import { oncePerRequest, REQUEST_KEY_HEADER } from "./per-request.server";

function counted() {
  let calls = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const memo = oncePerRequest(async () => {
    calls += 1;
    await gate;
    return calls;
  });
  return { memo, calls: () => calls, release };
}

const keyed = (key: string) => new Request("http://localhost/admin", { headers: { [REQUEST_KEY_HEADER]: key } });

describe("oncePerRequest", () => {
  it("answers every copy of a request (same server key) with one computation", async () => {
    const { memo, calls, release } = counted();
    // React Router gives the layout's and the page's loaders different request objects.
    const layout = memo(keyed("k1"));
    const page = memo(keyed("k1"));
    expect(page).toBe(layout);
    release();
    expect(await page).toBe(1);
    expect(calls()).toBe(1);
  });

  it("computes separately for different requests", async () => {
    const { memo, calls, release } = counted();
    const first = memo(keyed("a"));
    const second = memo(keyed("b"));
    expect(second).not.toBe(first);
    release();
    await Promise.all([first, second]);
    expect(calls()).toBe(2);
  });

  it("keeps nothing once the answer has settled: a later ask of the same request computes again", async () => {
    const { memo, calls, release } = counted();
    release();
    await memo(keyed("c"));
    await memo(keyed("c"));
    expect(calls()).toBe(2);
  });

  it("without a server key, shares an answer only with the same request object", async () => {
    const { memo, calls, release } = counted();
    const request = new Request("http://localhost/admin");
    expect(memo(request)).toBe(memo(request));
    expect(memo(new Request("http://localhost/admin"))).not.toBe(memo(request));
    release();
    expect(calls()).toBe(2);
  });
});

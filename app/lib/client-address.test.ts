import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./client-address";

describe("clientAddressKey", () => {
  it("keeps an IPv4 address as it is, including one written in IPv6 form", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every IPv6 address of one /64 network under one key, and other networks apart", () => {
    const a = clientAddressKey("2001:db8:1234:5678::1");
    expect(a).toBe("2001:db8:1234:5678::/64");
    expect(clientAddressKey("2001:0db8:1234:5678:ffff:eeee:dddd:cccc")).toBe(a);
    expect(clientAddressKey("2001:DB8:1234:5678:0:0:0:abcd")).toBe(a);
    expect(clientAddressKey("fe80::1%eth0")).toBe("fe80::/64");
    expect(clientAddressKey("2001:db8:1234:5679::1")).not.toBe(a);
  });

  it("keeps something that is not an address as written, shortened, and names a missing one", () => {
    expect(clientAddressKey("not-an-ip")).toBe("not-an-ip");
    expect(clientAddressKey("x".repeat(300))).toHaveLength(100);
    expect(clientAddressKey("")).toBe("unknown");
    expect(clientAddressKey(null)).toBe("unknown");
  });
});

import ipaddr from "ipaddr.js";

/**
 * The key a per-address limit counts a client under. An IPv4 address is its own key. An IPv6
 * address counts under its /64 network: one home or one server is usually given a whole /64 and
 * can pick any address in it, so counting single IPv6 addresses would let one client take a new
 * allowance with every request. An IPv4 address written in IPv6 form (::ffff:a.b.c.d) is the IPv4
 * address. Anything that is not an address (a misconfigured proxy) is kept as written, shortened.
 */
export function clientAddressKey(ip: string | null | undefined): string {
  const raw = (ip ?? "").trim();
  if (!raw) return "unknown";
  // A zone index (fe80::1%eth0) is local to the host and says nothing about the client.
  const withoutZone = raw.replace(/%.*$/, "");
  if (!ipaddr.isValid(withoutZone)) return raw.slice(0, 100);
  const parsed = ipaddr.parse(withoutZone);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${v6.toString()}/64`);
  return `${network.toString()}/64`;
}

import { BlockList, isIPv4, isIPv6 } from "node:net";

// The origin of links sent by mail (sign-in confirmations, invites, unlock links). A link in mail is
// followed later, by someone who trusts our mail: its host must never come from whoever sent the
// request, unless that someone is on this machine.

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** True for an address of this machine: 127.0.0.0/8, ::1 (however written), and IPv4-mapped 127.x. */
export function isLoopbackAddress(ip: string | undefined): boolean {
  if (!ip) return false;
  const address = ip.trim().toLowerCase().replace(/%.*$/, "");
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1] ?? address;
  if (isIPv4(v4)) return LOOPBACK.check(v4, "ipv4");
  return isIPv6(address) && LOOPBACK.check(address, "ipv6");
}

/**
 * PUBLIC_URL's origin when it is set. Without it, the request's own origin (its Host) only when the
 * request comes from this machine; from anywhere else, `localOrigin`, the server's own address here.
 */
export function mailOrigin(input: {
  publicUrl?: string | undefined;
  requestUrl: string;
  clientIp: string | undefined;
  localOrigin: string;
}): string {
  if (input.publicUrl) return new URL(input.publicUrl).origin;
  if (isLoopbackAddress(input.clientIp)) return new URL(input.requestUrl).origin;
  return new URL(input.localOrigin).origin;
}

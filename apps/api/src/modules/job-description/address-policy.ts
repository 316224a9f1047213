import ipaddr from 'ipaddr.js';

/** 2000::/3, the only IPv6 block IANA hands out as global unicast; the rest is reserved. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/** Ranges ipaddr.js does not name that still reach the provider's own services. */
const METADATA_V6 = ipaddr.IPv6.parse('fd00:ec2::254');

function embeddedIPv4(address: ipaddr.IPv6, range: string): ipaddr.IPv4 | undefined {
  const bytes = address.toByteArray();
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      // ::ffff:a.b.c.d, ::ffff:0:a.b.c.d and 64:ff9b::a.b.c.d keep the IPv4 address last.
      return new ipaddr.IPv4(bytes.slice(12, 16));
    case '6to4':
      // 2002:AABB:CCDD::/48 routes to AA.BB.CC.DD.
      return new ipaddr.IPv4(bytes.slice(2, 6));
    default:
      return undefined;
  }
}

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  // Everything ipaddr.js names (loopback, private, linkLocal — 169.254.169.254 too —
  // carrierGradeNat, multicast, unspecified, broadcast, reserved and documentation…) is refused.
  return address.range() === 'unicast';
}

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  if (address.match(METADATA_V6, 128)) return false;
  const range = address.range();
  const v4 = embeddedIPv4(address, range);
  if (v4) return range !== 'rfc6145' && isPublicIPv4(v4);
  return range === 'unicast' && address.match(GLOBAL_UNICAST_V6);
}

/**
 * Whether a server may be fetched at this address: a public unicast IPv4 or IPv6 address.
 * IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4) are judged by that address;
 * IPv4-compatible (::a.b.c.d), Teredo and every other special range are refused. Anything that
 * does not parse as an address is refused.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.parse(bare);
  return parsed.kind() === 'ipv4'
    ? isPublicIPv4(parsed as ipaddr.IPv4)
    : isPublicIPv6(parsed as ipaddr.IPv6);
}

import ipaddr from 'ipaddr.js';

/**
 * Which addresses outgoing calls may reach: only globally routed unicast. Loopback, private,
 * carrier-grade NAT, link-local (cloud metadata at 169.254.169.254), unique-local (metadata
 * at fd00:ec2::254), multicast, reserved and documentation ranges are refused; IPv4-mapped
 * IPv6 is judged as the IPv4 address it carries; NAT64, 6to4 and Teredo (which tunnel to an
 * IPv4 address of the caller's choosing) are refused. `allowed` networks (CIDR) are let
 * through: for tests and closed networks only.
 */
export class AddressPolicy {
  private readonly allowed: readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];

  constructor(allowedNetworks: readonly string[] = []) {
    this.allowed = allowedNetworks.map((cidr) => ipaddr.parseCIDR(cidr.trim()));
  }

  /** Why the address is refused, or null when it may be reached. */
  refusal(address: string): string | null {
    if (!ipaddr.isValid(address)) return 'not an IP address';
    let ip = ipaddr.parse(address);
    if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) {
      ip = (ip as ipaddr.IPv6).toIPv4Address();
    }
    for (const [network, bits] of this.allowed) {
      if (network.kind() === ip.kind() && ip.match(network, bits)) return null;
    }
    const range = ip.range();
    return range === 'unicast' ? null : `${range} address`;
  }
}

import { err, ok, type Result } from '#domain/shared/result.ts';

/** A staff wifi network as the connection tab lists it: what the network is called and its SSID. */
export type WifiNetwork = { title: string; ssid: string };

export const MAX_WIFI_NETWORKS = 10;
export const MAX_EGRESS_NETWORKS = 20;

export type CidrError = { code: 'NETWORK.INVALID' };

type Parsed = { version: 4 | 6; bits: bigint; prefix: number };

const parseIpv4 = (input: string): bigint | null => {
  const parts = input.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (
      !/^\d{1,3}$/.test(part) ||
      Number(part) > 255 ||
      (part.length > 1 && part.startsWith('0'))
    ) {
      return null;
    }
    value = (value << 8n) | BigInt(part);
  }
  return value;
};

const parseIpv6 = (input: string): bigint | null => {
  if (!/^[\da-f:.]+$/i.test(input) || input.split('::').length > 2) return null;
  const [head = '', tail] = input.split('::');
  const groups = (text: string) => (text === '' ? [] : text.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An IPv4 tail (`::ffff:203.0.113.7`) counts as two groups.
  const last = right.length > 0 ? right : left;
  const lastGroup = last.at(-1);
  if (lastGroup?.includes('.')) {
    const v4 = parseIpv4(lastGroup);
    if (v4 === null) return null;
    last.splice(-1, 1, ((v4 >> 16n) & 0xffffn).toString(16), (v4 & 0xffffn).toString(16));
  }
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  let value = 0n;
  for (const group of [...left, ...Array<string>(missing).fill('0'), ...right]) {
    if (!/^[\da-f]{1,4}$/i.test(group)) return null;
    value = (value << 16n) | BigInt(`0x${group}`);
  }
  return value;
};

const parse = (input: string): Parsed | null => {
  const [address = '', prefixText, extra] = input.trim().split('/');
  if (extra !== undefined) return null;
  const v4 = parseIpv4(address);
  const version = v4 !== null ? 4 : 6;
  const bits = v4 ?? parseIpv6(address);
  if (bits === null) return null;
  const width = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? width : Number(prefixText);
  return prefix > width ? null : { version, bits, prefix };
};

const hostMask = (version: 4 | 6, prefix: number) =>
  (1n << BigInt((version === 4 ? 32 : 128) - prefix)) - 1n;

const formatIpv4 = (bits: bigint) =>
  [24n, 16n, 8n, 0n].map((shift) => String((bits >> shift) & 0xffn)).join('.');

const formatIpv6 = (bits: bigint) => {
  const groups = Array.from({ length: 8 }, (_, index) =>
    ((bits >> BigInt((7 - index) * 16)) & 0xffffn).toString(16),
  );
  // The longest run of two or more zero groups becomes `::` (RFC 5952).
  let best = { start: -1, length: 1 };
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === '0') length += 1;
    if (length > best.length) best = { start, length };
  }
  if (best.start < 0) return groups.join(':');
  const before = groups.slice(0, best.start).join(':');
  const after = groups.slice(best.start + best.length).join(':');
  return `${before}::${after}`;
};

/**
 * An egress address or network as the connection tab takes it (decision 062): an IPv4 or IPv6
 * address (a single host) or a CIDR block. Stored as PostgreSQL writes a `cidr`: the network
 * address and its prefix (`203.0.113.7/32`, `198.51.100.0/24`). A block with host bits set
 * (`203.0.113.7/24`) is refused rather than silently widened: the owner may have meant either.
 */
export const parseCidr = (input: string): Result<string, CidrError> => {
  const parsed = parse(input);
  if (!parsed) return err({ code: 'NETWORK.INVALID' });
  const { version, bits, prefix } = parsed;
  if ((bits & hostMask(version, prefix)) !== 0n) return err({ code: 'NETWORK.INVALID' });
  return ok(`${version === 4 ? formatIpv4(bits) : formatIpv6(bits)}/${prefix}`);
};

/** Whether `address` (an IP, as the server sees the caller) lies in `cidr` (one parseCidr gave). */
export const cidrContains = (cidr: string, address: string): boolean => {
  const network = parse(cidr);
  const host = parse(address);
  if (!network || !host || network.version !== host.version) return false;
  const mask = hostMask(network.version, network.prefix);
  return (host.bits & ~mask) === (network.bits & ~mask);
};

/** The `cidr` a single address is stored as: `/32` or `/128`; null for something not an IP. */
export const hostCidr = (address: string): string | null => {
  const parsed = parse(address.split('/')[0] ?? '');
  if (!parsed) return null;
  const single = parseCidr(`${address.split('/')[0]}/${parsed.version === 4 ? 32 : 128}`);
  return single.ok ? single.value : null;
};

/**
 * Whether a heartbeat from `address` counts as on site (docs/spec/decisions.md section 4): any
 * address when the dealership configured no egress network, else one inside them. The database
 * computes the same with `<<=` (sellers.repository.ts); this is the rule the connection tab shows.
 */
export const isOnSite = (egressNetworks: readonly string[], address: string | null): boolean =>
  egressNetworks.length === 0 ||
  (address !== null && egressNetworks.some((cidr) => cidrContains(cidr, address)));

/**
 * A tiny authoritative DNS responder on loopback UDP, for the release check: it answers A queries
 * for the names it is given (with a short TTL, so that a moved name is followed quickly), NOERROR
 * with no answer for other types of those names, and NXDOMAIN for every other name. Enough for
 * nginx's resolver, which asks over UDP.
 */
import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';

const TYPE_A = 1;
const CLASS_IN = 1;

export interface DnsResponder {
  port: number;
  /** Points `name` at an IPv4 address; answers carry it from the next query on. */
  set(name: string, ipv4: string): void;
  /** How many queries were answered, per name (lower case). */
  queries: Map<string, number>;
  close(): Promise<void>;
}

/** The question of a DNS query: its name, type and where the question section ends; undefined if malformed. */
function readQuestion(packet: Buffer): { name: string; type: number; end: number } | undefined {
  if (packet.length < 12 || packet.readUInt16BE(4) !== 1) return undefined;
  const labels: string[] = [];
  let offset = 12;
  while (offset < packet.length) {
    const length = packet[offset];
    if (length === 0) break;
    if (length > 63 || offset + 1 + length > packet.length) return undefined;
    labels.push(packet.toString('latin1', offset + 1, offset + 1 + length));
    offset += 1 + length;
  }
  if (offset + 5 > packet.length) return undefined;
  return { name: labels.join('.').toLowerCase(), type: packet.readUInt16BE(offset + 1), end: offset + 5 };
}

/** The answer to `query`, with `address` as its A record when the name is known. */
function answer(query: Buffer, address: string | undefined, known: boolean, ttlSeconds: number): Buffer | undefined {
  const question = readQuestion(query);
  if (!question) return undefined;
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  const recursionDesired = query.readUInt16BE(2) & 0x0100;
  const withAnswer = known && address !== undefined && question.type === TYPE_A;
  // QR (answer) | AA (authoritative) | RD copied | RCODE 0, or 3 (NXDOMAIN) for an unknown name.
  header.writeUInt16BE(0x8000 | 0x0400 | recursionDesired | (known ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(withAnswer ? 1 : 0, 6);
  const parts = [header, query.subarray(12, question.end)];
  if (withAnswer) {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(TYPE_A, 2);
    record.writeUInt16BE(CLASS_IN, 4);
    record.writeUInt32BE(ttlSeconds, 6);
    record.writeUInt16BE(4, 10);
    address.split('.').forEach((octet, index) => record.writeUInt8(Number(octet), 12 + index));
    parts.push(record);
  }
  return Buffer.concat(parts);
}

/** Starts the responder on 127.0.0.1:`port` (0: any free port). */
export async function startDnsResponder(port = 0, ttlSeconds = 1): Promise<DnsResponder> {
  const records = new Map<string, string>();
  const queries = new Map<string, number>();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, peer) => {
    const question = readQuestion(message);
    if (!question) return;
    queries.set(question.name, (queries.get(question.name) ?? 0) + 1);
    const reply = answer(message, records.get(question.name), records.has(question.name), ttlSeconds);
    if (reply) socket.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  return {
    port: (socket.address() as AddressInfo).port,
    set: (name, ipv4) => records.set(name.toLowerCase(), ipv4),
    queries,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

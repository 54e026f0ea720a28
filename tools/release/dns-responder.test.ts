/** @jest-environment node */
import dgram from 'node:dgram';
import { startDnsResponder } from './dns-responder';

/** A query for `name` of `type` (1: A, 28: AAAA), as a stub resolver sends it. */
function query(id: number, name: string, type: number): Buffer {
  const labels = name.split('.').map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)]));
  const header = Buffer.from([id >> 8, id & 0xff, 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0]);
  return Buffer.concat([header, ...labels, Buffer.from([0, 0, type, 0, 1])]);
}

async function ask(port: number, packet: Buffer): Promise<Buffer> {
  const socket = dgram.createSocket('udp4');
  try {
    return await new Promise<Buffer>((resolve) => {
      socket.on('message', resolve);
      socket.send(packet, port, '127.0.0.1');
    });
  } finally {
    socket.close();
  }
}

describe('the release check DNS responder', () => {
  it('answers A for a known name with its current address and TTL, NXDOMAIN for others, no answer for AAAA', async () => {
    const dns = await startDnsResponder(0, 1);
    try {
      dns.set('API.exchange.test', '127.0.0.1');
      const first = await ask(dns.port, query(0x1234, 'api.exchange.test', 1));
      expect(first.readUInt16BE(0)).toBe(0x1234);
      expect(first.readUInt16BE(2) & 0x000f).toBe(0);
      expect(first.readUInt16BE(6)).toBe(1);
      expect([...first.subarray(first.length - 4)]).toEqual([127, 0, 0, 1]);
      expect(first.readUInt32BE(first.length - 10)).toBe(1);
      dns.set('api.exchange.test', '127.0.0.2');
      const moved = await ask(dns.port, query(2, 'api.exchange.test', 1));
      expect([...moved.subarray(moved.length - 4)]).toEqual([127, 0, 0, 2]);
      const unknown = await ask(dns.port, query(3, 'other.example', 1));
      expect(unknown.readUInt16BE(2) & 0x000f).toBe(3);
      const v6 = await ask(dns.port, query(4, 'api.exchange.test', 28));
      expect(v6.readUInt16BE(2) & 0x000f).toBe(0);
      expect(v6.readUInt16BE(6)).toBe(0);
      expect(dns.queries.get('api.exchange.test')).toBe(3);
    } finally {
      await dns.close();
    }
  });
});

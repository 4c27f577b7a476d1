import { generateKeyPairSync } from 'node:crypto';
import { createSocket } from 'node:dgram';
import type { DNSResolver } from '../../../../apps/server/src/modules/inbound-mail/mail-authentication.ts';
import { argOf, isRunByHand, serveByHand } from './by-hand.ts';

const TXT = 16;
const CLASS_IN = 1;
/** Answers stay below the 512 bytes plain DNS over UDP carries; a longer one would need TCP. */
const MAX_UDP_ANSWER = 512;

/**
 * The DNS that received mail is checked against (SPF records, DKIM keys, DMARC policies), as a
 * table the test fills: answers in the shapes node:dns gives (TXT as arrays of chunks), and
 * ENOTFOUND for any name it was not told, so no test ever asks the real DNS.
 */
export class DnsStandIn {
  private readonly records = new Map<string, string[][]>();
  private failure: string | null = null;

  readonly resolver: DNSResolver = async (name, rrtype) => {
    if (this.failure) throw Object.assign(new Error(`${rrtype} ${name}: ${this.failure}`), { code: this.failure });
    const answer = this.records.get(`${rrtype}:${name.toLowerCase()}`);
    if (!answer) throw Object.assign(new Error(`query${rrtype} ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return answer;
  };

  publishTxt(name: string, text: string): void {
    // TXT strings longer than 255 characters travel in chunks, as a real answer brings them.
    const chunks = text.match(/.{1,255}/g) ?? [''];
    this.records.set(`TXT:${name.toLowerCase()}`, [...(this.records.get(`TXT:${name.toLowerCase()}`) ?? []), chunks]);
  }

  /** SPF for `domain` that permits only `ips` to send as it, and, unless null, a DMARC policy. */
  publishDomain(domain: string, options: { spfIps: string[]; dmarc: 'reject' | 'none' | null }): void {
    this.publishTxt(domain, `v=spf1 ${options.spfIps.map((ip) => `ip4:${ip}`).join(' ')} -all`);
    if (options.dmarc) this.publishTxt(`_dmarc.${domain}`, `v=DMARC1; p=${options.dmarc}`);
  }

  /** Takes back what was published for `domain` (its SPF and DMARC): it then proves nothing. */
  forgetDomain(domain: string): void {
    this.records.delete(`TXT:${domain.toLowerCase()}`);
    this.records.delete(`TXT:_dmarc.${domain.toLowerCase()}`);
  }

  /** A DKIM key published as `<selector>._domainkey.<domain>`; returns the private key to sign with. */
  publishDkimKey(domain: string, selector: string): string {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    this.publishTxt(`${selector}._domainkey.${domain}`, `v=DKIM1; k=rsa; p=${spki}`);
    return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  }

  /** Every lookup fails with `code` (SERVFAIL, ETIMEOUT) until called with null. */
  failWith(code: string | null): void {
    this.failure = code;
  }

  /**
   * The same table as a DNS server on 127.0.0.1 over UDP (RFC 1035), for a Kinframe process of its
   * own (DNS_SERVERS): TXT questions answered from the table, every other name or type NXDOMAIN.
   */
  async serve(port = 0): Promise<{ address: string; env(): Record<string, string>; close(): Promise<void> }> {
    const socket = createSocket('udp4');
    socket.on('message', (query, from) => {
      const answer = this.answer(query);
      if (answer) socket.send(answer, from.port, from.address);
    });
    await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
    const address = `127.0.0.1:${socket.address().port}`;
    return {
      address,
      env: () => ({ DNS_SERVERS: address }),
      close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
    };
  }

  /** The reply to one query message, or null for one too broken to answer. */
  private answer(query: Buffer): Buffer | null {
    if (query.length < 12 || query.readUInt16BE(4) !== 1) return null;
    const labels: string[] = [];
    let at = 12;
    while (at < query.length && query[at] !== 0) {
      const length = query[at] ?? 0;
      labels.push(query.subarray(at + 1, at + 1 + length).toString('latin1'));
      at += 1 + length;
    }
    const questionEnd = at + 5;
    if (questionEnd > query.length) return null;
    const type = query.readUInt16BE(at + 1);
    const records =
      type === TXT && !this.failure ? this.records.get(`TXT:${labels.join('.').toLowerCase()}`) : undefined;
    const answers = (records ?? []).map((chunks) => {
      const data = Buffer.concat(
        chunks.map((chunk) => Buffer.concat([Buffer.from([chunk.length]), Buffer.from(chunk, 'latin1')])),
      );
      const head = Buffer.alloc(12);
      head.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      head.writeUInt16BE(TXT, 2);
      head.writeUInt16BE(CLASS_IN, 4);
      head.writeUInt32BE(60, 6);
      head.writeUInt16BE(data.length, 10);
      return Buffer.concat([head, data]);
    });
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    // A response, recursion as asked and available; NXDOMAIN for a name the table lacks (SERVFAIL when failing).
    const rcode = this.failure ? 2 : records ? 0 : 3;
    header.writeUInt16BE(0x8080 | (query.readUInt16BE(2) & 0x0100) | rcode, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const reply = Buffer.concat([header, query.subarray(12, questionEnd), ...answers]);
    return reply.length <= MAX_UDP_ANSWER ? reply : null;
  }
}

// `node --import tsx packages/testkit/src/standins/dns.ts --port N [--publish domain=ip,...]`: SPF
// for each domain naming the ips allowed to send as it, with a DMARC policy of reject.
if (isRunByHand(import.meta.url)) {
  const standin = new DnsStandIn();
  for (const pair of (argOf('--publish') ?? '').split(',').filter(Boolean)) {
    const [domain = '', ip = '127.0.0.1'] = pair.split('=');
    standin.publishDomain(domain, { spfIps: [ip], dmarc: 'reject' });
  }
  serveByHand(await standin.serve(Number(argOf('--port') ?? 0)));
}

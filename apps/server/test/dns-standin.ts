import { generateKeyPairSync } from 'node:crypto';
import type { DNSResolver } from '../src/modules/inbound-mail/mail-authentication.ts';

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
}

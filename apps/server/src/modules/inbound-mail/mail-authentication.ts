import { promises as dns } from 'node:dns';
import { createReadStream } from 'node:fs';
import type { AuthenticateResult, DNSResolver } from 'mailauth';
import { getDomain } from 'tldts';

export type { DNSResolver };

/** What a received mail proves about the address in its From header. */
export interface MailAuthentication {
  /** The From header's address, lower-cased; null when there is not exactly one. */
  from: string | null;
  /**
   * The From address's domain vouches for the mail: DMARC passes (an SPF or DKIM pass aligned with
   * that domain), or, for a domain that publishes no DMARC policy, such an aligned pass all the same.
   */
  isAuthentic: boolean;
  /**
   * The From address's domain publishes a DMARC policy and this mail fails it: a forgery by that
   * domain's own word (a domain with no policy proves nothing either way).
   */
  isForged: boolean;
  /** The Authentication-Results line, for the operator's log when a mail is held. */
  summary: string;
}

/** A DNS answer slower than this counts as no answer: a mail is held rather than kept waiting. */
const LOOKUP_TIMEOUT_MS = 5000;

/**
 * The system's DNS, or the servers named (DNS_SERVERS), each lookup bounded in time. Tests in process
 * pass a stand-in instead (the app's context).
 */
export function systemDnsResolver(servers: string[] | null = null): DNSResolver {
  const resolver = new dns.Resolver();
  if (servers) resolver.setServers(servers);
  return (name, rrtype) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(Object.assign(new Error(`DNS lookup of ${name} timed out`), { code: 'ETIMEOUT' })),
        LOOKUP_TIMEOUT_MS,
      );
      resolver.resolve(name, rrtype).then(
        (answer) => {
          clearTimeout(timer);
          resolve(answer as string[][] | string[]);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/** Relaxed alignment (RFC 7489 3.1): the same organisational domain. */
function isAligned(fromDomain: string, domain: string): boolean {
  const organisation = (name: string) => getDomain(name) ?? name;
  return organisation(fromDomain) === organisation(domain.toLowerCase());
}

function judge(result: AuthenticateResult): MailAuthentication {
  const headerFrom = result.dkim.headerFrom ?? [];
  const from = headerFrom.length === 1 && headerFrom[0]?.includes('@') ? headerFrom[0].toLowerCase() : null;
  const summary = result.headers.split('\r\n').join(' ').trim();
  if (from === null) return { from, isAuthentic: false, isForged: false, summary };
  const dmarc = result.dmarc ? result.dmarc.status.result : 'none';
  if (dmarc === 'pass') return { from, isAuthentic: true, isForged: false, summary };
  if (dmarc !== 'none') return { from, isAuthentic: false, isForged: dmarc === 'fail', summary };
  // No DMARC policy published: the same alignment DMARC would ask for.
  const fromDomain = domainOf(from);
  const dkimAligned = result.dkim.results.some(
    (row) => row.status.result === 'pass' && isAligned(fromDomain, row.signingDomain ?? ''),
  );
  const spfAligned =
    result.spf !== false && result.spf.status.result === 'pass' && isAligned(fromDomain, result.spf.domain ?? '');
  return { from, isAuthentic: dkimAligned || spfAligned, isForged: false, summary };
}

/**
 * Checks SPF (the sending machine `ip` for the envelope `sender`'s domain), DKIM and DMARC of a
 * spooled message with mailauth. Without `ip` (a mail posted by a provider's webhook) only DKIM can
 * pass. DNS failures count as no proof: the mail is then treated as unproved, never as proved.
 */
export async function authenticateMail(
  file: string,
  options: { ip?: string; helo?: string; sender: string; resolver: DNSResolver; mta: string },
): Promise<MailAuthentication> {
  // Loaded on the first mail: only the processes that receive mail pay for mailauth.
  const { authenticate } = await import('mailauth');
  const result = await authenticate(createReadStream(file), {
    ip: options.ip,
    helo: options.helo,
    sender: options.sender || undefined,
    mta: options.mta,
    resolver: options.resolver,
    disableArc: true,
    disableBimi: true,
  });
  return judge(result);
}

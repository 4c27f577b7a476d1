import { LIMITS } from '@kinframe/contract';
import { SMTPServer } from 'smtp-server';
import {
  InboundMailRefusal,
  type InboundMailService,
  MAX_RECIPIENTS,
  tooManyRecipients,
} from './inbound-mail.service.ts';

function refusal(code: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * The SMTP receiver of photos by mail (smtp-server). Unknown recipients, and any past the 10th, are
 * refused at RCPT TO; a sending machine or a sender past its mails per hour at MAIL FROM; a message
 * over the size limit while it streams (spooled to DATA_DIR/tmp, never held whole in memory); one
 * with too many parts, no picture, or no usable picture at the end of DATA. Each refusal is an SMTP
 * error that says why. No authentication: anyone may send photos to
 * a person's product address, as to any mailbox; the email shield decides what gets in.
 */
export function createSmtpReceiver(deps: {
  inboundMail: InboundMailService;
  hostname: string;
  reportError?: (error: unknown) => void;
}) {
  const reportError =
    deps.reportError ??
    ((error: unknown) =>
      process.stderr.write(`SMTP receiver: ${error instanceof Error ? error.message : String(error)}\n`));

  const server = new SMTPServer({
    name: deps.hostname,
    banner: 'Kinframe photos by mail',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: LIMITS.inboundMail.maxMessageBytes,
    // Mail servers deliver a few messages at a time; past this many connections a new one is told
    // 421 (try again in a moment), which sending servers do.
    maxClients: 50,
    logger: false,
    onMailFrom(address, session, callback) {
      deps.inboundMail
        .admitClient(session.remoteAddress)
        .then(() => deps.inboundMail.admitSender(address.address))
        .then(
          () => callback(),
          (error: unknown) => callback(asSmtpError(error)),
        );
    },
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) {
        callback(tooManyRecipients());
        return;
      }
      deps.inboundMail.acceptsRecipient(address.address, session.remoteAddress).then(
        (isTaken) => callback(isTaken ? undefined : refusal(550, `No such recipient here: ${address.address}`)),
        (error: unknown) => callback(asSmtpError(error)),
      );
    },
    onData(stream, session, callback) {
      const { mailFrom, rcptTo } = session.envelope;
      const message = {
        sender: mailFrom ? mailFrom.address : '',
        recipients: rcptTo.map((rcpt) => rcpt.address),
        raw: stream,
        clientAddress: session.remoteAddress,
        helo: session.hostNameAppearsAs,
      };
      deps.inboundMail.receive(message).then(
        () => callback(),
        (error: unknown) => callback(asSmtpError(error)),
      );
    },
  });
  server.on('error', reportError);

  function asSmtpError(error: unknown): Error {
    if (error instanceof InboundMailRefusal) return refusal(error.responseCode, error.message);
    reportError(error);
    return refusal(451, 'The message could not be received. Try again later');
  }

  return {
    /** Starts listening; resolves with the port (useful with port 0). */
    listen(port: number, host: string): Promise<number> {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      });
    },
    close(): Promise<void> {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type SmtpReceiver = ReturnType<typeof createSmtpReceiver>;

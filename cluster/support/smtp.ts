import { connect, type Socket } from 'node:net';

/**
 * One SMTP conversation, as a sending mail server holds it: greeting, EHLO, MAIL FROM, RCPT TO,
 * DATA. Resolves with the answer to the message; rejects on any refusal or after `timeoutMs`.
 */
export async function sendMail(
  port: number,
  mail: { from: string; to: string; subject: string; attachment: { name: string; bytes: Buffer } },
  timeoutMs = 30_000,
): Promise<string> {
  const boundary = `b${Math.random().toString(36).slice(2)}`;
  const base64 = mail.attachment.bytes.toString('base64').replace(/.{76}/g, '$&\r\n');
  const message = [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${boundary}@family.example>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'A photo for the frame.',
    `--${boundary}`,
    `Content-Type: image/jpeg; name="${mail.attachment.name}"`,
    'Content-Transfer-Encoding: base64',
    `Content-Disposition: attachment; filename="${mail.attachment.name}"`,
    '',
    base64,
    `--${boundary}--`,
    '',
  ].join('\r\n');

  const socket = connect(port, '127.0.0.1');
  socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no SMTP answer within ${timeoutMs} ms`)));
  const replies = replyReader(socket);
  try {
    await replies.expect(220);
    socket.write('EHLO mail.family.example\r\n');
    await replies.expect(250);
    socket.write(`MAIL FROM:<${mail.from}>\r\n`);
    await replies.expect(250);
    socket.write(`RCPT TO:<${mail.to}>\r\n`);
    await replies.expect(250);
    socket.write('DATA\r\n');
    await replies.expect(354);
    // Dot-stuffing: a line that starts with a dot gets another.
    socket.write(`${message.replace(/\r\n\./g, '\r\n..')}\r\n.\r\n`);
    const accepted = await replies.expect(250);
    socket.write('QUIT\r\n');
    return accepted;
  } finally {
    socket.end();
  }
}

/** The server's replies, one (possibly multi-line) reply at a time. */
function replyReader(socket: Socket) {
  let buffer = '';
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    wake?.();
  });
  socket.on('error', (error) => {
    failure = error;
    wake?.();
  });
  socket.on('close', () => {
    failure ??= new Error('the SMTP server hung up');
    wake?.();
  });
  return {
    async expect(code: number): Promise<string> {
      for (;;) {
        // A reply ends with a line whose code is followed by a space.
        const end = /^\d{3} .*\r\n/m.exec(buffer);
        if (end) {
          const reply = buffer.slice(0, end.index + end[0].length);
          buffer = buffer.slice(end.index + end[0].length);
          if (!reply.startsWith(String(code))) throw new Error(`SMTP answered ${reply.trim()}, not ${code}`);
          return reply;
        }
        if (failure) throw failure;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
    },
  };
}

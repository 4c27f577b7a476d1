// The baselines: bare Fastify routes, nothing else. v3/is-logged-in answers the same JSON as the
// real one; device/v1/playlist answers 304 to its one ETag (a polling frame's usual answer) and a
// small JSON otherwise, without looking at the token.
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/api/v3/is-logged-in', async () => ({ isLoggedIn: false }));
const PLAYLIST_ETAG = '"bare-playlist"';
app.get('/api/device/v1/playlist', async (request, reply) => {
  reply.header('etag', PLAYLIST_ETAG);
  if (request.headers['if-none-match'] === PLAYLIST_ETAG) return reply.code(304).send();
  return { items: [] };
});
await app.listen({ port, host: '127.0.0.1' });
console.log(`bare listening on ${port}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

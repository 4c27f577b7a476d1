// The baseline: a bare Fastify route answering the same JSON as v3/is-logged-in, nothing else.
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/api/v3/is-logged-in', async () => ({ isLoggedIn: false }));
await app.listen({ port, host: '127.0.0.1' });
console.log(`bare listening on ${port}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

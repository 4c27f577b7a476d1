// Plus accounts for the cluster tests, made by the server's own code as `npm run admin -- user:create
// <email> <username> <password> --plan plus` makes one, but many in one process: sign-up itself
// needs a captcha, and one start of the server's code per person costs seconds each.
//
//   node --import tsx cluster/support/create-people.ts <count> <prefix>   (with the cluster's environment)
// prints one JSON line per person: {"username","email","password","userId"}.
import { createContext } from '../../apps/server/src/context.ts';
import { loadConfigOrExit } from '../../apps/server/src/infra/config.ts';
import { createServices } from '../../apps/server/src/services.ts';

export interface Person {
  username: string;
  email: string;
  password: string;
  userId: number;
}

const [count = '1', prefix = 'person'] = process.argv.slice(2);
const context = await createContext(loadConfigOrExit());
try {
  const services = createServices(context);
  for (let index = 0; index < Number(count); index += 1) {
    const username = `${prefix}${Date.now().toString(36)}${index}`;
    const person = { username, email: `${username}@example.com`, password: 'Frame-2026!' };
    const user = await services.auth.createAccount(person);
    await services.billing.setPlan(user.id, 'plus');
    process.stdout.write(`${JSON.stringify({ ...person, userId: user.id } satisfies Person)}\n`);
  }
} finally {
  await context.close();
}

import { createContext } from '../context.ts';
import { loadConfigOrExit } from '../infra/config.ts';
import { runAdmin } from './admin-commands.ts';

/** The operator's CLI, on the same environment as the server (DATA_DIR, DATABASE_URL, ...). */
process.exitCode = await runAdmin(process.argv.slice(2), {
  openContext: () => createContext(loadConfigOrExit()),
  readConfig: loadConfigOrExit,
  print: (text) => console.log(text),
  printError: (text) => console.error(text),
});

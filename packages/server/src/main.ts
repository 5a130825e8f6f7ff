import { projectCli, UsageError } from './cli/projectCli.ts'
import { walletsCli } from './cli/walletsCli.ts'
import { loadConfig } from './config/loadConfig.ts'
import { DataDirError } from './db/DataDirError.ts'
import { runServer } from './runServer.ts'

/** `gangway-server` runs the server; `gangway-server project …` manages projects; `wallets sync` syncs the registry. */
const [command, ...args] = process.argv.slice(2)
try {
  if (command === undefined) await runServer()
  else if (command === 'project') {
    for (const line of await projectCli(args, loadConfig().database)) console.log(line)
  } else if (command === 'wallets') {
    for (const line of await walletsCli(args, loadConfig())) console.log(line)
  } else
    throw new UsageError(
      `Unknown command "${command}". Run without arguments to start the server, or: gangway-server project | wallets`,
    )
} catch (error) {
  // errors that say what to do are printed as they are; anything else with its stack
  console.error(error instanceof UsageError || error instanceof DataDirError ? error.message : error)
  process.exit(error instanceof UsageError ? 2 : 1)
}

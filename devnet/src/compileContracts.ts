import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

export type Artifact = { abi: Abi; bytecode: Hex; deployedBytecode: Hex }
export type Artifacts = Record<string, Artifact>

const require = createRequire(import.meta.url)
const contractsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'contracts')

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts: Record<
    string,
    Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>
  >
}

/** Compiles every `.sol` file in `devnet/contracts` with solc-js; OpenZeppelin imports resolve from node_modules. */
export function compileContracts(): Artifacts {
  const solc = require('solc') as { compile(input: string, callbacks: object): string }
  const sources: Record<string, { content: string }> = {}
  for (const file of readdirSync(contractsDir).filter((f) => f.endsWith('.sol'))) {
    sources[file] = { content: readFileSync(join(contractsDir, file), 'utf8') }
  }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  }
  const findImports = (path: string) => {
    try {
      return { contents: readFileSync(require.resolve(path), 'utf8') }
    } catch {
      return { error: `File not found: ${path}` }
    }
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) {
    throw new Error(`Solidity compilation failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  }
  const artifacts: Artifacts = {}
  for (const file of Object.keys(sources)) {
    for (const [name, contract] of Object.entries(output.contracts[file] ?? {})) {
      artifacts[name] = {
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      }
    }
  }
  return artifacts
}
